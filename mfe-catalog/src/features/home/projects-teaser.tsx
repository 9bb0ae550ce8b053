import styled from 'styled-components';
import { moreProjects } from '@site/shared/content/actions';
import { projectsTeaserHeading } from '@site/shared/content/home-copy';
import { homeProjects } from '@site/shared/content/home-projects.derived';
import { ButtonLink, Container, Section, SectionHeading, theme } from '@site/shared/ui';
import { ProjectCard } from '../common/project-card';
import { SectionActions } from '../common/bits';
import { ProjectGrid } from '../common/project-grid';

/** SPEC §9: the home shows 3 projects, 4 when the window is 768–1023 px wide. */
export const HOME_PROJECTS = 3;
export const HOME_PROJECTS_MEDIUM = 4;

const { medium, large } = theme.breakpoints;

// All four cards are always rendered and the fourth is shown only between the medium and large
// breakpoints with CSS, so the prerendered HTML and the hydrated page are identical.
const List = styled(ProjectGrid)`
  > li[data-medium-only] { display: none; }
  @media (min-width: ${medium}px) and (max-width: ${large - 0.02}px) {
    > li[data-medium-only] { display: block; }
  }
`;

/** Home projects teaser with 'Ver más proyectos'. */
export function ProjectsTeaser() {
  const shown = homeProjects.slice(0, HOME_PROJECTS_MEDIUM);
  return (
    <Section $tone="alt">
      <Container>
        <SectionHeading {...projectsTeaserHeading} />
        <List>
          {shown.map((p, i) => (
            <li key={p.id} data-medium-only={i >= HOME_PROJECTS ? '' : undefined}>
              <ProjectCard project={p} />
            </li>
          ))}
        </List>
        <SectionActions>
          <ButtonLink to={moreProjects.to}>{moreProjects.label}</ButtonLink>
        </SectionActions>
      </Container>
    </Section>
  );
}
