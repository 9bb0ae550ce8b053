import { services } from '@site/shared/content/services';
import styled from 'styled-components';
import { Container, CtaBanner, PageHero, Section, SectionHeading, mediaUp } from '@site/shared/ui';
import { ServiceCard } from './service-card';
import { WhyChooseUs } from './why-choose-us';

// Five cards: 2 + 2 + 1 on tablets and 3 + 2 on desktops, the short last row centred.
const Cards = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  ${mediaUp('medium')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    > * { grid-column: span 2; }
    > :last-child:nth-child(odd) { grid-column: 2 / span 2; }
  }
  ${mediaUp('large')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    > :last-child:nth-child(odd) { grid-column: span 2; }
    > :nth-child(4):nth-last-child(2) { grid-column: 2 / span 2; }
  }
`;

/** /servicios: the five service cards, why choose us and the closing call to action. */
export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="Servicios"
        title="Soluciones digitales para hacer crecer tu negocio"
        intro="Desarrollo web, marketing, inteligencia artificial, hosting con correo Zimbra y productos SaaS: todo lo que tu empresa necesita para dar el salto digital, con un mismo equipo."
      />
      <Section>
        <Container>
          <SectionHeading title="Nuestros servicios" intro="Elige un servicio para conocer qué incluye, cómo trabajamos y con qué tecnologías." />
          <Cards>
            {services.map((s) => (
              <ServiceCard key={s.id} service={s} />
            ))}
          </Cards>
        </Container>
      </Section>
      <WhyChooseUs />
      <CtaBanner
        title="¿Listo para digitalizar tu negocio?"
        text="Cuéntanos tu idea y te asesoramos sin compromiso. La primera consulta es gratuita."
        primary={{ label: 'Consulta Gratuita', to: '/contacto' }}
        secondary={{ label: 'Ver Proyectos', to: '/proyectos' }}
      />
    </>
  );
}
