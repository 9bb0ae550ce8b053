import { Icon } from './icons/icon';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { company, phoneHref } from '../content/company';
import { ctaPhoneLead } from '../content/ui-copy';
import { ButtonLink } from './button';
import { Container, Row, Section } from './layout';
import { mediaUp, typeScale } from './theme/tokens';

const Inner = styled.div`
  text-align: center;
  max-width: 760px;
  margin: 0 auto;
  h2 { font-size: ${typeScale.h2}; }
  p { font-size: ${typeScale.lg}; margin-bottom: ${(p) => p.theme.space(8)}; }
  /* Two buttons share one width, side by side when both labels fit, else stacked (phones, or a
     long label at 768 px): never one wide and one narrow, and never a lone wrapped button. */
  ${Row} > a { flex: 1 1 100%; max-width: 24rem; }
  ${mediaUp('small')} {
    ${Row} > a { flex: 1 1 0; min-width: max-content; }
    ${Row} > a:only-child { flex: 0 1 auto; }
  }
`;

/*
 * The phone is a line of its own under the one or two buttons, at every width: three buttons
 * of different lengths fit one row only on some pages and widths, and elsewhere the last one
 * wrapped alone under the others (issue 20).
 */
const PhoneLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  column-gap: ${(p) => p.theme.space(1)};
  && { margin: ${(p) => p.theme.space(5)} 0 0; font-size: ${typeScale.base}; }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    min-height: 44px;
    padding: 0 ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.colors.onDark};
    font-weight: 700;
    font-size: ${typeScale.lg};
    white-space: nowrap;
    text-underline-offset: 3px;
  }
  svg { flex: none; color: ${(p) => p.theme.colors.accentOnDark}; }
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
          </Row>
          {showPhone && (
            <PhoneLine>
              {ctaPhoneLead}{' '}
              <a href={phoneHref}>
                <Icon name="phone" size={18} />
                {company.phone.display}
              </a>
            </PhoneLine>
          )}
        </Inner>
      </Container>
    </Section>
  );
}
