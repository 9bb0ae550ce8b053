import { heroPicture } from '@site/shared/content/hero-picture';
import { AsPrerendered, Link } from '@site/shared/router';
import styled from 'styled-components';
import { kitLogo, kitProgramme } from '@site/shared/content/kit-digital-copy';
import { kitAgentPage as page } from '@site/shared/content/kit-agent-page';
import { kitBenefits, kitStats } from '@site/shared/content/kit-digital-pages';
import { ButtonAnchor, ButtonLink, Card, Container, CtaBanner, Icon, IconTile, mediaUp, PageHero, Row, Section, SectionHeading, bareList, typeScale } from '@site/shared/ui';
import { CallStatus } from '../kit-common/call-status';
import { IconPoints } from '../kit-common/icon-points';
import { KitIcon } from '../kit-common/kit-icon';
import { KitPicture } from '../kit-common/kit-picture';
import { ProcessSteps } from '../kit-common/process-steps';
import { SolutionsSection } from '../kit-common/solutions-section';
import { useKitDigitalStatus } from '../kit-common/use-kit-digital-status';
import { AidButton } from './aid-button';
import { AidDialog } from './aid-dialog';

// Text and the wordmark side by side from `large`; on a phone the wordmark is a small picture under the text.
const WhatIs = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-items: center;
  ${mediaUp('large')} { grid-template-columns: 1.2fr 0.8fr; gap: ${(p) => p.theme.space(14)}; }
  /* Direct paragraphs only, so the heading's eyebrow keeps its brand colour. */
  > div > p { color: ${(p) => p.theme.colors.muted}; }
  ${mediaUp('medium')} { > div > p { font-size: ${typeScale.lg}; } }
  > div > header { margin-bottom: ${(p) => p.theme.space(4)}; }
`;

const Logo = styled.div`
  width: 100%;
  max-width: 260px;
  margin: 0 auto;
  ${mediaUp('medium')} { max-width: 420px; }
`;

const ProgrammeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 44px;
  font-weight: 700;
  svg { width: 18px; height: 18px; }
`;

// On a phone each figure is a line, its label on the left and its value on the right; from
// `medium` three cards side by side, each with its icon.
const Stats = styled.ul`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(8)};
  ${mediaUp('medium')} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${(p) => p.theme.space(5)}; margin-top: ${(p) => p.theme.space(12)}; }
`;

const Stat = styled.li`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.card};
  > span:first-child { display: none; }
  > span:last-child { flex: 1; display: flex; justify-content: space-between; align-items: baseline; gap: ${(p) => p.theme.space(3)}; }
  strong { font-size: ${typeScale.xl}; line-height: 1.2; color: ${(p) => p.theme.colors.ink}; white-space: nowrap; }
  span.label { color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.sm}; }
  ${mediaUp('medium')} {
    padding: ${(p) => p.theme.space(5)};
    > span:first-child { display: inline-flex; }
    > span:last-child { display: block; }
    strong { display: block; font-size: ${typeScale.xxl}; }
  }
`;

const TierCard = styled(Card)`
  max-width: 640px;
  margin: 0 auto;
  text-align: center;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  border-top: 6px solid ${(p) => p.theme.colors.brand};
  h3 { font-size: ${typeScale.xl}; margin: 0; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
  ${mediaUp('medium')} { padding: ${(p) => p.theme.space(10)}; }
`;

const Amount = styled.p`
  && { color: ${(p) => p.theme.colors.brand}; }
  white-space: nowrap;
  font-size: ${typeScale.h2};
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.1;
`;

const Note = styled.p`
  && { color: ${(p) => p.theme.colors.brandDark}; }
  font-weight: 700;
  font-size: ${typeScale.sm};
`;

const TierText = styled.p`
  && { margin-bottom: ${(p) => p.theme.space(2)}; }
  font-size: ${typeScale.sm};
  ${mediaUp('medium')} { font-size: ${typeScale.base}; }
`;

/**
 * /agentes-digitalizadores (SPEC §2 "Kit Digital agent page"): what we, as Agentes
 * Digitalizadores, do for a business. What the programme is, at length, is /kit-digital's job.
 */
export default function AgentsPage() {
  const { status, copy } = useKitDigitalStatus();
  const tier = page.tier;

  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} art={heroPicture(page.hero)}>
        <CallStatus status={status} copy={copy} />
        <Row>
          <ButtonLink to="/contacto" $variant="light">
            {page.actions.primary}
          </ButtonLink>
          <ButtonAnchor href="#soluciones" $variant="outlineLight">
            {page.actions.solutions}
          </ButtonAnchor>
        </Row>
      </PageHero>

      <Section aria-labelledby="que-es-kit-digital">
        <Container>
          <WhatIs>
            <div>
              <SectionHeading id="que-es-kit-digital" align="left" eyebrow={page.whatIs.eyebrow} title={page.whatIs.title} />
              {page.whatIs.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              <ProgrammeLink to="/kit-digital">
                {page.whatIs.overviewLink} <Icon name="arrow-right" />
              </ProgrammeLink>
            </div>
            <Logo>
              <KitPicture base={kitLogo.base} alt={kitLogo.alt} sizes="(min-width: 768px) 420px, 260px" />
            </Logo>
          </WhatIs>
          <Stats aria-label={page.statsLabel}>
            {kitStats.map((stat) => (
              <Stat key={stat.id}>
                <IconTile>
                  <KitIcon name={stat.icon} />
                </IconTile>
                <span>
                  {/* The deadline card's label follows the status: "Disponible hasta" or "Solicitudes hasta". */}
                  <span className="label">{stat.id === 'deadline' ? copy.statLabel : stat.label}</span>
                  <strong>{stat.value}</strong>
                </span>
              </Stat>
            ))}
          </Stats>
        </Container>
      </Section>

      {/* Not "ayudas": that is the aid dialog's id, which "Ver Ayudas" points at. */}
      <Section $tone="alt" aria-labelledby="ayudas-kit-digital">
        <Container>
          <SectionHeading id="ayudas-kit-digital" eyebrow={page.tierEyebrow} title={page.tierTitle} />
          <TierCard as="div">
            <h3>{kitProgramme.tier.label}</h3>
            <Amount>{kitProgramme.tier.amount}</Amount>
            <Note>{status.open ? tier.openNote : tier.closedNote}</Note>
            <TierText>
              {tier.text} {status.open ? tier.openHint : tier.closedHint}
            </TierText>
            <AidButton />
          </TierCard>
          {/* Outside the centred tier card: a dialog inherits its text styles from where it sits. */}
          <AidDialog copy={copy} />
        </Container>
      </Section>

      {/* The same for every visitor whatever the call's status: adopted as prerendered (issue 34). */}
      <AsPrerendered>
        <Section aria-labelledby="proceso">
          <Container>
            <SectionHeading id="proceso" eyebrow={page.processEyebrow} title={page.processTitle} intro={page.processIntro} />
            <ProcessSteps />
          </Container>
        </Section>
      </AsPrerendered>

      <SolutionsSection id="soluciones" eyebrow={page.solutionsEyebrow} title={page.solutionsTitle} intro={page.solutionsIntro} variant="cards" />

      <AsPrerendered>
        <Section aria-labelledby="por-que">
          <Container>
            <SectionHeading id="por-que" eyebrow={page.benefitsEyebrow} title={page.benefitsTitle} />
            <IconPoints points={kitBenefits} />
          </Container>
        </Section>
        <CtaBanner title={page.cta.title} text={page.cta.text} primary={page.cta.primary} showPhone />
      </AsPrerendered>
    </>
  );
}
