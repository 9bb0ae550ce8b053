import type { ContentIcon } from '../schemas/content-icon';

/**
 * The brand marks (simple-icons slugs) the site shows, served as small static SVG files from
 * /img/brands (written by `npx tsx tools/site/write-brand-icons.ts`), not bundled: as
 * JavaScript they cost about 20 KB gzip on the home page and inflated its HTML by 60 KB.
 * Content, so the catalogue and the tool both read it here. Parsed by `brandSlugsSchema`.
 */
export const BRAND_SLUGS = [
  'android', 'apache', 'docker', 'git', 'googleads', 'googleanalytics', 'googlesearchconsole', 'instagram', 'ios', 'laravel',
  'linux', 'mautic', 'meta', 'mongodb', 'mysql', 'nextdotjs', 'nginx', 'nodedotjs', 'php', 'postgresql', 'prestashop',
  'python', 'react', 'tailwindcss', 'vuedotjs', 'whatsapp', 'woocommerce', 'wordpress',
] as const;

/** One of {@link BRAND_SLUGS}. */
export type BrandSlug = (typeof BRAND_SLUGS)[number];

/** Public folder of the mark files. */
export const BRAND_IMG_BASE = '/img/brands';

/** Whether a slug is one of the marks the site publishes. */
export const isBrandSlug = (slug: string): slug is BrandSlug => (BRAND_SLUGS as readonly string[]).includes(slug);

/** The name a screen reader gives a project card's list of technology marks. */
export const technologyMarksLabel = 'Tecnologías';

/** Public URL of a mark's SVG file. */
export const brandIconUrl = (slug: BrandSlug): string => `${BRAND_IMG_BASE}/${slug}.svg`;

/**
 * The full-colour logos (issue 36: the brands' own artwork, AWS, Azure and C# included, which
 * simple-icons no longer carries) of every technology the showcase and the service pages name:
 * names of the Iconify 'logos' set (SVG Logos by Gil Barbara, CC0 1.0), published as
 * /img/logos/<name>.svg by `npx tsx tools/site/write-brand-icons.ts`. Where a brand has a symbol
 * and a wordmark, the symbol ('-icon'): the name is written beside it.
 */
export const LOGO_MARKS = {
  Docker: 'docker-icon',
  Laravel: 'laravel',
  Git: 'git-icon',
  'Next.js': 'nextjs-icon',
  'Node.js': 'nodejs-icon',
  PHP: 'php',
  'C#': 'c-sharp',
  React: 'react',
  'Tailwind CSS': 'tailwindcss-icon',
  Python: 'python',
  MySQL: 'mysql-icon',
  PostgreSQL: 'postgresql',
  Linux: 'linux-tux',
  Apache: 'apache-http',
  Nginx: 'nginx',
  AWS: 'aws',
  Azure: 'microsoft-azure',
  WordPress: 'wordpress-icon',
  WooCommerce: 'woocommerce-icon',
  PrestaShop: 'prestashop-icon',
  MongoDB: 'mongodb-icon',
  Mautic: 'mautic-icon',
  'Google Analytics': 'google-analytics',
  'Google Ads': 'google-ads',
  'Meta Business Suite': 'meta-icon',
  'Search Console': 'google-search-console',
} as const;

/** One of the published logos. */
export type LogoName = (typeof LOGO_MARKS)[keyof typeof LOGO_MARKS];

/** Public folder of the logo files. */
export const LOGO_IMG_BASE = '/img/logos';

/** Public URL of a logo's SVG file. */
export const logoUrl = (name: LogoName): string => `${LOGO_IMG_BASE}/${name}.svg`;

/** A technology without a logo in any maintained set (Zimbra was never drawn): a generic icon stands in. */
const GENERIC_MARKS: Readonly<Record<string, ContentIcon>> = { Zimbra: 'mail' };

/** The mark beside a technology's name: its brand's logo, or a generic icon. */
export type TechnologyMark = { logo: LogoName } | { icon: ContentIcon };

/** The mark of any technology the site names, so that every technology pill has one: its logo, else a stand-in. */
export function technologyMark(name: string): TechnologyMark {
  const logo = (LOGO_MARKS as Readonly<Record<string, LogoName>>)[name];
  if (logo) return { logo };
  return { icon: GENERIC_MARKS[name] ?? 'code' };
}
