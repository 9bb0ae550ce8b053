import type { ContentIcon } from '../schemas/content-icon';
import type { ServicePageBody } from '../schemas/service';
import { logoUrl, technologyMark } from './brand-marks';
import { LOGO_MARK_SIZES } from './logo-mark-sizes';
import { servicePages } from './service-pages';

/** The words every service page shows around its record's sections (shared headings, buttons). */
export { servicePageActions, servicePageHeadings } from './service-pages';

/** A technology pill: its name and its mark, the brand's logo (its file and width ÷ height) or a stand-in icon. */
export type TechnologyPill = { name: string } & ({ logo: string; aspect: number } | { icon: ContentIcon });

/** A service page as its template draws it: the record's body, each technology with its mark. */
export type ServicePageView = Omit<ServicePageBody, 'technologies'> & { technologies: TechnologyPill[] };

function technologyPill(name: string): TechnologyPill {
  const mark = technologyMark(name);
  return 'logo' in mark ? { name, logo: logoUrl(mark.logo), aspect: LOGO_MARK_SIZES[mark.logo].aspect } : { name, icon: mark.icon };
}

/**
 * What the service page template shows of each record: all but its route head and its card, which
 * the route table and /servicios carry, with each technology's mark looked up. Derived at build
 * time, so a service page's first load carries neither the other fields nor the showcase's tables
 * of every brand's logo and size.
 */
export const servicePageBodies: ServicePageView[] = servicePages.map(({ remote: _remote, meta: _meta, card: _card, technologies, ...body }) => ({
  ...body,
  technologies: technologies.map(technologyPill),
}));
