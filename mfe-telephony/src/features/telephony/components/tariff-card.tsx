import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { Tariff } from '@site/shared/schemas/tariff';
import { Badge, Button, Card, Icon, mediaUp, typeScale } from '@site/shared/ui';
import { tariffCardCopy as words, telephonyFacts } from '@site/shared/content/telephony';
import { formatEuros, tariffMode } from '@site/shared/content/telephony-offer-details';
import { requestOpenerProps } from '../request-choice';

/** A column of its parts at every width (issue 36: in a row to swipe on phones and tablets, in a grid from `large`). */
const Panel = styled(Card)<{ $featured: boolean }>`
  height: 100%;
  padding: ${(p) => p.theme.space(4)};
  gap: ${(p) => p.theme.space(3)};
  ${mediaUp('small')} { padding: ${(p) => p.theme.space(5)}; }
  ${(p) =>
    p.$featured &&
    css`
      border: 2px solid ${p.theme.colors.brand};
    `}
  ${mediaUp('large')} { gap: ${(p) => p.theme.space(4)}; }
`;

// The badge never wraps: 'Tarifa recomendada' on two lines would push its card's title out of line.
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  > :first-child { white-space: nowrap; }
`;

const Operator = styled.span`
  font-size: ${typeScale.xs};
  font-weight: 800;
  letter-spacing: 0.04em;
  color: ${(p) => p.theme.colors.brandDark};
`;

const Name = styled.h3`
  font-size: ${typeScale.xl};
  margin: 0;
`;

const PriceBlock = styled.div`
  padding: ${(p) => p.theme.space(3)} 0;
  ${mediaUp('large')} { padding: ${(p) => p.theme.space(4)} 0; }
  border-top: 1px solid ${(p) => p.theme.colors.border};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const PriceRow = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
`;

const Amount = styled.span`
  font-size: ${typeScale.h2};
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.02em;
  color: ${(p) => p.theme.colors.ink};
`;

const PerMonth = styled.span`
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
`;

const Before = styled.s`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${typeScale.base};
`;

const Note = styled.p`
  margin: ${(p) => p.theme.space(2)} 0 0;
  font-size: ${typeScale.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${(p) => p.theme.colors.brandDark};
`;

const Alternative = styled.p`
  margin: ${(p) => p.theme.space(2)} 0 0;
  font-size: ${typeScale.sm};
  color: ${(p) => p.theme.colors.text};
  strong { color: ${(p) => p.theme.colors.success}; }
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  ${mediaUp('large')} { gap: ${(p) => p.theme.space(2)}; }
  flex: 1;
  align-content: start;
  li { display: flex; gap: ${(p) => p.theme.space(2)}; font-size: ${typeScale.sm}; line-height: 1.45; }
  svg { flex: none; width: 18px; height: 18px; margin-top: 3px; color: ${(p) => p.theme.colors.success}; }
`;

const Coverage = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  font-size: ${typeScale.sm};
  color: ${(p) => p.theme.colors.muted};
  svg { width: 16px; height: 16px; color: ${(p) => p.theme.colors.brand}; }
`;

type TariffCardProps = { tariff: Tariff };

/**
 * One tariff: name, monthly price, promotion, features and the 'Solicitar oferta' button, which
 * opens the request dialog on this tariff.
 */
export function TariffCard({ tariff }: TariffCardProps) {
  const headingId = useId();
  const { name, price, originalPrice, price2, features, promotion, coverage, operator } = tariff;
  return (
    <Panel aria-labelledby={headingId} $featured={promotion === words.recommended}>
      <Top>
        <Badge $tone={promotion === words.recommended ? 'accent' : 'brand'}>{promotion}</Badge>
        <Operator>
          <span className="visually-hidden">{words.operator} </span>
          {operator}
        </Operator>
      </Top>
      {/* Its type is the heading of the row it sits in: not said again on every card. */}
      <Name id={headingId}>{name}</Name>
      <PriceBlock>
        <PriceRow>
          <Amount>{formatEuros(price)}</Amount>
          <PerMonth>{words.perMonth}</PerMonth>
          {originalPrice > price && (
            <Before>
              <span className="visually-hidden">{words.previousPrice} </span>
              {formatEuros(originalPrice)}
            </Before>
          )}
        </PriceRow>
        <Note>{telephonyFacts.vat[tariffMode(tariff)].card}</Note>
        {price2 !== undefined && (
          <Alternative>
            {words.alternative.before}{' '}
            <strong>
              {formatEuros(price2)}
              {words.perMonth}
            </strong>{' '}
            {words.alternative.after}
          </Alternative>
        )}
      </PriceBlock>
      <Features>
        {features.map((feature) => (
          <li key={feature}>
            <Icon name="check" />
            {feature}
          </li>
        ))}
      </Features>
      {/* Every tariff has the network's coverage, which the page's hero states once; a card says only a different one. */}
      {coverage !== telephonyFacts.coverage && (
        <Coverage>
          <Icon name="signal" /> {words.coverage} {coverage}
        </Coverage>
      )}
      <Button
        {...requestOpenerProps(tariff.id)}
        $block
        // Every card has this button: the name says which tariff, starting with the visible words.
        aria-label={words.requestFor(name)}
      >
        {words.request}
      </Button>
    </Panel>
  );
}
