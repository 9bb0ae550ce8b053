import styled from 'styled-components';

/** Where tools/images/catalog.js writes the catalogue's images (served from shared/public). */
export const CATALOG_IMG_BASE = '/img/catalog';

/** URL of one width of a catalogue image. */
export const catalogImageUrl = (name: string, width: 400 | 800) => `${CATALOG_IMG_BASE}/${name}-${width}.webp`;

type CatalogImageProps = {
  name: string;
  alt: string;
  /** Intrinsic size of the 800 px variant, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  /** How wide the image is drawn, for choosing between the 400 and 800 px files. */
  sizes: string;
  /** Above the fold: load at once and with high priority instead of lazily. */
  eager?: boolean;
  className?: string;
};

const Img = styled.img`
  width: 100%;
  height: auto;
`;

/** A generated catalogue image in its 400w and 800w WebP variants. */
export function CatalogImage({ name, alt, width, height, sizes, eager, className }: CatalogImageProps) {
  return (
    <Img
      className={className}
      src={catalogImageUrl(name, 800)}
      srcSet={`${catalogImageUrl(name, 400)} 400w, ${catalogImageUrl(name, 800)} 800w`}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      // Lowercase: React 18 does not know the camel-case prop and warns; the attribute is the same.
      {...(eager ? { fetchpriority: 'high' } : {})}
    />
  );
}
