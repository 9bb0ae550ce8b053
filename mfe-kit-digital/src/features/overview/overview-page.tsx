import { heroPicture } from '@site/shared/content/hero-picture';
import styled from 'styled-components';
import { AsPrerendered } from '@site/shared/router';
import { kitSegmentIvNote, kitSegments } from '@site/shared/content/kit-digital-copy';
import { kitOverviewPage as page } from '@site/shared/content/kit-overview-page';
import { Badge, bareList, ButtonAnchor, ButtonLink, Container, CtaBanner, Icon, mediaUp, PageHero, Row, Section, SectionHeading, typeScale } from '@site/shared/ui';
import { CallStatus } from '../kit-common/call-status';
import { IconPoints } from '../kit-common/icon-points';
import { SolutionsSection } from '../kit-common/solutions-section';
import { useKitDigitalStatus } from '../kit-common/use-kit-digital-status';

// The three points under their heading on phones; beside it from `large`.
const Audience = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${mediaUp('large')} { grid-template-columns: 0.8fr 1.2fr; gap: ${(p) => p.theme.space(14)}; align-items: start; }
  > header { margin-bottom: 0; }
`;

const Points = styled.ul`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  li { display: flex; gap: ${(p) => p.theme.space(3)}; align-items: flex-start; }
  ${mediaUp('medium')} { li { font-size: ${typeScale.lg}; } }
  svg { flex: none; margin-top: 3px; color: ${(p) => p.theme.colors.success}; }
`;

/*
 * Five segments: on phones one compact line each (name and range on the left, the amount on the
 * right); 3 + 2 on tablets, the last two widened to the edges (no segment alone on its row,
 * issue 36); five in a row from `large`.
 */
const Segments = styled.ol`
  --segments-gap: ${(p) => p.theme.space(2)};
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: var(--segments-gap);
  > li { flex: 1 0 100%; min-width: 0; }
  ${mediaUp('medium')} {
    --segments-gap: ${(p) => p.theme.space(4)};
    > li { flex-basis: calc((100% - 2 * var(--segments-gap)) / 3); }
  }
  ${mediaUp('large')} { > li { flex-basis: calc((100% - 4 * var(--segments-gap)) / 5); } }
`;

const ROMAN_ORDER = ['I', 'II', 'III', 'IV', 'V'];
/** The programme's segments in the order of their numbers, I to V (issue 36; the record lists them by size). */
const segmentsInOrder = [...kitSegments].sort((a, b) => ROMAN_ORDER.indexOf(a.id) - ROMAN_ORDER.indexOf(b.id));

const Segment = styled.li<{ $featured: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${(p) => p.theme.space(3)};
  align-items: center;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.md};
  border: ${(p) => (p.$featured ? `2px solid ${p.theme.colors.brand}` : `1px solid ${p.theme.colors.border}`)};
  background: ${(p) => (p.$featured ? p.theme.colors.brandSoft : p.theme.colors.surface)};
  h3 { grid-column: 1; font-size: ${typeScale.base}; margin: 0; }
  p { grid-column: 1; margin: 0; color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.sm}; }
  > :last-child { grid-column: 2; grid-row: 1 / span 3; text-align: right; }
  strong { color: ${(p) => p.theme.colors.brandDark}; font-size: ${typeScale.lg}; white-space: nowrap; }
  ${mediaUp('medium')} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: ${(p) => p.theme.space(2)};
    padding: ${(p) => p.theme.space(5)};
    box-shadow: ${(p) => p.theme.shadows.card};
    h3 { font-size: ${typeScale.lg}; }
    > :last-child { text-align: left; }
    strong { font-size: ${typeScale.xl}; }
  }
`;

const Focus = styled(Badge)`
  grid-column: 1;
  justify-self: start;
  margin-bottom: ${(p) => p.theme.space(1)};
  ${mediaUp('medium')} { align-self: flex-start; margin: 0; }
`;

const Note = styled.p`
  max-width: 760px;
  margin: ${(p) => p.theme.space(5)} auto 0;
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${typeScale.sm};
`;

/**
 * /kit-digital: what the programme is (SPEC §2 says only that the page exists; the content is
 * ours): who it is for, its segments, how the voucher works and what it finances. What we do for
 * a business, our process and the solutions' cards are the agent page's job.
 */
export default function OverviewPage() {
  const { status, copy } = useKitDigitalStatus();

  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} art={heroPicture(page.hero)}>
        <CallStatus status={status} copy={copy} />
        <Row>
          <ButtonLink to="/agentes-digitalizadores" $variant="light">
            {page.actions.aid}
          </ButtonLink>
          <ButtonAnchor href="#categorias" $variant="outlineLight">
            {page.actions.categories}
          </ButtonAnchor>
        </Row>
      </PageHero>

      {/* The same for every visitor whatever the call's status: adopted as prerendered (issue 34). */}
      <AsPrerendered>
        <Section aria-labelledby="para-quien">
          <Container>
            <Audience>
              <SectionHeading id="para-quien" align="left" eyebrow={page.audience.eyebrow} title={page.audience.title} />
              <Points>
                {page.audience.points.map((point) => (
                  <li key={point}>
                    <Icon name="circle-check" size={20} />
                    {point}
                  </li>
                ))}
              </Points>
            </Audience>
          </Container>
        </Section>

        <Section $tone="alt" aria-labelledby="segmentos">
          <Container>
            <SectionHeading id="segmentos" eyebrow={page.segments.eyebrow} title={page.segments.title} intro={page.segmentsIntro} />
            <Segments>
              {segmentsInOrder.map((segment) => (
                <Segment key={segment.id} $featured={segment.id === 'III'}>
                  {segment.id === 'III' && <Focus>{page.segments.focus}</Focus>}
                  <h3>{segment.name}</h3>
                  <p>{segment.employees}</p>
                  {/* Only segment III has a tier amount in the SPEC; the others are quoted per solution. */}
                  {segment.amount ? <strong>{segment.amount}</strong> : <p>{page.segments.perSolution}</p>}
                </Segment>
              ))}
            </Segments>
            <Note>{kitSegmentIvNote}</Note>
          </Container>
        </Section>

        <Section aria-labelledby="bono">
          <Container>
            <SectionHeading id="bono" eyebrow={page.voucher.eyebrow} title={page.voucher.title} />
            <IconPoints points={page.voucher.points} />
          </Container>
        </Section>
      </AsPrerendered>

      <SolutionsSection id="categorias" eyebrow={page.categoriesEyebrow} title={page.categoriesTitle} intro={page.categoriesIntro} variant="links" />

      <CtaBanner
        title={page.cta.title}
        text={status.open ? page.cta.text : page.cta.closedText}
        primary={{ label: copy.cta, to: '/contacto' }}
        secondary={page.cta.secondary}
        showPhone
      />
    </>
  );
}
