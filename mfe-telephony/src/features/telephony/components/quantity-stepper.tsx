import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { Icon } from '@site/shared/ui';
import { ErrorText, FieldBox, Label } from './form-controls';

const Controls = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${(p) => p.theme.colors.muted};
  border-radius: ${(p) => p.theme.radii.pill};
  overflow: hidden;
  width: fit-content;
  background: ${(p) => p.theme.colors.surface};
`;

const StepButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  min-height: 46px;
  border: 0;
  background: ${(p) => p.theme.colors.brandSoft};
  color: ${(p) => p.theme.colors.brandDark};
  cursor: pointer;
  &:disabled { color: ${(p) => p.theme.colors.muted}; background: ${(p) => p.theme.colors.surfaceAlt}; cursor: not-allowed; }
  &:focus-visible { outline-offset: -3px; }
  svg { width: 18px; height: 18px; }
`;

const Value = styled.input`
  width: 56px;
  border: 0;
  text-align: center;
  font-weight: 700;
  font-size: 1.125rem;
  color: ${(p) => p.theme.colors.ink};
  background: transparent;
  &:focus-visible { outline-offset: -3px; }
`;

type Props = {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
};

/**
 * A whole-number stepper that never leaves [min, max]: the minus and plus buttons stop at the
 * ends, typed text is accepted only when it is a number in range, and arrow keys step.
 */
export function QuantityStepper({ label, value, min, max, onChange, onBlur, inputRef, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  // While the visitor clears the box to type another number, show what they typed, not the value.
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => {
    setDraft(null);
    onChange(Math.min(max, Math.max(min, next)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowUp: value + 1, ArrowDown: value - 1, Home: min, End: max };
    if (event.key in steps) {
      event.preventDefault();
      set(steps[event.key]);
    }
  };

  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <Controls>
        <StepButton type="button" onClick={() => set(value - 1)} disabled={value <= min} aria-label="Quitar una línea" aria-controls={id}>
          <Icon name="minus" />
        </StepButton>
        <Value
          id={id}
          ref={inputRef}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          autoComplete="off"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value.trim();
            if (text === '') return setDraft('');
            const n = Number(text);
            if (/^\d+$/.test(text) && n >= min && n <= max) set(n);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setDraft(null);
            onBlur?.();
          }}
        />
        <StepButton type="button" onClick={() => set(value + 1)} disabled={value >= max} aria-label="Añadir una línea" aria-controls={id}>
          <Icon name="plus" />
        </StepButton>
      </Controls>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldBox>
  );
}
