/**
 * The brand marks (simple-icons slugs) the site shows, served as small static SVG files from
 * /img/brands (written by `npx tsx tools/site/write-brand-icons.ts`), not bundled: as
 * JavaScript they cost about 20 KB gzip on the home page and inflated its HTML by 60 KB.
 * Content, so the catalogue and the tool both read it here. Parsed by `brandSlugsSchema`.
 */
export const BRAND_SLUGS = [
  'android', 'apache', 'docker', 'git', 'googleads', 'googleanalytics', 'instagram', 'ios', 'laravel', 'linux', 'mautic',
  'mongodb', 'mysql', 'nextdotjs', 'nginx', 'nodedotjs', 'php', 'postgresql', 'prestashop', 'python', 'react',
  'tailwindcss', 'vuedotjs', 'woocommerce', 'wordpress',
] as const;

/** One of {@link BRAND_SLUGS}. */
export type BrandSlug = (typeof BRAND_SLUGS)[number];

/** Public folder of the mark files. */
export const BRAND_IMG_BASE = '/img/brands';

/** Whether a slug is one of the marks the site publishes. */
export const isBrandSlug = (slug: string): slug is BrandSlug => (BRAND_SLUGS as readonly string[]).includes(slug);

/** Public URL of a mark's SVG file. */
export const brandIconUrl = (slug: BrandSlug): string => `${BRAND_IMG_BASE}/${slug}.svg`;
