import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { Tariff } from '@site/shared/schemas/tariff';
import { Badge, Button, Card, Icon, typeScale } from '@site/shared/ui';
import { telephonyFacts } from '@site/shared/content/telephony';
import { formatEuros, tariffMode } from '@site/shared/content/telephony-offer-details';
import { requestOpenerProps } from '../request-choice';

const RECOMMENDED = 'Tarifa recomendada';

/*
 * A column of its parts on phones and desktops. From `small` to `large` the card is alone on its
 * row (tariff-sections): it lies across it, name and price on the left, what it includes on the
 * right, the button under them.
 */
const Panel = styled(Card)<{ $featured: boolean }>`
  height: 100%;
  padding: ${(p) => p.theme.space(5)};
  gap: ${(p) => p.theme.space(4)};
  ${(p) =>
    p.$featured &&
    css`
      border: 2px solid ${p.theme.colors.brand};
    `}
  @media (min-width: ${(p) => p.theme.breakpoints.small}px) and (max-width: ${(p) => p.theme.breakpoints.large - 1}px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
    grid-template-rows: auto auto 1fr auto;
    column-gap: ${(p) => p.theme.space(8)};
    row-gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(6)};
    > :nth-child(1) { grid-area: 1 / 1; }
    > :nth-child(2) { grid-area: 2 / 1; }
    > :nth-child(3) { grid-area: 3 / 1; align-self: start; }
    > :nth-child(4) { grid-area: 1 / 2 / 4 / 3; }
    > :nth-child(5) { grid-area: 4 / 1; align-self: center; }
    > :nth-child(6) { grid-area: 4 / 2; }
  }
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

const TypeLine = styled.p`
  margin: ${(p) => p.theme.space(1)} 0 0;
  font-size: ${typeScale.sm};
  color: ${(p) => p.theme.colors.muted};
`;

const PriceBlock = styled.div`
  padding: ${(p) => p.theme.space(4)} 0;
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
  gap: ${(p) => p.theme.space(2)};
  flex: 1;
  align-content: start;
  li { display: flex; gap: ${(p) => p.theme.space(2)}; font-size: ${typeScale.sm}; }
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
  const { name, type, price, originalPrice, price2, features, promotion, coverage, operator } = tariff;
  return (
    <Panel aria-labelledby={headingId} $featured={promotion === RECOMMENDED}>
      <Top>
        <Badge $tone={promotion === RECOMMENDED ? 'accent' : 'brand'}>{promotion}</Badge>
        <Operator>
          <span className="visually-hidden">Operador </span>
          {operator}
        </Operator>
      </Top>
      <div>
        <Name id={headingId}>{name}</Name>
        <TypeLine>{type}</TypeLine>
      </div>
      <PriceBlock>
        <PriceRow>
          <Amount>{formatEuros(price)}</Amount>
          <PerMonth>/mes</PerMonth>
          {originalPrice > price && (
            <Before>
              <span className="visually-hidden">Precio anterior: </span>
              {formatEuros(originalPrice)}
            </Before>
          )}
        </PriceRow>
        <Note>{telephonyFacts.vat[tariffMode(tariff)].card}</Note>
        {price2 !== undefined && (
          <Alternative>
            o <strong>{formatEuros(price2)}/mes</strong> según condiciones
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
      <Coverage>
        <Icon name="signal" /> Cobertura {coverage}
      </Coverage>
      <Button
        {...requestOpenerProps(tariff.id)}
        $block
        // Every card has this button: the name says which tariff, starting with the visible words.
        aria-label={`Solicitar oferta: ${name}`}
      >
        Solicitar oferta
      </Button>
    </Panel>
  );
}
