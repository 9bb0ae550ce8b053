import styled from 'styled-components';
import { heroArt } from '@site/shared/content/page-hero-art';
import { freeConsultation, requestQuote } from '@site/shared/content/actions';
import { projectCards as projects } from '@site/shared/content/project-cards.derived';
import { projectsPageCopy as copy } from '@site/shared/content/projects-page-copy';
import { ChoiceGroup, Container, CtaBanner, PageHero, Reveal, Section, canHover } from '@site/shared/ui';
import { ProjectCard } from '../common/project-card';
import { ProjectGrid } from '../common/project-grid';
import { CARD_STAGGER_MS, filterItemProps, filterRules } from './filter-styles';
import { FILTER_GROUP, PROJECT_FILTERS, filterProjects, placeInFilters, showingText } from './project-filters';

const Portfolio = styled(Container)`
  ${filterRules}
`;

// The filter reads as a row of separate pill buttons, as it did when it was buttons: outlined,
// the chosen one filled in brand blue.
const Filters = styled(ChoiceGroup)`
  && {
    display: flex;
    gap: ${(p) => p.theme.space(3)};
    margin: 0 auto ${(p) => p.theme.space(4)};
    padding: 0;
    border: 0;
    background: none;
    box-shadow: none;
  }
  && label {
    border: 2px solid ${(p) => p.theme.colors.brand};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.brand};
  }
  ${canHover} { && label:hover { background: ${(p) => p.theme.colors.brandSoft}; } }
  && label:has(input:checked) {
    background: ${(p) => p.theme.colors.brand};
    color: ${(p) => p.theme.colors.onDark};
    box-shadow: ${(p) => p.theme.shadows.card};
  }
`;

const Status = styled.p`
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
  margin-bottom: ${(p) => p.theme.space(10)};
`;

const List = styled(ProjectGrid)`
  > li > ${Reveal} { height: 100%; }
  /* A filter shows up to 18 cards at once; the browser lays out and paints only those on screen
     (a phone shows one or two), so the change lands in the next frame on a slow phone too. */
  > li > ${Reveal} > article { content-visibility: auto; contain-intrinsic-size: auto none auto 540px; }
`;

const placed = placeInFilters(projects);

/** /proyectos: filterable portfolio (see ./filter-styles) and the closing call to action. */
export default function ProjectsPage() {
  return (
    <>
      <PageHero art={heroArt('/proyectos')} eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section>
        <Portfolio>
          <Filters
            name={FILTER_GROUP}
            legend={copy.filtersLegend}
            options={PROJECT_FILTERS.map((f) => ({ value: f.id, label: f.label }))}
            defaultValue="all"
          />
          <Status role="status">
            {PROJECT_FILTERS.map((f) => (
              <span key={f.id} data-status-for={f.id}>
                {showingText(filterProjects(projects, f.id).length)}
              </span>
            ))}
          </Status>
          <List>
            {placed.map(({ project, positions }, i) => (
              <li key={project.id} {...filterItemProps(positions)}>
                {/* $index is the stagger of "Todos" for browsers without :has(), which show every card. */}
                <Reveal $index={i} $stagger={CARD_STAGGER_MS}>
                  {/* The first image is the largest thing on a phone's first screen: load it at once. */}
                  <ProjectCard project={project} headingLevel="h2" eagerImage={i === 0} />
                </Reveal>
              </li>
            ))}
          </List>
        </Portfolio>
      </Section>
      <CtaBanner title={copy.cta.title} text={copy.cta.text} primary={requestQuote} secondary={freeConsultation} />
    </>
  );
}
