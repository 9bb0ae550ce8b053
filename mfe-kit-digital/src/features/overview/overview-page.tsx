import styled from 'styled-components';
import { kitLogo, kitSegmentIvNote, kitSegments } from '@site/shared/content/kit-digital-copy';
import { kitOverviewPage } from '@site/shared/content/kit-digital-pages';
import { Badge, bareList, ButtonAnchor, ButtonLink, Card, Container, CtaBanner, Grid, Icon, IconTile, mediaUp, PageHero, Row, Section, SectionHeading, typeScale } from '@site/shared/ui';
import { CallStatusBadge } from '../kit-common/call-status-badge';
import { KeepDate } from '../kit-common/keep-date';
import { KitIcon } from '../kit-common/kit-icon';
import { KitPicture, LogoFrame } from '../kit-common/kit-picture';
import { ProcessSteps } from '../kit-common/process-steps';
import { SolutionsGridIsland } from '../kit-common/solutions-grid-island';
import { StatusNotice } from '../kit-common/status-notice';
import { useKitDigitalStatus } from '../kit-common/use-kit-digital-status';

const TwoColumns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  align-items: center;
  ${mediaUp('large')} { grid-template-columns: 1.1fr 0.9fr; gap: ${(p) => p.theme.space(14)}; }
  /* The heading's default gap is meant for a grid below it; here a short list follows. */
  > div > header { margin-bottom: ${(p) => p.theme.space(6)}; }
`;

const Notice = styled.div`
  margin-top: ${(p) => p.theme.space(12)};
`;

const Points = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.space(8)};
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  li { display: flex; gap: ${(p) => p.theme.space(3)}; align-items: flex-start; font-size: ${typeScale.lg}; }
  svg { flex: none; margin-top: 3px; color: ${(p) => p.theme.colors.success}; }
`;

// Five segments: 3 + 2 on tablets, the last two widened to the edges (no segment alone on its
// row, issue 36), five in a row from `large`.
const Segments = styled.ol`
  --segments-gap: ${(p) => p.theme.space(4)};
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: var(--segments-gap);
  > li { flex: 1 0 100%; min-width: 0; }
  ${mediaUp('medium')} { > li { flex-basis: calc((100% - 2 * var(--segments-gap)) / 3); } }
  ${mediaUp('large')} { > li { flex-basis: calc((100% - 4 * var(--segments-gap)) / 5); } }
`;

const ROMAN_ORDER = ['I', 'II', 'III', 'IV', 'V'];
/** The programme's segments in the order of their numbers, I to V (issue 36; the record lists them by size). */
const segmentsInOrder = [...kitSegments].sort((a, b) => ROMAN_ORDER.indexOf(a.id) - ROMAN_ORDER.indexOf(b.id));

const Segment = styled.li<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radii.md};
  border: ${(p) => (p.$featured ? `2px solid ${p.theme.colors.brand}` : `1px solid ${p.theme.colors.border}`)};
  background: ${(p) => (p.$featured ? p.theme.colors.brandSoft : p.theme.colors.surface)};
  box-shadow: ${(p) => p.theme.shadows.card};
  h3 { font-size: ${typeScale.lg}; margin: 0; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.sm}; }
  strong { color: ${(p) => p.theme.colors.brandDark}; font-size: ${typeScale.xl}; }
`;

const Note = styled.p`
  max-width: 760px;
  margin: ${(p) => p.theme.space(6)} auto 0;
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${typeScale.sm};
`;

const Point = styled(Card)`
  gap: ${(p) => p.theme.space(3)};
  height: 100%;
  h3 { font-size: ${typeScale.lg}; margin: 0; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const Steps = styled.div`
  margin-top: ${(p) => p.theme.space(12)};
`;

const StepsTitle = styled.h3`
  text-align: center;
  font-size: ${typeScale.xxl};
  margin-bottom: ${(p) => p.theme.space(6)};
`;

/** /kit-digital: the programme overview (SPEC §2 says only that it exists; content is ours). */
export default function OverviewPage() {
  const { status, copy } = useKitDigitalStatus();

  return (
    <>
      <PageHero eyebrow={kitOverviewPage.eyebrow} title={kitOverviewPage.title} intro={kitOverviewPage.intro}>
        <Row>
          <ButtonLink to="/agentes-digitalizadores" $variant="light">
            Ver ayudas por solución
          </ButtonLink>
          <ButtonAnchor href="#categorias" $variant="outlineLight">
            Ver las 12 categorías
          </ButtonAnchor>
        </Row>
        <CallStatusBadge status={status} copy={copy} />
      </PageHero>

      <Section aria-labelledby="para-quien">
        <Container>
          <TwoColumns>
            <div>
              <SectionHeading id="para-quien" align="left" eyebrow="Destinatarios" title={kitOverviewPage.audience.title} />
              <Points>
                {kitOverviewPage.audience.points.map((point) => (
                  <li key={point}>
                    <Icon name="circle-check" size={20} />
                    {point}
                  </li>
                ))}
              </Points>
            </div>
            <LogoFrame>
              <KitPicture base={kitLogo.base} alt={kitLogo.alt} sizes="(min-width: 520px) 480px, 100vw" />
            </LogoFrame>
          </TwoColumns>
          <Notice>
            <StatusNotice status={status} copy={copy} />
          </Notice>
        </Container>
      </Section>

      <Section $tone="alt" aria-labelledby="segmentos">
        <Container>
          <SectionHeading id="segmentos" eyebrow="Segmentos" title="Segmentos por número de empleados" intro={kitOverviewPage.segmentsIntro} />
          <Segments>
            {segmentsInOrder.map((segment) => (
              <Segment key={segment.id} $featured={segment.id === 'III'}>
                {segment.id === 'III' && <Badge>Nuestro foco</Badge>}
                <h3>{segment.name}</h3>
                <p>{segment.employees}</p>
                {/* Only segment III has a tier amount in the SPEC; the others are quoted per solution. */}
                {segment.amount ? <strong>{segment.amount}</strong> : <p>Cuantía según la solución</p>}
              </Segment>
            ))}
          </Segments>
          <Note>{kitSegmentIvNote}</Note>
        </Container>
      </Section>

      <Section aria-labelledby="bono">
        <Container>
          <SectionHeading id="bono" eyebrow="Bono digital" title={kitOverviewPage.voucher.title} />
          <Grid $min="240px">
            {kitOverviewPage.voucher.points.map((point) => (
              <Point key={point.title}>
                <IconTile>
                  <KitIcon name={point.icon} />
                </IconTile>
                <h3>{point.title}</h3>
                <p>{point.description}</p>
              </Point>
            ))}
          </Grid>
          <Steps>
            <StepsTitle>Cómo te acompañamos</StepsTitle>
            <ProcessSteps headingLevel="h4" />
          </Steps>
        </Container>
      </Section>

      <Section $tone="alt" id="categorias" aria-labelledby="categorias-titulo">
        <Container>
          <SectionHeading id="categorias-titulo" eyebrow="Soluciones" title={kitOverviewPage.categoriesTitle} intro={kitOverviewPage.categoriesIntro} />
          <SolutionsGridIsland min="280px" withIncludes={false} />
        </Container>
      </Section>

      <CtaBanner
        title={kitOverviewPage.cta.title}
        text={status.open ? kitOverviewPage.cta.text : <KeepDate text={copy.short} date={status.deadlineLabel} />}
        primary={{ label: status.open ? 'Solicitar Información' : copy.cta, to: '/contacto' }}
        secondary={{ label: 'Agentes Digitalizadores', to: '/agentes-digitalizadores' }}
        showPhone
      />
    </>
  );
}
