import type { ProjectDetail } from '../schemas/project';
import { projectPages } from './project-pages.derived';

/** What the projects with a page of their own show there (their records' `page`, in ./projects). */
export { projectPages };

/** The detail page at a path, if a project has one there. */
export function findProjectPage(path: string): ProjectDetail | undefined {
  return projectPages.find((p) => p.path === path);
}
