import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './layout';
import { mediaUp } from './theme/tokens';

const Wrapper = styled.header<{ $align: 'left' | 'center' }>`
  max-width: 760px;
  /* Centred headings open a block of cards; left-aligned ones sit above running text. */
  margin: ${(p) => (p.$align === 'center' ? `0 auto ${p.theme.space(10)}` : `0 0 ${p.theme.space(5)}`)};
  text-align: ${(p) => p.$align};
`;

/** Small uppercase line above a heading. */
export const Eyebrow = styled.p`
  margin: 0 0 ${(p) => p.theme.space(2)};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${(p) => p.theme.colors.brand};
`;

export const H2 = styled.h2`
  font-size: clamp(1.625rem, 1.2rem + 1.6vw, 2.25rem);
  letter-spacing: -0.01em;
`;

const Intro = styled.p`
  font-size: 1.125rem;
  color: ${(p) => p.theme.colors.muted};
  margin: 0;
`;

type SectionHeadingProps = {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  /** Heading level; sections use h2, a page's main heading h1. */
  as?: 'h1' | 'h2';
  id?: string;
};

/** Eyebrow, heading and intro at the top of a section. */
export function SectionHeading({ eyebrow, title, intro, align = 'center', as = 'h2', id }: SectionHeadingProps) {
  return (
    <Wrapper $align={align}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <H2 as={as} id={id}>
        {title}
      </H2>
      {intro && <Intro>{intro}</Intro>}
    </Wrapper>
  );
}

const HeroBand = styled.section`
  position: relative;
  overflow: hidden;
  color: ${(p) => p.theme.colors.onDark};
  background:
    radial-gradient(circle at 85% 15%, rgba(56, 189, 248, 0.28), transparent 45%),
    radial-gradient(circle at 10% 90%, rgba(245, 158, 11, 0.18), transparent 40%),
    linear-gradient(135deg, ${(p) => p.theme.colors.brandDeep}, ${(p) => p.theme.colors.brandDark});
  padding: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(14)}) 0 ${(p) => p.theme.space(16)};
  ${mediaUp('medium')} { padding-bottom: ${(p) => p.theme.space(20)}; }
  h1 {
    color: ${(p) => p.theme.colors.onDark};
    font-size: clamp(2rem, 1.4rem + 2.6vw, 3.25rem);
    letter-spacing: -0.02em;
    max-width: 22ch;
  }
  p { color: ${(p) => p.theme.colors.onDarkMuted}; font-size: 1.125rem; max-width: 62ch; }
`;

/* && outranks the band's own `p` colour rule. */
const HeroEyebrow = styled(Eyebrow)`
  && { color: #fcd34d; }
`;

type PageHeroProps = { eyebrow?: string; title: ReactNode; intro?: ReactNode; children?: ReactNode };

/** The dark band at the top of an inner page, with the page's h1. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <HeroBand>
      <Container>
        {eyebrow && <HeroEyebrow>{eyebrow}</HeroEyebrow>}
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
        {children}
      </Container>
    </HeroBand>
  );
}
