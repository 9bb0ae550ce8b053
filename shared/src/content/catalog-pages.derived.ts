import { projectsWithPage } from './projects';
import { servicePages } from './service-pages';

/**
 * The paths the catalogue's routes entry mounts its record templates at, derived from the records
 * at build time: the entry, loaded on every catalogue page, carries paths and not records.
 */
export const servicePagePaths: string[] = servicePages.map((page) => page.path);
/** The paths of the projects' own pages. */
export const projectPagePaths: string[] = projectsWithPage.map((project) => project.page.path);
