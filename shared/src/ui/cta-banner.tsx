import { Icon } from './icons/icon';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { company, phoneHref } from '../content/company';
import { ButtonAnchor, ButtonLink } from './button';
import { Container, Row, Section } from './layout';

const Inner = styled.div`
  text-align: center;
  max-width: 760px;
  margin: 0 auto;
  h2 { font-size: clamp(1.625rem, 1.2rem + 1.6vw, 2.25rem); }
  p { font-size: 1.125rem; margin-bottom: ${(p) => p.theme.space(8)}; }
  /* Stacked on phones, the buttons share one width. */
  @media (max-width: ${(p) => p.theme.breakpoints.small - 1}px) {
    a { width: min(100%, 20rem); }
  }
`;

export type CtaAction = { label: string; to: string };

type CtaBannerProps = {
  title: ReactNode;
  text: ReactNode;
  primary: CtaAction;
  secondary?: CtaAction;
  /** Adds a button that calls the company's main phone line. */
  showPhone?: boolean;
};

/** The dark closing call to action at the foot of a page. */
export function CtaBanner({ title, text, primary, secondary, showPhone }: CtaBannerProps) {
  return (
    <Section $tone="dark">
      <Container>
        <Inner>
          <h2>{title}</h2>
          <p>{text}</p>
          <Row $center>
            <ButtonLink to={primary.to} $variant="light">
              {primary.label}
            </ButtonLink>
            {secondary && (
              <ButtonLink to={secondary.to} $variant="outlineLight">
                {secondary.label}
              </ButtonLink>
            )}
            {showPhone && (
              <ButtonAnchor href={phoneHref} $variant="outlineLight">
                <Icon name="phone" size={18} /> {company.phone.display}
              </ButtonAnchor>
            )}
          </Row>
        </Inner>
      </Container>
    </Section>
  );
}
