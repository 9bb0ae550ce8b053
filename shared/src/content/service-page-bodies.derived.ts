import type { ServicePageBody } from '../schemas/service';
import { servicePages } from './service-pages';

/** The words every service page shows around its record's sections (buttons, shared headings). */
export { servicePageCopy } from './service-pages';

/**
 * What the service page template shows of each record: all but its route head and its card, which
 * the route table and /servicios carry. Derived at build time, so a service page's first load
 * does not carry them.
 */
export const servicePageBodies: ServicePageBody[] = servicePages.map(({ remote: _remote, meta: _meta, card: _card, ...body }) => body);
