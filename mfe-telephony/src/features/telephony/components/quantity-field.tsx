import { forwardRef, useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import styled from 'styled-components';
import { requestFieldsCopy } from '@site/shared/content/telephony';
import { MAX_ADDITIONAL_LINES } from '@site/shared/schemas/lead-rules';
import { FieldFrame, Icon, controlA11y, typeScale } from '@site/shared/ui';

const FIELD = 'lineQuantity';
const MIN = 1;
const valueSetter = typeof window === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

const Controls = styled.div`
  display: inline-flex;
  align-items: stretch;
  width: fit-content;
  border: 1px solid ${(p) => p.theme.colors.muted};
  border-radius: ${(p) => p.theme.radii.pill};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  &:has(input[aria-invalid='true']) { border-color: ${(p) => p.theme.colors.danger}; }
`;

const StepButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  min-height: 48px;
  border: 0;
  background: ${(p) => p.theme.colors.brandSoft};
  color: ${(p) => p.theme.colors.brandDark};
  cursor: pointer;
  &:disabled { color: ${(p) => p.theme.colors.muted}; background: ${(p) => p.theme.colors.surfaceAlt}; cursor: not-allowed; }
  &:focus-visible { outline-offset: -3px; }
  svg { width: 18px; height: 18px; }
`;

const Input = styled.input`
  width: 72px;
  min-height: 48px;
  border: 0;
  padding: 0 ${(p) => p.theme.space(2)};
  text-align: center;
  font-weight: 700;
  font-size: ${typeScale.lg};
  color: ${(p) => p.theme.colors.ink};
  background: transparent;
  &:focus-visible { outline-offset: -3px; }
`;

type Props = {
  formId: string;
  error?: string;
  name?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown;
};

/**
 * SPEC §5: the number of additional lines, 1 to 8. A native number input (its own arrows and keys
 * keep it in range, and it posts without script); once the page runs script, the − and + buttons
 * appear beside it.
 */
export const QuantityField = forwardRef<HTMLInputElement, Props>(function QuantityField({ formId, error, ...control }, ref) {
  const input = useRef<HTMLInputElement | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [value, setValue] = useState(MIN);
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    // The visitor may have typed before the script arrived: the buttons start from what is there.
    const sync = () => setValue(Number(element.value));
    sync();
    setEnhanced(true);
    element.addEventListener('input', sync);
    return () => element.removeEventListener('input', sync);
  }, []);

  const step = (delta: number) => {
    const element = input.current;
    if (!element) return;
    const current = Number(element.value) || 0;
    // As if typed: the prototype's setter leaves React's copy of the old value behind, so the
    // input event reaches react-hook-form's onChange as well as the total's listener.
    valueSetter?.call(element, String(Math.min(MAX_ADDITIONAL_LINES, Math.max(MIN, current + delta))));
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };

  const a11y = controlA11y({ formId, name: FIELD, required: true, error });
  return (
    <FieldFrame formId={formId} name={FIELD} label={requestFieldsCopy.quantity(MIN, MAX_ADDITIONAL_LINES)} required message={error}>
      <Controls>
        {enhanced && (
          <StepButton type="button" onClick={() => step(-1)} disabled={value <= MIN} aria-label={requestFieldsCopy.removeLine} aria-controls={a11y.id}>
            <Icon name="minus" />
          </StepButton>
        )}
        <Input
          ref={(element) => {
            input.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          type="number"
          inputMode="numeric"
          min={MIN}
          max={MAX_ADDITIONAL_LINES}
          step={1}
          defaultValue={MIN}
          autoComplete="off"
          {...control}
          {...a11y}
          name={FIELD}
        />
        {enhanced && (
          <StepButton type="button" onClick={() => step(1)} disabled={value >= MAX_ADDITIONAL_LINES} aria-label={requestFieldsCopy.addLine} aria-controls={a11y.id}>
            <Icon name="plus" />
          </StepButton>
        )}
      </Controls>
    </FieldFrame>
  );
});
