import type { Project } from '../schemas/project';
import { projectCard, projects } from './projects';

/**
 * The first four cards of the portfolio, the ones the home page shows (SPEC §9: three cards, four at
 * 768–1023 px). Derived at build time, so the home page carries these four and not all eighteen.
 */
export const homeProjects: Project[] = projects.slice(0, 4).map(projectCard);
