import styled from 'styled-components';
import { tariffs } from '@site/shared/content/tariffs';
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
            <dt>Tarifa</dt>
            <dd>
              {tariff.operator} {tariff.name}
            </dd>
            <dt>Tipo</dt>
            <dd>{tariff.type}</dd>
            <dt>Precio</dt>
            <dd>
              {formatEuros(tariff.price)}/mes {tariff.enterprise ? vatNote('empresa') : `(${vatNote('personal')})`}
              {tariff.price2 !== undefined && <> · o {formatEuros(tariff.price2)}/mes según condiciones</>}
            </dd>
          </dl>
        </Summary>
      ))}
    </>
  );
}
