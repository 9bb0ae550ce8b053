import { company } from '../content/company';
import { findSiteRoute } from '../content/site-routes';

/** Every share card's size: the 1.91:1 image Open Graph and `summary_large_image` expect. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a route's share card says and where it is served. */
export type ShareCard = {
  /** `/img/og/<slug>.png`, written at build time by tools/site/write-site-assets.ts. */
  path: string;
  /** A short label above the headline (a section such as 'Kit Digital'); may be empty. */
  kicker: string;
  headline: string;
  /** The card's alt text: what it shows. */
  alt: string;
};

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('es') + s.slice(1);

/**
 * Splits a page title into a kicker (its section) and a headline. Titles name their section in
 * three ways: 'Kit Digital: Gestión de clientes (CRM)' (before the colon), 'Agentes
 * Digitalizadores - Kit Digital' (after the dash) and 'Telefonía | Tarifas…' or 'NavegaTime |
 * Proyectos' (the shorter part). The company name is on the card as its mark, so it is dropped.
 */
function splitTitle(title: string): { kicker: string; headline: string } {
  const parts = title.split(' | ').filter((p) => p !== company.name);
  const byBar = parts.length >= 2 && (parts[0].length <= parts[1].length ? [parts[0], parts[1]] : [parts[1], parts[0]]);
  const byColon = parts[0].match(/^(.+?): (.+)$/)?.slice(1, 3);
  const byDash = parts[0].match(/^(.+?) - (.+)$/)?.slice(1, 3).reverse();
  const [kicker, headline] = byBar || byColon || byDash || ['', parts[0]];
  return { kicker, headline: capitalise(headline) };
}

/** `/` → `inicio`, `/kit/crm` → `kit-crm`: one flat folder of cards. */
const slugOf = (routePath: string) => (routePath === '/' ? 'inicio' : routePath.slice(1).replace(/\//g, '-'));

/** The share card of a path; a path outside the route table (the 404 page) gets the home page's. */
export function shareCardFor(path: string): ShareCard {
  const route = findSiteRoute(path) ?? findSiteRoute('/')!;
  const { kicker, headline } = splitTitle(route.title);
  return {
    path: `/img/og/${slugOf(route.path)}.png`,
    kicker,
    headline,
    alt: `${company.name}: ${kicker ? `${kicker}, ` : ''}${headline}`,
  };
}
