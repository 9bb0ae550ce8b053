import { freeConsultation, seeServices } from '@site/shared/content/actions';
import { homeCta } from '@site/shared/content/home-copy';
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
      <CtaBanner title={homeCta.title} text={homeCta.text} primary={freeConsultation} secondary={seeServices} showPhone />
    </>
  );
}
