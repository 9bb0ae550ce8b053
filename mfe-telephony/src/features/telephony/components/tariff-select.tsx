import { forwardRef, type ChangeEvent, type FocusEvent } from 'react';
import { requestFieldsCopy, tariffCardCopy } from '@site/shared/content/telephony';
import { formatEuros, planModeLabel } from '@site/shared/content/telephony-offer-details';
import type { PlanMode, Tariff } from '@site/shared/schemas/tariff';
import { FieldFrame, SelectControl, controlA11y } from '@site/shared/ui';
import { PLAN_MODES } from '../plan-mode';
import { LINES_REQUEST_ID, TARIFF_FIELD } from '../request-choice';
import { tariffSectionsFor } from '../select-tariffs';
import { TariffSummaries } from './tariff-summaries';

// The price first: a phone shows only the start of the chosen option, and the summary under the
// select spells out the whole name. The group label says whether prices include VAT.
const optionLabel = (tariff: Tariff) => `${formatEuros(tariff.price)}${tariffCardCopy.perMonth} · ${tariff.name}`;
const groupLabel = (mode: PlanMode) => `${planModeLabel(mode)}${mode === 'empresa' ? ' (precios sin IVA)' : ''}`;

type Props = {
  formId: string;
  error?: string;
  name?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => unknown;
};

/**
 * What is requested: every tariff, grouped by mode as the page lists them, or additional lines,
 * with the chosen tariff summed up under it. Nothing is chosen in the HTML: a request button presets it (the inline loader, from the
 * button's `data-preset`), and without script the visitor picks here.
 */
export const TariffSelect = forwardRef<HTMLSelectElement, Props>(function TariffSelect({ formId, error, ...control }, ref) {
  return (
    <FieldFrame formId={formId} name={TARIFF_FIELD} label={requestFieldsCopy.tariff} required message={error} footer={<TariffSummaries />}>
      <SelectControl ref={ref} {...control} {...controlA11y({ formId, name: TARIFF_FIELD, required: true, error })} name={TARIFF_FIELD}>
          <option value="">{requestFieldsCopy.chooseTariff}</option>
          {PLAN_MODES.map((mode) => (
            <optgroup key={mode} label={groupLabel(mode)}>
              {tariffSectionsFor(mode)
                .flatMap((section) => section.tariffs)
                .map((tariff) => (
                  <option key={tariff.id} value={tariff.id}>
                    {optionLabel(tariff)}
                  </option>
                ))}
            </optgroup>
          ))}
          <option value={LINES_REQUEST_ID}>{requestFieldsCopy.additionalLines}</option>
      </SelectControl>
    </FieldFrame>
  );
});
