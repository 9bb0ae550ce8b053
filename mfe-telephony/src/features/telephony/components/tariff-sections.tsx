import styled from 'styled-components';
import { tariffCardCopy } from '@site/shared/content/telephony';
import type { PlanMode } from '@site/shared/schemas/tariff';
import { Reveal, mediaUp, scrollRowBelow, typeScale } from '@site/shared/ui';
import { forPlanMode } from '../plan-mode';
import { tariffSectionsFor } from '../select-tariffs';

import { TariffCard } from './tariff-card';

// Off-screen sections skip style and layout until they come near the viewport, so opening the
// modal (which restyles the whole page to make it inert) stays quick on a slow phone. `auto`
// keeps each section's last real size once it has been rendered; until then the estimate is a
// section's typical height at that width (a heading and one row of cards: 520–620 px on a 375 px
// phone, measured 2026-11-29; about as much at 768; 580–720 at 1280), so the page's length
// barely changes as they render.
// Height only: an intrinsic width pushed phones sideways.
const TypeSection = styled.section`
  content-visibility: auto;
  contain-intrinsic-size: auto none auto 570px;
  ${mediaUp('large')} { contain-intrinsic-size: auto none auto 660px; }
  & + & { margin-top: ${(p) => p.theme.space(4)}; }
  ${mediaUp('large')} { & + & { margin-top: ${(p) => p.theme.space(14)}; } }
`;

const TypeHeading = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  margin-bottom: ${(p) => p.theme.space(3)};
  padding-bottom: ${(p) => p.theme.space(2)};
  border-bottom: 2px solid ${(p) => p.theme.colors.border};
  h2 { margin: 0; font-size: ${typeScale.h3}; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.sm}; white-space: nowrap; }
  ${mediaUp('large')} { margin-bottom: ${(p) => p.theme.space(6)}; padding-bottom: ${(p) => p.theme.space(3)}; }
`;

/*
 * Tariff cards (issue 28: no orphan card, the width used; issue 36: a phone does not scroll for
 * screens). Below `large` a type's cards are one row to swipe sideways, the next card peeking in.
 * From `large`, full rows: a group of 3 in one row, a group of 4 as 2 + 2, and as one row of 4
 * from `wide`. Grid items stretch, so the cards of a row share a height.
 */
const TariffGrid = styled.div<{ $count: number }>`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  grid-template-columns: repeat(${(p) => desktopColumns(p.$count)}, minmax(0, 1fr));
  ${mediaUp('wide')} { grid-template-columns: repeat(${(p) => Math.min(p.$count, 4)}, minmax(0, 1fr)); }
  ${scrollRowBelow('large', 'min(calc(100% - 28px), 320px)')}
`;

/** Columns from `large` that leave no short row: 3 when the group divides by 3, else 2 when by 2. */
function desktopColumns(count: number): number {
  if (count % 3 === 0) return 3;
  if (count % 2 === 0) return 2;
  return Math.min(count, 3);
}

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
                {tariffCardCopy.count(section.tariffs.length)}
              </p>
            </TypeHeading>
            <TariffGrid $count={section.tariffs.length}>
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
