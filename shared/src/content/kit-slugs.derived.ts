import { kitSolutions } from './kit-solutions';

/**
 * URL slug of each solution page (`/kit/<slug>`), from the records, derived at build time: the
 * remote's routes entry, loaded on every Kit Digital page, carries the slugs and not the records.
 */
export const KIT_SLUGS: string[] = kitSolutions.map((s) => s.slug);
