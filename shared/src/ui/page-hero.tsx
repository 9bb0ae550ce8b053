import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HeroBand, HeroEyebrow } from './hero-band';
import { Container } from './layout';

const Band = styled(HeroBand)`
  h1 {
    color: ${(p) => p.theme.colors.onDark};
    font-size: clamp(2rem, 1.4rem + 2.6vw, 3.25rem);
    letter-spacing: -0.02em;
    max-width: 22ch;
  }
  p { color: ${(p) => p.theme.colors.onDarkMuted}; font-size: 1.125rem; max-width: 62ch; }
`;

type PageHeroProps = { eyebrow?: string; title: ReactNode; intro?: ReactNode; children?: ReactNode };

/** The dark band at the top of an inner page, with the page's h1. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <Band>
      <Container>
        {eyebrow && <HeroEyebrow>{eyebrow}</HeroEyebrow>}
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
        {children}
      </Container>
    </Band>
  );
}
