import type { Service } from '../schemas/service';
import { servicePages } from './service-pages';

/**
 * The five cards of /servicios (SPEC §2 Services, §3 Service): each service page record's card, in
 * the records' order, toned like its page and linking to it. Derived at build time (a
 * `*.derived.ts` module), so /servicios carries the cards and not the five pages' bodies.
 */
export const services: Service[] = servicePages.map((page) => ({ ...page.card, color: page.color, link: page.path }));
