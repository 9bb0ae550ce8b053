import type { ProjectDetail } from '../schemas/project';
import type { ProjectDetailView } from './projects';
import { projectPages as derivedPages } from './project-pages.derived';

export type { ProjectDetailView };

// The derived table is typed as the SPEC's record; `projectDetail` (./projects) adds the picture.
const pictured = (page: ProjectDetail): page is ProjectDetailView => 'picture' in page;

/** What the projects with a page of their own show there (their records' `page`, in ./projects), each with its card's picture. */
export const projectPages: readonly ProjectDetailView[] = derivedPages.filter(pictured);

/** The detail page at a path, if a project has one there. */
export function findProjectPage(path: string): ProjectDetailView | undefined {
  return projectPages.find((p) => p.path === path);
}
