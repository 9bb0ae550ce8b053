import styled from 'styled-components';
import { KIT_IMAGE_SIZE, kitImageUrl } from '@site/shared/content/kit-digital-copy';

const Img = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: ${KIT_IMAGE_SIZE.width} / ${KIT_IMAGE_SIZE.height};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.raised};
  background: ${(p) => p.theme.colors.brandSoft};
`;

type KitPictureProps = {
  base: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
};

/** Holds the Kit Digital wordmark at a readable size: full width it would dwarf the text beside it. */
export const LogoFrame = styled.div`
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
`;

/** A Kit Digital webp image at 400 w and 800 w, with its intrinsic size so the layout never jumps. */
export function KitPicture({ base, alt, sizes, eager = false }: KitPictureProps) {
  return (
    <Img
      src={kitImageUrl(base, 800)}
      srcSet={`${kitImageUrl(base, 400)} 400w, ${kitImageUrl(base, 800)} 800w`}
      sizes={sizes}
      width={KIT_IMAGE_SIZE.width}
      height={KIT_IMAGE_SIZE.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
