import type { ContentIcon } from '../schemas/content-icon';
import { technologies } from './technologies';

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

/** Public URL of a mark's SVG file. */
export const brandIconUrl = (slug: BrandSlug): string => `${BRAND_IMG_BASE}/${slug}.svg`;

/** Tools named in the service pages' technology lists whose mark is not the showcase's. */
const TOOL_BRANDS: Readonly<Record<string, BrandSlug>> = { 'Meta Business Suite': 'meta', 'Search Console': 'googlesearchconsole' };

/**
 * Technologies simple-icons has no mark for (AWS and Azure were removed at the brands' request,
 * Zimbra was never drawn): a generic icon of the site's sprite stands in, as on the project page.
 */
const GENERIC_MARKS: Readonly<Record<string, ContentIcon>> = { AWS: 'cloud', Azure: 'cloud', Zimbra: 'mail' };

/** The mark beside a technology's name: its brand mark, or a generic icon. */
export type TechnologyMark = { brand: BrandSlug } | { icon: ContentIcon };

/**
 * The mark of any technology the site names, so that every technology pill has one: the
 * showcase's brand mark, a tool's own, a stand-in for a brand without one, else a code icon.
 */
export function technologyMark(name: string): TechnologyMark {
  const slug = technologies.find((t) => t.name === name)?.icon ?? TOOL_BRANDS[name];
  if (slug && isBrandSlug(slug)) return { brand: slug };
  return { icon: GENERIC_MARKS[name] ?? 'code' };
}
