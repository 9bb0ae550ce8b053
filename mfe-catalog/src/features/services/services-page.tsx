import { freeConsultation, seeProjects } from '@site/shared/content/actions';
import { services } from '@site/shared/content/services';
import { servicesPageCopy as copy } from '@site/shared/content/services-page-copy';
import { BalancedGrid, Container, CtaBanner, PageHero, Section, SectionHeading } from '@site/shared/ui';
import { ServiceCard } from './service-card';
import { WhyChooseUs } from './why-choose-us';

/** /servicios: the five service cards, why choose us and the closing call to action. */
export default function ServicesPage() {
  return (
    <>
      <PageHero {...copy.hero} />
      <Section>
        <Container>
          <SectionHeading {...copy.cardsHeading} />
          {/* Five cards: 3 + 2 from 768 px, the last two widened to the edges, so no card stands alone (issue 36). */}
          <BalancedGrid $count={services.length} $fill>
            {services.map((s) => (
              <ServiceCard key={s.id} service={s} />
            ))}
          </BalancedGrid>
        </Container>
      </Section>
      <WhyChooseUs />
      <CtaBanner {...copy.cta} primary={freeConsultation} secondary={seeProjects} />
    </>
  );
}
