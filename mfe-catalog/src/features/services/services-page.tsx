import { services } from '@site/shared/content/services';
import { BalancedGrid, Container, CtaBanner, PageHero, Section, SectionHeading } from '@site/shared/ui';
import { ServiceCard } from './service-card';
import { WhyChooseUs } from './why-choose-us';

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
          {/* Five cards: 3 + 2 from 768 px, the last two widened to the edges, so no card stands alone (issue 36). */}
          <BalancedGrid $count={services.length} $fill>
            {services.map((s) => (
              <ServiceCard key={s.id} service={s} />
            ))}
          </BalancedGrid>
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
