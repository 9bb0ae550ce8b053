import { useId, useState } from 'react';
import styled from 'styled-components';
import { carouselCopy as copy } from '@site/shared/content/project-page-copy';
import { Icon, roundBox, typeScale, canHover } from '@site/shared/ui';
import { CatalogImage } from '../common/catalog-image';

export type CarouselImage = { name: string; alt: string };

const Figure = styled.section`
  position: relative;
  margin: 0;
  border-radius: ${(p) => p.theme.radii.lg};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.raised};
`;

const Frame = styled.div`
  aspect-ratio: 8 / 5;
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${(p) => p.$side}: ${(p) => p.theme.space(3)};
  transform: translateY(-50%);
  ${roundBox(44)}
  border: none;
  background: rgba(255, 255, 255, 0.92);
  color: ${(p) => p.theme.colors.ink};
  box-shadow: ${(p) => p.theme.shadows.card};
  cursor: pointer;
  ${canHover} { &:hover { background: ${(p) => p.theme.colors.surface}; } }
`;

const Counter = styled.span`
  position: absolute;
  right: ${(p) => p.theme.space(3)};
  bottom: ${(p) => p.theme.space(3)};
  padding: ${(p) => `${p.theme.space(1)} ${p.theme.space(3)}`};
  border-radius: ${(p) => p.theme.radii.pill};
  background: rgba(15, 23, 42, 0.75);
  color: ${(p) => p.theme.colors.onDark};
  font-size: ${typeScale.xs};
  font-weight: 600;
`;

/** The next index of a carousel of `count` images, wrapping around at both ends. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/**
 * The detail page's image area. Previous/next arrows appear only with more than one image and
 * wrap around (SPEC §2); the position is announced to screen readers.
 */
export function ImageCarousel({ images, label }: { images: readonly CarouselImage[]; label: string }) {
  const [index, setIndex] = useState(0);
  const statusId = useId();
  const many = images.length > 1;
  const current = images[wrapIndex(index, images.length)];
  return (
    <Figure aria-roledescription={copy.roleDescription} aria-label={label}>
      <Frame>
        <CatalogImage
          key={current.name}
          name={current.name}
          alt={current.alt}
          width={800}
          height={500}
          sizes="(min-width: 1200px) 660px, (min-width: 1024px) 55vw, 92vw"
        />
      </Frame>
      {many && (
        <>
          <Arrow type="button" $side="left" aria-label={copy.previous} aria-controls={statusId} onClick={() => setIndex((i) => wrapIndex(i - 1, images.length))}>
            <Icon name="chevron-left" size={24} />
          </Arrow>
          <Arrow type="button" $side="right" aria-label={copy.next} aria-controls={statusId} onClick={() => setIndex((i) => wrapIndex(i + 1, images.length))}>
            <Icon name="chevron-right" size={24} />
          </Arrow>
          <Counter id={statusId} aria-live="polite">
            {copy.position(wrapIndex(index, images.length) + 1, images.length)}
          </Counter>
        </>
      )}
    </Figure>
  );
}
