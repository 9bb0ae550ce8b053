import styled from 'styled-components';
import { fillKitText, kitLogo, kitProgramme } from '@site/shared/content/kit-digital-copy';
import { kitAgentPage, kitBenefits, kitStats } from '@site/shared/content/kit-digital-pages';
import { Badge, ButtonAnchor, ButtonLink, Card, Container, CtaBanner, Grid, IconTile, mediaUp, PageHero, Reveal, Row, Section, SectionHeading, typeScale } from '@site/shared/ui';
import { CallStatusBadge } from '../kit-common/call-status-badge';
import { KeepDate } from '../kit-common/keep-date';
import { KitIcon } from '../kit-common/kit-icon';
import { KitPicture, LogoFrame } from '../kit-common/kit-picture';
import { ProcessSteps } from '../kit-common/process-steps';
import { SolutionsGridIsland } from '../kit-common/solutions-grid-island';
import { StatusNotice } from '../kit-common/status-notice';
import { useKitDigitalStatus } from '../kit-common/use-kit-digital-status';
import { AidButton } from './aid-button';
import { AidDialog } from './aid-dialog';

const TwoColumns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  align-items: center;
  ${mediaUp('large')} { grid-template-columns: 1.1fr 0.9fr; gap: ${(p) => p.theme.space(14)}; }
  /* Direct paragraphs only, so the heading's eyebrow keeps its brand colour. */
  > div > p { font-size: ${typeScale.lg}; color: ${(p) => p.theme.colors.muted}; }
  /* The heading's default gap is meant for a grid below it; here running text follows. */
  > div > header { margin-bottom: ${(p) => p.theme.space(5)}; }
`;

const Stats = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.space(12)} 0 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  ${mediaUp('medium')} { grid-template-columns: repeat(3, 1fr); }
`;

// In three tablet columns an icon beside the text leaves the label a sliver, so there it sits above.
const Stat = styled.li`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(4)};
  ${mediaUp('medium')} { flex-direction: column; align-items: flex-start; gap: ${(p) => p.theme.space(3)}; }
  ${mediaUp('large')} { flex-direction: row; align-items: center; gap: ${(p) => p.theme.space(4)}; }
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.card};
  strong { display: block; font-size: ${typeScale.xxl}; line-height: 1.2; color: ${(p) => p.theme.colors.ink}; }
  span.label { color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.sm}; }
`;

const TierWrap = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(8)};
  max-width: 960px;
  margin: 0 auto;
  align-items: center;
  ${mediaUp('large')} { grid-template-columns: 1fr 400px; }
`;

const TierCard = styled(Card)`
  text-align: center;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  border-top: 6px solid ${(p) => p.theme.colors.brand};
  padding: ${(p) => p.theme.space(8)};
  h3 { font-size: ${typeScale.xl}; margin: 0; }
`;

const Amount = styled.p`
  margin: 0;
  white-space: nowrap;
  font-size: ${typeScale.h2};
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${(p) => p.theme.colors.brand};
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

const Notice = styled.div`
  max-width: 960px;
  margin: 0 auto ${(p) => p.theme.space(10)};
`;

const TierText = styled.div`
  h3 { font-size: ${typeScale.xxl}; }
  p { font-size: ${typeScale.lg}; color: ${(p) => p.theme.colors.muted}; }
`;

