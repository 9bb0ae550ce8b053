import type { Project } from '@site/shared/schemas/project';

/** The projects filter states of SPEC §4. */
export type ProjectFilter = 'all' | 'propios' | 'webs' | 'marketing';

/** The filter buttons, in the SPEC's order, with their labels. */
export const PROJECT_FILTERS: { id: ProjectFilter; label: string }[] = [
  { id: 'all', label: 'Todos' },
  { id: 'propios', label: 'Softwares a Medida' },
  { id: 'webs', label: 'Páginas Web' },
  { id: 'marketing', label: 'Redes Sociales' },
];

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
