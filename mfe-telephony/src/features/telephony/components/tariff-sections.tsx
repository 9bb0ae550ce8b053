import styled from 'styled-components';
import type { PlanMode } from '@site/shared/schemas/tariff';
import { Reveal, mediaUp } from '@site/shared/ui';
import { forPlanMode } from '../plan-mode';
import { tariffSectionsFor } from '../select-tariffs';
import { TariffCard } from './tariff-card';

// Off-screen sections skip style and layout until they come near the viewport, so opening the
// modal (which restyles the whole page to make it inert) stays quick on a slow phone. `auto`
// keeps each section's last real size once it has been rendered.
const TypeSection = styled.section`
  content-visibility: auto;
  contain-intrinsic-size: auto none auto 1200px; /* height only: an intrinsic width pushed phones sideways */
  & + & { margin-top: ${(p) => p.theme.space(14)}; }
`;

const TypeHeading = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  margin-bottom: ${(p) => p.theme.space(6)};
  padding-bottom: ${(p) => p.theme.space(3)};
  border-bottom: 2px solid ${(p) => p.theme.colors.border};
  h2 { margin: 0; font-size: clamp(1.375rem, 1.1rem + 1vw, 1.75rem); }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; font-size: 0.9375rem; white-space: nowrap; }
`;

/*
 * Tariff cards: one column on phones, two from `small`, three from `wide` (the side panel takes
 * the rest). A short last row (3 tariffs on a tablet, 4 on a desktop) is centred rather than
 * leaving one card beside an empty slot. Flex items stretch, so the cards of a row share a height.
 */
const TariffGrid = styled.div`
  --tariff-gap: ${(p) => p.theme.space(5)};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--tariff-gap);
  > * { flex: 0 0 100%; min-width: 0; }
  ${mediaUp('small')} { > * { flex-basis: calc((100% - var(--tariff-gap)) / 2); } }
  ${mediaUp('wide')} { > * { flex-basis: calc((100% - 2 * var(--tariff-gap)) / 3); } }
`;

/** Id of a section's heading; the mode is part of it because both modes are in the page. */
export function sectionHeadingId(mode: PlanMode, type: string): string {
  return `tarifas-${mode}-${slug(type)}`;
}

/**
 * One mode's tariffs, by type (SPEC §2). The page renders both modes and CSS shows one; the cards
 * fade in after 100 ms, 30 ms apart (SPEC §9), again each time their mode is shown.
 */
export function TariffSections({ mode }: { mode: PlanMode }) {
  return (
    <div {...forPlanMode(mode)}>
      {tariffSectionsFor(mode).map((section) => {
        const headingId = sectionHeadingId(mode, section.type);
        return (
          <TypeSection key={section.type} aria-labelledby={headingId}>
            <TypeHeading>
              <h2 id={headingId}>{section.type}</h2>
              <p>
                {section.tariffs.length} {section.tariffs.length === 1 ? 'tarifa' : 'tarifas'}
              </p>
            </TypeHeading>
            <TariffGrid>
              {section.tariffs.map((tariff, index) => (
                <Reveal key={tariff.id} $index={index} $delay={100} $stagger={30}>
                  <TariffCard tariff={tariff} />
                </Reveal>
              ))}
            </TariffGrid>
          </TypeSection>
        );
      })}
    </div>
  );
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
