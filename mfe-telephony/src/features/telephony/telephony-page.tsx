import { AsPrerendered, Link } from '@site/shared/router';
import { heroArt } from '@site/shared/content/page-hero-art';
import styled from 'styled-components';
import { additionalLines } from '@site/shared/content/additional-lines';
import { tariffCardCopy, telephonyPage as copy } from '@site/shared/content/telephony';
import { formatEuros } from '@site/shared/content/telephony-offer-details';
import type { PlanMode } from '@site/shared/schemas/tariff';
import type { TelephonyBadge } from '@site/shared/schemas/telephony-page';
import { bareList, Container, CtaBanner, Icon, PageHero, Section, mediaUp, type SpriteIconName, typeScale } from '@site/shared/ui';
import { AdditionalLinesPanel } from './components/additional-lines-panel';
import { PlanModeToggle } from './components/plan-mode-toggle';
import { RequestDialog } from './components/request-dialog';
import { TariffSections } from './components/tariff-sections';
import { PLAN_MODE_FIELD, PLAN_MODES, forPlanMode, planModeVisibility } from './plan-mode';

// The tariffs' band starts closer to the hero on phones, where every pixel of length counts (issue 36).
const TariffsBand = styled(Section)`
  padding: ${(p) => p.theme.space(8)} 0 ${(p) => p.theme.space(10)};
  ${mediaUp('medium')} { padding: ${(p) => p.theme.space(20)} 0; }
`;

// Holds the mode radios and everything that depends on them, the request dialog included.
const PageRoot = styled.div`
  display: contents;
  ${planModeVisibility}
`;

const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  margin-bottom: ${(p) => p.theme.space(4)};
  ${mediaUp('large')} { margin-bottom: ${(p) => p.theme.space(10)}; }
  text-align: center;
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

// Issue 28: the tariffs take the page's whole width (3 or 4 cards a row on a desktop); additional
// lines and the business card follow them, side by side from medium up.
// One track no wider than the page: a row of cards that scrolls sideways must not widen it.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(10)};
  ${mediaUp('large')} { gap: ${(p) => p.theme.space(14)}; }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-items: start;
  ${mediaUp('medium')} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
  /* In Personal mode the business card is hidden: the panel alone, centred. */
  ${PageRoot}:has(#${PLAN_MODE_FIELD}-personal:checked) & { grid-template-columns: minmax(0, 720px); justify-content: center; }
`;

// The additional lines come after every tariff; this link saves the scroll.
const JumpLink = styled.a`
  font-weight: 600;
  font-size: ${typeScale.sm};
`;

const BusinessCard = styled.div`
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.brandSoft};
  h2 { font-size: ${typeScale.lg}; margin-bottom: ${(p) => p.theme.space(2)}; }
  p { font-size: ${typeScale.sm}; color: ${(p) => p.theme.colors.text}; }
  a { display: inline-flex; align-items: center; gap: ${(p) => p.theme.space(1)}; font-weight: 700; }
  svg { width: 16px; height: 16px; }
`;

const FinePrint = styled.p`
  margin: ${(p) => p.theme.space(6)} 0 0;
  font-size: ${typeScale.xs};
  ${mediaUp('large')} { margin-top: ${(p) => p.theme.space(12)}; font-size: ${typeScale.sm}; }
  color: ${(p) => p.theme.colors.muted};
`;

// The record names each badge; the icon is this page's choice.
const BADGE_ICONS = { coverage: 'signal', reply: 'clock', commitment: 'shield-check' } as const satisfies Record<TelephonyBadge, SpriteIconName>;

// The three promises as one short list of facts that wraps as a line of text does (three pills
// stacked on a phone took a row each).
const HeroFacts = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  column-gap: ${(p) => p.theme.space(5)};
  row-gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(6)};
  li { display: inline-flex; align-items: center; gap: ${(p) => p.theme.space(2)}; font-size: ${typeScale.sm}; font-weight: 600; color: ${(p) => p.theme.colors.onDark}; }
  svg { flex: none; width: 16px; height: 16px; color: ${(p) => p.theme.colors.accentOnDark}; }
`;

/**
 * /telefonia: O2 tariffs by type for Personal or Empresa, additional lines and the request dialog.
 * Works as prerendered HTML: the mode is a pair of radios shown through CSS, the request buttons
 * open the dialog natively and its form posts to the API by itself; script only enhances.
 */
export default function TelephonyPage() {
  return (
    <PageRoot>
      {/* The hero and the closing call are the same for every visitor: adopted as prerendered (issue 34). */}
      <AsPrerendered>
        <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} art={heroArt('/telefonia')}>
          <HeroFacts>
            {copy.badges.map((badge) => (
              <li key={badge.id}>
                <Icon name={BADGE_ICONS[badge.id]} /> {badge.text}
              </li>
            ))}
          </HeroFacts>
        </PageHero>
      </AsPrerendered>

      <TariffsBand $tone="alt">
        <Container>
          <Toolbar>
            <PlanModeToggle />
            <p aria-live="polite">
              {PLAN_MODES.map((mode) => (
                <span key={mode} {...forPlanMode(mode)}>
                  {copy.modeSentence[mode]}
                </span>
              ))}
            </p>
            <JumpLink href="#lineas-adicionales">
              {copy.linesJump}{' '}
              {PLAN_MODES.map((mode) => (
                <span key={mode} {...forPlanMode(mode)}>
                  {formatEuros(cheapestLine(mode))}
                  {tariffCardCopy.perMonth}
                </span>
              ))}
            </JumpLink>
          </Toolbar>

          <Layout>
            {/*
              The tariffs are half the page's elements and hold no control of
              React's: each card's button opens the request dialog natively with its preset, which
              the inline loader sets for the whole visit. Adopted as prerendered (issue 34).
            */}
            <AsPrerendered>
              <div>
                {PLAN_MODES.map((mode) => (
                  <TariffSections key={mode} mode={mode} />
                ))}
              </div>
            </AsPrerendered>

            <Aside>
              <AdditionalLinesPanel id="lineas-adicionales" />
              {/* A switchboard is a business's question: the card is for Empresa mode. */}
              <BusinessCard {...forPlanMode('empresa')}>
                <h2>
                  <Icon name="phone-call" /> {copy.businessCard.title}
                </h2>
                <p>{copy.businessCard.text}</p>
                <Link to={copy.businessCard.link.to}>
                  {copy.businessCard.link.label} <Icon name="arrow-right" />
                </Link>
              </BusinessCard>
            </Aside>
          </Layout>

          <FinePrint>
            {copy.finePrint.text} {copy.finePrint.privacy.before} <Link to={copy.finePrint.privacy.to}>{copy.finePrint.privacy.link}</Link>
            {copy.finePrint.privacy.after}
          </FinePrint>
        </Container>
      </TariffsBand>

      <AsPrerendered>
        <CtaBanner title={copy.cta.title} text={copy.cta.text} primary={copy.cta.primary} showPhone />
      </AsPrerendered>

      <RequestDialog />
    </PageRoot>
  );
}

function cheapestLine(mode: PlanMode): number {
  return Math.min(...additionalLines.map((l) => l.prices[mode]));
}
