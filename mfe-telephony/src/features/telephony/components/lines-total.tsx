import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { additionalLinePrice, additionalLinesTotal } from '@site/shared/content/additional-lines';
import { requestFieldsCopy } from '@site/shared/content/telephony';
import { formatEuros, vatNote } from '@site/shared/content/telephony-offer-details';
import { LINE_TYPES, MAX_ADDITIONAL_LINES } from '@site/shared/schemas/lead-rules';
import { PLAN_MODE_FIELD, readPlanMode } from '../plan-mode';
import { typeScale } from '@site/shared/ui';

// Not an <output>: a form reset would wipe an output's children behind React's back.
const TotalBox = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 1px solid ${(p) => p.theme.colors.border};
  &[hidden] { display: none; }
  strong { font-size: ${typeScale.xxl}; color: ${(p) => p.theme.colors.ink}; }
  small { color: ${(p) => p.theme.colors.muted}; }
`;

type Total = { amount: string; detail: string } | { hint: string };

/** The monthly total of what the form holds now: unit price of the type in the mode × quantity. */
function totalOf(form: HTMLFormElement): Total {
  const data = new FormData(form);
  const lineType = LINE_TYPES.find((t) => t === data.get('lineType'));
  const quantity = Number(data.get('lineQuantity'));
  if (!lineType) return { hint: requestFieldsCopy.chooseLineType };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ADDITIONAL_LINES) return { hint: requestFieldsCopy.quantityRange(MAX_ADDITIONAL_LINES) };
  const mode = readPlanMode(form);
  const unit = additionalLinePrice(lineType, mode);
  return { amount: formatEuros(additionalLinesTotal(unit, quantity)), detail: `(${quantity} × ${formatEuros(unit)}, ${vatNote(mode)})` };
}

/**
 * SPEC §9: the additional lines' monthly total, kept up to date as the visitor chooses. It needs
 * script, so it is not in the prerendered HTML; it reads the form (and the mode radios, which
 * belong to it) whenever anything changes, instead of keeping a copy of their values.
 */
export function LinesTotal() {
  const box = useRef<HTMLDivElement>(null);
  const [total, setTotal] = useState<Total | null>(null);
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    const update = () => setTotal(totalOf(form));
    // Only what the total depends on: other changes (the tariff preset on every request button's
    // tap, typing a name) would re-render it for nothing while the dialog opens.
    const onChange = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (name === 'lineType' || name === 'lineQuantity' || name === PLAN_MODE_FIELD) update();
    };
    // A form reset changes the values after its event, and fires no input event.
    const onReset = () => setTimeout(update, 0);
    update();
    // The document, not the form: the mode radios sit outside it.
    document.addEventListener('input', onChange);
    document.addEventListener('change', onChange);
    document.addEventListener('reset', onReset);
    return () => {
      document.removeEventListener('input', onChange);
      document.removeEventListener('change', onChange);
      document.removeEventListener('reset', onReset);
    };
  }, []);

  return (
    <TotalBox ref={box} role="status" aria-live="polite" hidden={total === null}>
      <span>{requestFieldsCopy.monthlyTotal}</span>
      {total &&
        ('hint' in total ? (
          <small>{total.hint}</small>
        ) : (
          <span>
            <strong>{total.amount}</strong> <small>{total.detail}</small>
          </span>
        ))}
    </TotalBox>
  );
}
