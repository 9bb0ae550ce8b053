import { company, fullAddress } from '../content/company';
import type { SiteRoute } from '../schemas/site-route';

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
    image: absoluteUrl('/img/og-image.png'),
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

/** The <head> tags of a prerendered page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(meta: { path: string; title: string; description: string; jsonLd: object[]; noindex?: boolean }): string {
  const url = absoluteUrl(meta.path);
  const image = absoluteUrl('/img/og-image.png');
  const tags = [
    `<title>${escapeAttr(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="es_ES">`,
    `<meta property="og:site_name" content="${escapeAttr(company.name)}">`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeAttr(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeAttr(meta.description)}">`,
    `<meta name="twitter:image" content="${image}">`,
    ...meta.jsonLd.map((b) => `<script type="application/ld+json">${safeJson(b)}</script>`),
  ];
  return tags.join('');
}
