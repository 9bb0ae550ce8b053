import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon, mediaUp } from '@site/shared/ui';

/** What a field hands its control so label, hint and error stay tied to it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

const Wrapper = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  min-width: 0;
  ${(p) => p.$wide && 'grid-column: 1 / -1;'}
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
  color: ${(p) => p.theme.colors.ink};
`;

const RequiredMark = styled.span`
  color: ${(p) => p.theme.colors.danger};
  margin-left: 2px;
`;

export const Hint = styled.p`
  display: block;
  margin: 0;
  font-size: 0.8125rem;
  color: ${(p) => p.theme.colors.muted};
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(1.5)};
  margin: 0;
  font-size: 0.875rem;
  font-weight: 500;
  color: ${(p) => p.theme.colors.danger};
  svg { flex: none; margin-top: 2px; }
`;

const controlStyles = css`
  width: 100%;
  min-height: 48px;
  padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(4)}`};
  border: 1px solid ${(p) => p.theme.colors.muted};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-size: 1rem; /* 16 px keeps iOS from zooming into the field */
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &::placeholder { color: ${(p) => p.theme.colors.muted}; opacity: 0.85; }
  &:hover { border-color: ${(p) => p.theme.colors.brandDark}; }
  &:focus { outline: none; border-color: ${(p) => p.theme.colors.brand}; box-shadow: 0 0 0 3px ${(p) => p.theme.colors.brandSoft}, 0 0 0 5px ${(p) => p.theme.colors.brand}; }
  &[aria-invalid='true'] { border-color: ${(p) => p.theme.colors.danger}; background: ${(p) => p.theme.colors.dangerSoft}; }
`;

/** A text, e-mail or phone input in the forms' style. */
export const Input = styled.input`
  ${controlStyles}
`;

/** A multi-line input in the forms' style. */
export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 140px;
  resize: vertical;
  line-height: 1.5;
`;

const SelectBox = styled.div`
  position: relative;
  svg {
    position: absolute;
    right: ${(p) => p.theme.space(4)};
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${(p) => p.theme.colors.muted};
  }
`;

/** A native select (keyboard and screen readers for free) with the forms' look. */
export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${(p) => p.theme.space(11)};
  cursor: pointer;
`;

/** Wraps a Select to draw its arrow. */
export function SelectFrame({ children }: { children: ReactNode }) {
  return (
    <SelectBox>
      {children}
      <Icon name="chevron-down" size={20} />
    </SelectBox>
  );
}

type FieldProps = {
  label: ReactNode;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Spans both columns of a FormGrid. */
  wide?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A label, its control, an optional hint and the field's error. The error is announced
 * (role="alert") and tied to the control with aria-describedby and aria-invalid.
 */
export function Field({ label, required, hint, error, wide, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper $wide={wide}>
      <FieldLabel htmlFor={id}>
        {label}
        {/* The star is visual; aria-required tells assistive technology. */}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          <Icon name="circle-alert" size={16} />
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}

/** Two columns from tablets up, one on phones. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  grid-template-columns: 1fr;
  ${mediaUp('small')} { grid-template-columns: 1fr 1fr; }
`;

/** The white panel that holds a form and its heading. */
export const FormCard = styled.div`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.raised};
  padding: ${(p) => `${p.theme.space(7)} ${p.theme.space(5)}`};
  ${mediaUp('medium')} { padding: ${(p) => p.theme.space(10)}; }
  h2 { font-size: clamp(1.5rem, 1.2rem + 1vw, 1.875rem); margin-bottom: ${(p) => p.theme.space(2)}; }
  > p { color: ${(p) => p.theme.colors.muted}; }
  form { display: flex; flex-direction: column; gap: ${(p) => p.theme.space(5)}; }
`;

export const RequiredNote = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${(p) => p.theme.colors.muted};
`;
