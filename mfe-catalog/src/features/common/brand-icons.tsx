import { brandIconUrl, type BrandSlug } from '@site/shared/content/brand-marks';

// The slugs are content (shared/src/content/brand-marks.ts), read by the icon-writing tool too.
export { isBrandSlug, type BrandSlug } from '@site/shared/content/brand-marks';

type BrandIconProps = { slug: BrandSlug; size?: number; title?: string };

/** A brand mark in its own colour; decorative unless `title` names it. Loads lazily: most sit below the fold. */
export function BrandIcon({ slug, size = 24, title }: BrandIconProps) {
  return <img src={brandIconUrl(slug)} width={size} height={size} alt={title ?? ''} loading="lazy" decoding="async" />;
}
