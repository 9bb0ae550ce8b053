import type { Project } from '@site/shared/schemas/project';

/** The projects filter states of SPEC §4. */
export type ProjectFilter = 'all' | 'propios' | 'webs' | 'marketing';

/** The filter choices, in the SPEC's order, with their labels. */
export const PROJECT_FILTERS: { id: ProjectFilter; label: string }[] = [
  { id: 'all', label: 'Todos' },
  { id: 'propios', label: 'Softwares a Medida' },
  { id: 'webs', label: 'Páginas Web' },
  { id: 'marketing', label: 'Redes Sociales' },
];

/** The radio group of the filter: the input of filter `webs` is `#filtro-webs`. */
export const FILTER_GROUP = 'filtro';

/** The projects a filter shows: own software has a detail link, webs a web link, marketing a social link. */
export function filterProjects(projects: readonly Project[], filter: ProjectFilter): readonly Project[] {
  switch (filter) {
    case 'all':
      return projects;
    case 'propios':
      return projects.filter((p) => Boolean(p.projectUrl));
    case 'webs':
      return projects.filter((p) => Boolean(p.webUrl));
    case 'marketing':
      return projects.filter((p) => Boolean(p.rrssUrl));
  }
}

/** The status line under the filter. */
export const showingText = (count: number) => (count === 1 ? 'Mostrando 1 proyecto' : `Mostrando ${count} proyectos`);

/** A project's position in the list of each filter that shows it (absent: that filter hides it). */
export type FilterPositions = Partial<Record<ProjectFilter, number>>;

/** Every project with its positions, in the order of "Todos". */
export function placeInFilters(projects: readonly Project[]): { project: Project; positions: FilterPositions }[] {
  const lists = PROJECT_FILTERS.map(({ id }) => [id, filterProjects(projects, id)] as const);
  return projects.map((project) => {
    const positions: FilterPositions = {};
    for (const [id, list] of lists) {
      const index = list.indexOf(project);
      if (index >= 0) positions[id] = index;
    }
    return { project, positions };
  });
}
