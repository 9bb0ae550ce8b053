import { company, fullAddress } from '../content/company';
import type { SiteRoute } from '../schemas/site-route';
import { SHARE_CARD_SIZE, shareCardFor } from './share-card';

export { SHARE_CARD_SIZE, shareCardFor, type ShareCard } from './share-card';
/** The square logo (the web app manifest's 512 px icon), for structured data. */
export const LOGO_PATH = '/img/icons/icon-512.png';

/** The absolute URL of a path on the public site (canonical and Open Graph). */
export function absoluteUrl(path: string): string {
  return new URL(path, company.siteUrl).toString();
}

/** schema.org LocalBusiness for the company, from the company record. */
export function localBusinessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: company.name,
    legalName: company.legalName,
    url: company.siteUrl,
    telephone: company.phone.tel,
    email: company.email,
    image: absoluteUrl(shareCardFor('/').path),
    logo: absoluteUrl(LOGO_PATH),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressRegion: company.address.province,
      addressCountry: company.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.lat, longitude: company.geo.lng },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: company.hours.days.map((d) => `https://schema.org/${dayNames[d]}`),
        opens: company.hours.opens,
        closes: company.hours.closes,
      },
    ],
    sameAs: Object.values(company.social),
    description: `${company.tagline} en ${fullAddress}.`,
  };
}

const dayNames = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' } as const;

/** Structured data blocks of a route: the business everywhere, plus the page's own kinds. */
export function routeJsonLd(route: SiteRoute): object[] {
  const blocks: object[] = [localBusinessJsonLd()];
  for (const kind of route.jsonLd ?? []) {
    if (kind === 'service') {
      blocks.push({
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: route.title.split(' | ')[0],
        description: route.description,
        url: absoluteUrl(route.path),
        areaServed: { '@type': 'Country', name: 'España' },
        provider: { '@type': 'ProfessionalService', name: company.name, url: company.siteUrl },
      });
    }
    if (kind === 'jobPosting') {
      blocks.push({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Candidatura espontánea',
        description: `<p>${route.description}</p>`,
        datePosted: '2026-01-01',
        employmentType: 'FULL_TIME',
        hiringOrganization: { '@type': 'Organization', name: company.name, sameAs: company.siteUrl },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: company.address.street,
            postalCode: company.address.postalCode,
            addressLocality: company.address.city,
            addressRegion: company.address.province,
            addressCountry: company.address.country,
          },
        },
      });
    }
  }
  return blocks;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON for a <script> block: `<` is escaped so no text can close the tag. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The <head> tags of a prerendered page: title, description, canonical, Open Graph and Twitter
 * (with the page's own share card, its size and alt text), JSON-LD.
 */
export function headTags(meta: { path: string; title: string; description: string; jsonLd: object[]; noindex?: boolean }): string {
  const url = absoluteUrl(meta.path);
  const card = shareCardFor(meta.path);
  const image = absoluteUrl(card.path);
  const tags = [
    `<title>${escapeAttr(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="es_ES">`,
    `<meta property="og:site_name" content="${escapeAttr(company.name)}">`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
    // A page that is not indexed (the 404 page) has no URL of its own to give.
    ...(meta.noindex ? [] : [`<meta property="og:url" content="${url}">`]),
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${SHARE_CARD_SIZE.width}">`,
    `<meta property="og:image:height" content="${SHARE_CARD_SIZE.height}">`,
    `<meta property="og:image:alt" content="${escapeAttr(card.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeAttr(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeAttr(meta.description)}">`,
    `<meta name="twitter:image" content="${image}">`,
    `<meta name="twitter:image:alt" content="${escapeAttr(card.alt)}">`,
    ...meta.jsonLd.map((b) => `<script type="application/ld+json">${safeJson(b)}</script>`),
  ];
  return tags.join('');
}
