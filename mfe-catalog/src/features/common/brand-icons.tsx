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
  /**
   * `square`: fits a size × size box; `inline`: size tall and as wide as the mark, beside a name;
   * `optical`: the area of a size × size square whatever the mark's shape, so a wide wordmark and
   * a round logo side by side look the same size (issue 28, the technology showcase).
   */
  fit?: 'square' | 'inline' | 'optical';
};

/** Width and height (px) of a mark of aspect `aspect` with the area of a `size` square, within 2.2 × size wide and 1.3 × size tall. */
export function opticalBox(aspect: number, size: number): { width: number; height: number } {
  const root = Math.sqrt(aspect);
  const width = Math.min(size * root, size * 2.2);
  const height = Math.min(width / aspect, size * 1.3);
  return { width: Math.round(height * aspect), height: Math.round(height) };
}

/** A brand mark in its own colour; decorative unless `title` names it. Loads lazily: most sit below the fold. */
export function BrandIcon({ slug, size = 24, title, fit = 'square' }: BrandIconProps) {
  const aspect = BRAND_MARK_ASPECTS[slug];
  const box =
    fit === 'optical' ? opticalBox(aspect, size) : { width: fit === 'inline' ? Math.round(size * Math.min(aspect, MAX_INLINE_ASPECT)) : size, height: size };
  return <img src={brandIconUrl(slug)} width={box.width} height={box.height} alt={title ?? ''} loading="lazy" decoding="async" />;
}
