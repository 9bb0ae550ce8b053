import type { ProjectDetail } from '../schemas/project';
import { projectDetail, projectsWithPage } from './projects';

/**
 * What each project with a page of its own shows there (today NavegaTime's), in the records' order.
 * Derived at build time, so a detail page carries the pages and not the eighteen cards.
 */
export const projectPages: ProjectDetail[] = projectsWithPage.map(projectDetail);
