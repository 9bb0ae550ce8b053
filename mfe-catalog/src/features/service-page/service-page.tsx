import styled from 'styled-components';
import type { RemoteRoutesProps } from '@site/shared/contracts';
import { findServicePage } from '@site/shared/content/service-pages';
import { technologyMark } from '@site/shared/content/brand-marks';
import type { ServicePage as ServicePageRecord } from '@site/shared/schemas/service';
import { BalancedGrid, bareList, ButtonLink, Card, Container, CtaBanner, FaqAccordion, Icon, mediaUp, PageHero, pill, roundBox, Row, Section, SectionHeading } from '@site/shared/ui';
import { BrandIcon } from '../common/brand-icons';
import { TonedTile } from '../common/bits';

// Starts at the container's edge like the headings and grids around it; only its measure is limited.
const Overview = styled.div`
  max-width: 820px;
  margin: 0 0 ${(p) => p.theme.space(12)};
  > header { margin-bottom: ${(p) => p.theme.space(5)}; }
  p { font-size: 1.0625rem; }
`;

const Offering = styled(Card)`
  gap: ${(p) => p.theme.space(3)};
  h3 { font-size: 1.1875rem; margin: ${(p) => p.theme.space(2)} 0 0; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(12)};
  ${mediaUp('large')} { grid-template-columns: 1fr 1fr; }
  h2 { font-size: clamp(1.5rem, 1.2rem + 1vw, 2rem); margin-bottom: ${(p) => p.theme.space(6)}; }
`;

const Checklist = styled.ul`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  li { display: flex; gap: ${(p) => p.theme.space(3)}; align-items: flex-start; font-weight: 500; }
  svg { flex: none; color: ${(p) => p.theme.colors.success}; margin-top: 2px; }
`;

const Steps = styled.ol`
  ${bareList}
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  counter-reset: step;
  li { display: grid; grid-template-columns: 44px 1fr; gap: ${(p) => p.theme.space(4)}; counter-increment: step; }
  li::before {
    content: counter(step);
    ${roundBox(44)}
    background: ${(p) => p.theme.colors.brand};
    color: ${(p) => p.theme.colors.onDark};
    font-weight: 700;
  }
  h3 { font-size: 1.0625rem; margin: ${(p) => p.theme.space(2)} 0 ${(p) => p.theme.space(1)}; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const TechList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(3)};
  ${bareList}
  li {
    ${pill}
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
  }
  img, svg { flex: none; }
  svg { color: ${(p) => p.theme.colors.muted}; }
`;

/** A technology's name with its mark: every pill has one (issue 20). */
function TechnologyChip({ name }: { name: string }) {
  const mark = technologyMark(name);
  return (
    <li>
      {'brand' in mark ? <BrandIcon slug={mark.brand} size={20} fit="inline" /> : <Icon name={mark.icon} size={20} />}
      {name}
    </li>
  );
}

/** The one template of the five service pages, drawn from a service-pages record. */
export function ServicePageView({ page }: { page: ServicePageRecord }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
        <Row>
          <ButtonLink to="/contacto" $variant="light">
            Solicitar información
          </ButtonLink>
          <ButtonLink to="/proyectos" $variant="outlineLight">
            Ver proyectos
          </ButtonLink>
        </Row>
      </PageHero>

      <Section>
        <Container>
          <Overview>
            <SectionHeading title={page.overview.title} align="left" />
            {page.overview.paragraphs.map((text) => (
              <p key={text.slice(0, 40)}>{text}</p>
            ))}
          </Overview>
          <BalancedGrid $count={page.offerings.length}>
            {page.offerings.map((o) => (
              <Offering key={o.title}>
                <TonedTile $accent={page.color}>
                  <Icon name={o.icon} />
                </TonedTile>
                <h3>{o.title}</h3>
                <p>{o.description}</p>
              </Offering>
            ))}
          </BalancedGrid>
        </Container>
      </Section>

      <Section $tone="alt">
        <Container>
          <Columns>
            <div>
              <h2>Qué incluye</h2>
              <Checklist>
                {page.deliverables.map((d) => (
                  <li key={d}>
                    <Icon name="circle-check" size={22} />
                    {d}
                  </li>
                ))}
              </Checklist>
            </div>
            <div>
              <h2>Cómo trabajamos</h2>
              <Steps>
                {page.process.map((step) => (
                  <li key={step.title}>
                    <div>
                      <h3>{step.title}</h3>
                      <p>{step.description}</p>
                    </div>
                  </li>
                ))}
              </Steps>
            </div>
          </Columns>
        </Container>
      </Section>

      <Section>
        <Container>
          <SectionHeading eyebrow="Tecnologías" title="Herramientas con las que trabajamos" />
          <TechList>
            {page.technologies.map((name) => (
              <TechnologyChip key={name} name={name} />
            ))}
          </TechList>
        </Container>
      </Section>

      <Section $tone="alt">
        <Container>
          <SectionHeading eyebrow="Preguntas frecuentes" title="Lo que suelen preguntarnos" />
          <FaqAccordion items={page.faqs} />
        </Container>
      </Section>

      <CtaBanner
        title={page.cta.title}
        text={page.cta.text}
        primary={{ label: 'Solicitar presupuesto', to: '/contacto' }}
        secondary={{ label: 'Ver todos los servicios', to: '/servicios' }}
        showPhone
      />
    </>
  );
}

/** Page module of /web-development, /marketing, /inteligencia-artificial, /hosting-servidores and /saas-product. */
export default function ServicePage({ path }: RemoteRoutesProps) {
  const page = findServicePage(path);
  // The entry only mounts this module at the five service paths, so a miss is a programming error.
  if (!page) throw new Error(`No service page content for ${path}`);
  return <ServicePageView page={page} />;
}
