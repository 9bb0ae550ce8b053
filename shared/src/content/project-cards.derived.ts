import type { Project } from '../schemas/project';
import { projectCard, projects } from './projects';

/**
 * The cards of /proyectos (SPEC §3 Project), one per record, in the records' order. Derived at build
 * time, so /proyectos carries the cards and not the detail pages' stories.
 */
export const projectCards: Project[] = projects.map(projectCard);
