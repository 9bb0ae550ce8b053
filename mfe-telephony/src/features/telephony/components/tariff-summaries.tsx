import styled from 'styled-components';
import { tariffs } from '@site/shared/content/tariffs';
import { requestFieldsCopy, tariffCardCopy } from '@site/shared/content/telephony';
import { formatEuros, vatNote } from '@site/shared/content/telephony-offer-details';
import { forTariffChoice } from '../request-choice';
import { typeScale } from '@site/shared/ui';

const Summary = styled.div`
  margin-top: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.brandSoft};
  dl { display: grid; grid-template-columns: auto 1fr; gap: ${(p) => `${p.theme.space(1)} ${p.theme.space(4)}`}; margin: 0; }
  dt { color: ${(p) => p.theme.colors.muted}; font-size: ${typeScale.sm}; }
  dd { margin: 0; font-weight: 600; color: ${(p) => p.theme.colors.ink}; }
`;

/**
 * What the chosen tariff is, under the select: one block per tariff in the HTML, and CSS (the
 * dialog's `tariffChoiceVisibility`) shows the chosen one, with or without script. No wrapper, so
 * nothing takes room while no tariff is chosen (a screen reader hears the choice from the select).
 */
export function TariffSummaries() {
  return (
    <>
      {tariffs.map((tariff) => (
        <Summary key={tariff.id} {...forTariffChoice(tariff.id)}>
          <dl>
            <dt>{requestFieldsCopy.summary.tariff}</dt>
            <dd>
              {tariff.operator} {tariff.name}
            </dd>
            <dt>{requestFieldsCopy.summary.type}</dt>
            <dd>{tariff.type}</dd>
            <dt>{requestFieldsCopy.summary.price}</dt>
            <dd>
              {formatEuros(tariff.price)}
              {tariffCardCopy.perMonth} {tariff.enterprise ? vatNote('empresa') : `(${vatNote('personal')})`}
              {tariff.price2 !== undefined && ` · ${tariffCardCopy.alternative.before} ${formatEuros(tariff.price2)}${tariffCardCopy.perMonth} ${tariffCardCopy.alternative.after}`}
            </dd>
          </dl>
        </Summary>
      ))}
    </>
  );
}
