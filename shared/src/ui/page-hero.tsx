import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HeroBand, HeroEyebrow } from './hero-band';
import { Container } from './layout';
import { mediaUp, typeScale } from './theme/tokens';

const Band = styled(HeroBand)`
  h1 {
    color: ${(p) => p.theme.colors.onDark};
    font-size: ${typeScale.h1};
    letter-spacing: -0.02em;
    max-width: 22ch;
  }
  p { color: ${(p) => p.theme.colors.onDarkMuted}; font-size: ${typeScale.lg}; max-width: 62ch; }
`;

/*
 * With `art`, from `large` the text and the picture share the band (issue 28: a desktop hero never
 * leaves half its width empty). Below `large` the picture is left out: on a phone the band stays
 * short and the page's content comes first.
 */
const Split = styled.div`
  ${mediaUp('large')} {
    display: grid;
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
    align-items: center;
    gap: ${(p) => p.theme.space(10)};
  }
`;

const Art = styled.div`
  display: none;
  ${mediaUp('large')} { display: block; margin: -${(p) => p.theme.space(8)} 0; }
  img { display: block; width: 100%; height: auto; }
`;

/** The picture beside the hero text: a generated illustration (800 × 640, 400w and 800w WebP). */
export type PageHeroArt = { src400: string; src800: string; alt: string };

type PageHeroProps = { eyebrow?: string; title: ReactNode; intro?: ReactNode; art?: PageHeroArt; children?: ReactNode };

/** The dark band at the top of an inner page, with the page's h1 (and a picture beside it from `large`). */
export function PageHero({ eyebrow, title, intro, art, children }: PageHeroProps) {
  const text = (
    <div>
      {eyebrow && <HeroEyebrow>{eyebrow}</HeroEyebrow>}
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
      {children}
    </div>
  );
  return (
    <Band>
      <Container>
        {art ? (
          <Split>
            {text}
            <Art>
              {/* Lazy: below `large` it is not shown, so it is not fetched either. */}
              <img src={art.src800} srcSet={`${art.src400} 400w, ${art.src800} 800w`} sizes="(min-width: 1024px) 480px, 1px" width={800} height={640} alt={art.alt} loading="lazy" decoding="async" />
            </Art>
          </Split>
        ) : (
          text
        )}
      </Container>
    </Band>
  );
}