const Benefit = styled(Card)`
  gap: ${(p) => p.theme.space(3)};
  height: 100%;
  h3 { font-size: ${typeScale.lg}; margin: 0; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

/** /agentes-digitalizadores (SPEC §2 "Kit Digital agent page"). */
export default function AgentsPage() {
  const { status, copy } = useKitDigitalStatus();
  // After the deadline the closing banner says so too, rather than inviting visitors to apply.
  const tier = kitAgentPage.tier;
  const ctaText = status.open ? kitAgentPage.cta.text : <KeepDate text={copy.short} date={status.deadlineLabel} />;

  return (
    <>
      <PageHero eyebrow={kitAgentPage.eyebrow} title={kitAgentPage.title} intro={kitAgentPage.intro}>
        <Row>
          <ButtonLink to="/contacto" $variant="light">
            Solicitar Información
          </ButtonLink>
          <ButtonAnchor href="#soluciones" $variant="outlineLight">
            Ver soluciones
          </ButtonAnchor>
        </Row>
        <CallStatusBadge status={status} copy={copy} />
      </PageHero>

      <Section aria-labelledby="que-es-kit-digital">
        <Container>
          <TwoColumns>
            <div>
              <SectionHeading id="que-es-kit-digital" align="left" eyebrow="Programa del Gobierno de España" title={kitAgentPage.whatIs.title} />
              {kitAgentPage.whatIs.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
            <LogoFrame>
              <KitPicture base={kitLogo.base} alt={kitLogo.alt} sizes="(min-width: 520px) 480px, 100vw" />
            </LogoFrame>
          </TwoColumns>
          <Stats aria-label="Kit Digital en cifras">
            {kitStats.map((stat, i) => (
              <Stat key={stat.id}>
                <IconTile>
                  <KitIcon name={stat.icon} />
                </IconTile>
                <Reveal $index={i}>
                  {/* The deadline card's label follows the status: "Disponible hasta" or "Convocatoria cerrada el". */}
                  <span className="label">{stat.id === 'deadline' ? copy.statLabel : stat.label}</span>
                  <strong>{stat.value}</strong>
                </Reveal>
              </Stat>
            ))}
          </Stats>
        </Container>
      </Section>

      {/* Not "ayudas": that is the aid dialog's id, which "Ver Ayudas" points at. */}
      <Section $tone="alt" aria-labelledby="ayudas-kit-digital">
        <Container>
          <SectionHeading id="ayudas-kit-digital" eyebrow="Bono digital" title="Ayudas del Kit Digital" intro={kitAgentPage.tierIntro} />
          <Notice>
            <StatusNotice status={status} copy={copy} />
          </Notice>
          <TierWrap>
            <TierText>
              <h3>{tier.title}</h3>
              <p>{tier.text}</p>
              <p>
                {status.open ? (
                  tier.openHint
                ) : (
                  <KeepDate text={fillKitText(tier.closedHint, { date: status.deadlineLabel })} date={status.deadlineLabel} />
                )}
              </p>
            </TierText>
            <TierCard as="div">
              {/* One span inside the badge: its inline-flex would otherwise lay the text and the kept-together date out as two columns. */}
              <Badge $tone={status.open ? 'brand' : 'accent'}>
                <span>{status.open ? tier.openBadge : <KeepDate text={copy.badge} date={status.deadlineLabel} />}</span>
              </Badge>
              <h3>{kitProgramme.tier.label}</h3>
              <Amount>{kitProgramme.tier.amount}</Amount>
              <Muted>{status.open ? tier.openNote : tier.closedNote}</Muted>
              <AidButton />
            </TierCard>
          </TierWrap>
          {/* Outside the centred tier card: a dialog inherits its text styles from where it sits. */}
          <AidDialog status={status} />
        </Container>
      </Section>

      <Section aria-labelledby="proceso">
        <Container>
          <SectionHeading id="proceso" eyebrow="Cómo trabajamos" title={kitAgentPage.processTitle} intro="Nos encargamos de todo el proceso para que tú solo te ocupes de tu negocio." />
          <ProcessSteps />
        </Container>
      </Section>

      <Section $tone="alt" id="soluciones" aria-labelledby="soluciones-titulo">
        <Container>
          <SectionHeading id="soluciones-titulo" eyebrow="Soluciones" title="Soluciones del Kit Digital" intro={kitAgentPage.solutionsIntro} />
          <SolutionsGridIsland min="300px" />
        </Container>
      </Section>

      <Section aria-labelledby="por-que">
        <Container>
          <SectionHeading id="por-que" eyebrow="Por qué nosotros" title={kitAgentPage.benefitsTitle} />
          <Grid $min="240px">
            {kitBenefits.map((benefit) => (
              <Benefit key={benefit.title}>
                <IconTile>
                  <KitIcon name={benefit.icon} />
                </IconTile>
                <h3>{benefit.title}</h3>
                <p>{benefit.description}</p>
              </Benefit>
            ))}
          </Grid>
        </Container>
      </Section>

      <CtaBanner title={kitAgentPage.cta.title} text={ctaText} primary={{ label: 'Solicitar Información', to: '/contacto' }} showPhone />
    </>
  );
}
