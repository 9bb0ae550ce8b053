import { Suspense, lazy, useRef, useState } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { additionalLines } from '@site/shared/content/additional-lines';
import type { PlanMode, Tariff } from '@site/shared/schemas/tariff';
import { Badge, Container, CtaBanner, Icon, PageHero, Reveal, Row, Section, mediaUp, usePrefetchOnFirstInteraction } from '@site/shared/ui';
import { AdditionalLinesPanel } from './components/additional-lines-panel';
import { PlanModeToggle } from './components/plan-mode-toggle';
import { TariffCard } from './components/tariff-card';
import { formatEuros } from './format';
import type { TelephonyRequest } from './request';
import { tariffSectionsFor } from './select-tariffs';

const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  margin-bottom: ${(p) => p.theme.space(10)};
  text-align: center;
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  ${mediaUp('large')} {
    grid-template-columns: minmax(0, 1fr) 300px;
    gap: ${(p) => p.theme.space(8)};
    align-items: start;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  ${mediaUp('large')} {
    position: sticky;
    top: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(6)});
  }
`;

const TypeSection = styled.section`
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

// On phones and tablets the side panel comes after every tariff; this link saves the scroll.
const JumpLink = styled.a`
  font-weight: 600;
  font-size: 0.9375rem;
  ${mediaUp('large')} { display: none; }
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

const BusinessCard = styled.div`
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.brandSoft};
  h2 { font-size: 1.125rem; margin-bottom: ${(p) => p.theme.space(2)}; }
  p { font-size: 0.9375rem; color: ${(p) => p.theme.colors.text}; }
  a { display: inline-flex; align-items: center; gap: ${(p) => p.theme.space(1)}; font-weight: 700; }
  svg { width: 16px; height: 16px; }
`;

const FinePrint = styled.p`
  margin: ${(p) => p.theme.space(12)} 0 0;
  font-size: 0.875rem;
  color: ${(p) => p.theme.colors.muted};
`;

const HeroBadges = styled(Row)`
  margin-top: ${(p) => p.theme.space(6)};
  svg { width: 16px; height: 16px; }
`;

// The request dialog (form, validation, modal) is most of this remote's code and only a visitor who
// asks for an offer needs it: it loads when a pointer or the keyboard first reaches the page's
// content, so it is ready by the time a button is pressed, and not with the page.
const loadRequestDialog = () => import(/* webpackChunkName: "request-dialog" */ './components/request-dialog');
const RequestDialog = lazy(() => loadRequestDialog().then((m) => ({ default: m.RequestDialog })));


/** /telefonia: O2 tariffs by type for Personal or Empresa, additional lines and the request dialog. */
export default function TelephonyPage() {
  // SPEC §2: Empresa is the default mode.
  const [mode, setMode] = useState<PlanMode>('empresa');
  const [dialogOpen, setDialogOpen] = useState(false);
  // Kept after closing so the dialog's content does not vanish while it closes.
  const [request, setRequest] = useState<TelephonyRequest | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  usePrefetchOnFirstInteraction(loadRequestDialog);

  const openRequest = (next: TelephonyRequest, opener: HTMLElement) => {
    openerRef.current = opener;
    setRequest(next);
    setDialogOpen(true);
  };

  const sections = tariffSectionsFor(mode);

  return (
    <>
      <PageHero
        eyebrow="Distribuidor oficial de O2"
        title="Telefonía"
        intro="Tarifas O2 de fibra, móvil y televisión para particulares y empresas. Elige la tuya y te preparamos la oferta sin compromiso."
      >
        <HeroBadges>
          <Badge $tone="dark">
            <Icon name="signal" /> Cobertura del 90%
          </Badge>
          <Badge $tone="dark">
            <Icon name="clock" /> Respuesta en menos de 48 h
          </Badge>
          <Badge $tone="dark">
            <Icon name="shield-check" /> Sin compromiso
          </Badge>
        </HeroBadges>
      </PageHero>

      <Section $tone="alt">
        <Container>
          <Toolbar>
            <PlanModeToggle mode={mode} onChange={setMode} />
            <p aria-live="polite">
              {mode === 'empresa'
                ? 'Tarifas para empresas y autónomos. Precios sin IVA.'
                : 'Tarifas para particulares. Precios finales, IVA incluido.'}
            </p>
            <JumpLink href="#lineas-adicionales">Líneas adicionales desde {formatEuros(cheapestLine(mode))}/mes</JumpLink>
          </Toolbar>

          <Layout>
            <div>
              {sections.map((section) => (
                // Keyed by mode so the cards fade in again when the visitor switches.
                <TypeSection key={`${mode}-${section.type}`} aria-labelledby={`tarifas-${mode}-${slug(section.type)}`}>
                  <TypeHeading>
                    <h2 id={`tarifas-${mode}-${slug(section.type)}`}>{section.type}</h2>
                    <p>
                      {section.tariffs.length} {section.tariffs.length === 1 ? 'tarifa' : 'tarifas'}
                    </p>
                  </TypeHeading>
                  <TariffGrid>
                    {section.tariffs.map((tariff: Tariff, index) => (
                      <Reveal key={tariff.id} $index={index} $delay={100} $stagger={30}>
                        <TariffCard tariff={tariff} onRequest={(t, opener) => openRequest({ kind: 'tariff', tariff: t }, opener)} />
                      </Reveal>
                    ))}
                  </TariffGrid>
                </TypeSection>
              ))}
            </div>

            <Aside>
              <AdditionalLinesPanel id="lineas-adicionales" mode={mode} onRequest={(opener) => openRequest({ kind: 'lines' }, opener)} />
              <BusinessCard>
                <h2>
                  <Icon name="phone-call" /> ¿Centralita para tu empresa?
                </h2>
                <p>Centralita virtual, líneas fijas y móviles y fibra para oficinas, gestionadas por un único interlocutor.</p>
                <Link to="/telefonia-empresarial">
                  Telefonía empresarial <Icon name="arrow-right" />
                </Link>
              </BusinessCard>
            </Aside>
          </Layout>

          <FinePrint>
            Ofertas sujetas a cobertura y a las condiciones comerciales vigentes de O2. Los precios de empresa no incluyen IVA.
            Al solicitar una oferta tratamos tus datos según nuestra <Link to="/privacidad">política de privacidad</Link>.
          </FinePrint>
        </Container>
      </Section>

      <CtaBanner
        title="¿No sabes qué tarifa te conviene?"
        text="Cuéntanos cuántas líneas usas y cuánto pagas hoy: te asesoramos gratis y sin compromiso."
        primary={{ label: 'Consulta Gratuita', to: '/contacto' }}
        showPhone
      />

      {request && (
        <Suspense fallback={null}>
          <RequestDialog open={dialogOpen} request={request} mode={mode} onOpenChange={setDialogOpen} returnFocusTo={openerRef} />
        </Suspense>
      )}
    </>
  );
}

function cheapestLine(mode: PlanMode): number {
  return Math.min(...additionalLines.map((l) => l.prices[mode]));
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
