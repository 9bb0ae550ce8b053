/**
 * The brand marks (simple-icons slugs) the catalogue shows. They are served as small static SVG
 * files from /img/brands (written by `npx tsx tools/site/write-brand-icons.ts`), not bundled:
 * as JavaScript they cost about 20 KB gzip on the home page and inflated its HTML by 60 KB.
 */
export const BRAND_SLUGS = [
  'android', 'apache', 'docker', 'git', 'googleads', 'googleanalytics', 'instagram', 'ios', 'laravel', 'linux', 'mautic',
  'mongodb', 'mysql', 'nextdotjs', 'nginx', 'nodedotjs', 'php', 'postgresql', 'prestashop', 'python', 'react',
  'tailwindcss', 'vuedotjs', 'woocommerce', 'wordpress',
] as const;

export type BrandSlug = (typeof BRAND_SLUGS)[number];

export const BRAND_IMG_BASE = '/img/brands';

export const isBrandSlug = (slug: string): slug is BrandSlug => (BRAND_SLUGS as readonly string[]).includes(slug);

type BrandIconProps = { slug: BrandSlug; size?: number; title?: string };

/** A brand mark in its own colour; decorative unless `title` names it. Loads lazily: most sit below the fold. */
export function BrandIcon({ slug, size = 24, title }: BrandIconProps) {
  return <img src={`${BRAND_IMG_BASE}/${slug}.svg`} width={size} height={size} alt={title ?? ''} loading="lazy" decoding="async" />;
}
