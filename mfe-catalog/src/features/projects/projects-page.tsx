import { useState } from 'react';
import styled from 'styled-components';
import { projects } from '@site/shared/content/projects';
import { Button, Container, CtaBanner, PageHero, Reveal, Section, theme } from '@site/shared/ui';
import { ProjectCard } from '../common/project-card';
import { PROJECT_FILTERS, filterProjects, type ProjectFilter } from './project-filters';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(3)};
  margin-bottom: ${(p) => p.theme.space(4)};
  button { min-height: 44px; padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(5)}`}; }
`;

const Status = styled.p`
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
  margin-bottom: ${(p) => p.theme.space(10)};
`;

const { medium, large } = theme.breakpoints;

const List = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  list-style: none;
  margin: 0;
  padding: 0;
  @media (min-width: ${medium}px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (min-width: ${large}px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  > li > ${Reveal} { height: 100%; }
`;

/** SPEC §9: cards fade in about 30 ms one after another. */
const CARD_STAGGER_MS = 30;

/** /proyectos: filterable portfolio and the closing call to action. */
export default function ProjectsPage() {
  const [filter, setFilter] = useState<ProjectFilter>('all');
  const shown = filterProjects(projects, filter);
  return (
    <>
      <PageHero
        eyebrow="Portafolio"
        title="Nuestros proyectos"
        intro="Software a medida, páginas web y gestión de redes sociales para empresas y comercios de Elche y alrededores."
      />
      <Section>
        <Container>
          <Filters role="group" aria-label="Filtrar proyectos por tipo">
            {PROJECT_FILTERS.map((f) => (
              <Button
                key={f.id}
                type="button"
                $variant={filter === f.id ? 'primary' : 'secondary'}
                aria-pressed={filter === f.id}
                onClick={() => setFilter(f.id)}
              >
                {f.label}
              </Button>
            ))}
          </Filters>
          <Status role="status">
            {shown.length === 1 ? 'Mostrando 1 proyecto' : `Mostrando ${shown.length} proyectos`}
          </Status>
          <List>
            {shown.map((p, i) => (
              // Keyed by filter too, so the cards fade in again when the filter changes.
              <li key={`${filter}-${p.id}`}>
                <Reveal $index={i} $stagger={CARD_STAGGER_MS}>
                  {/* The first image is the largest thing on a phone's first screen: load it at once. */}
                  <ProjectCard project={p} headingLevel="h2" eagerImage={i === 0} />
                </Reveal>
              </li>
            ))}
          </List>
        </Container>
      </Section>
      <CtaBanner
        title="¿Tienes un proyecto en mente?"
        text="Cuéntanos qué quieres conseguir y te preparamos un presupuesto a medida, sin compromiso."
        primary={{ label: 'Solicitar Presupuesto', to: '/contacto' }}
        secondary={{ label: 'Consulta Gratuita', to: '/contacto' }}
      />
    </>
  );
}
