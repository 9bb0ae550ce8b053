import { CtaBanner } from '@site/shared/ui';
import { HomeHero } from './home-hero';
import { ResultsSection } from './results-section';
import { ServicesTeaser } from './services-teaser';
import { TechnologiesGrid } from './technologies-grid';
import { ProjectsTeaser } from './projects-teaser';

/** Home (/): hero, results, services teaser, technologies, projects teaser and a closing call. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ResultsSection />
      <ServicesTeaser />
      <TechnologiesGrid />
      <ProjectsTeaser />
      <CtaBanner
        title="¿Hablamos de tu proyecto?"
        text="Cuéntanos qué necesitas: te respondemos en menos de 24 horas y la primera consulta es gratuita."
        primary={{ label: 'Consulta Gratuita', to: '/contacto' }}
        secondary={{ label: 'Ver Servicios', to: '/servicios' }}
        showPhone
      />
    </>
  );
}
