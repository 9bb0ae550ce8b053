import type { ProjectDetailView } from './projects';

export type { ProjectDetailView };
import { projectPages as derivedPages } from './project-pages.derived';

/**
 * What the projects with a page of their own show there (their records' `page`, in ./projects),
 * each with its card's picture: the derived table is made by `projectDetail`, which adds it.
 */
export const projectPages = derivedPages as readonly ProjectDetailView[];

/** The detail page at a path, if a project has one there. */
export function findProjectPage(path: string): ProjectDetailView | undefined {
  return projectPages.find((p) => p.path === path);
}
