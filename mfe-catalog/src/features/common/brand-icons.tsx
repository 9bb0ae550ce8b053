import { BRAND_MARK_ASPECTS } from '@site/shared/content/brand-mark-aspects';
import { brandIconUrl, type BrandSlug } from '@site/shared/content/brand-marks';

// The slugs are content (shared/src/content/brand-marks.ts), read by the icon-writing tool too.
export { isBrandSlug, type BrandSlug } from '@site/shared/content/brand-marks';

/** A wide mark beside text is at most this many times as wide as it is tall (WooCommerce's is 4.3). */
const MAX_INLINE_ASPECT = 2.5;

type BrandIconProps = {
  slug: BrandSlug;
  size?: number;
  title?: string;
  /** `square`: fits a size × size box; `inline`: size tall and as wide as the mark, beside a name. */
  fit?: 'square' | 'inline';
};

/** A brand mark in its own colour; decorative unless `title` names it. Loads lazily: most sit below the fold. */
export function BrandIcon({ slug, size = 24, title, fit = 'square' }: BrandIconProps) {
  const width = fit === 'inline' ? Math.round(size * Math.min(BRAND_MARK_ASPECTS[slug], MAX_INLINE_ASPECT)) : size;
  return <img src={brandIconUrl(slug)} width={width} height={size} alt={title ?? ''} loading="lazy" decoding="async" />;
}
