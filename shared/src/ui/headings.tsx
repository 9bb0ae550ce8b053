import type { ReactNode } from 'react';
import styled from 'styled-components';
import { typeScale } from './theme/tokens';

const Wrapper = styled.header<{ $align: 'left' | 'center' }>`
  max-width: 760px;
  /* Centred headings open a block of cards; left-aligned ones sit above running text. */
  margin: ${(p) => (p.$align === 'center' ? `0 auto ${p.theme.space(10)}` : `0 0 ${p.theme.space(5)}`)};
  text-align: ${(p) => p.$align};
`;

/** Small uppercase line above a heading. */
export const Eyebrow = styled.p`
  margin: 0 0 ${(p) => p.theme.space(2)};
  font-size: ${typeScale.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${(p) => p.theme.colors.brand};
`;

/** A section's heading at the site's h2 size (render `as` another level where needed). */
export const H2 = styled.h2`
  font-size: ${typeScale.h2};
  letter-spacing: -0.01em;
`;

const Intro = styled.p`
  font-size: ${typeScale.lg};
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
