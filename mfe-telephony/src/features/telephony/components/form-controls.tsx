import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled, { css } from 'styled-components';

export const FieldBox = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
  color: ${(p) => p.theme.colors.ink};
`;

/** Marks a label as required or optional in words, not only with a sign. */
export function LabelNote({ optional }: { optional?: boolean }) {
  return optional ? (
    <Muted> (opcional)</Muted>
  ) : (
    <span aria-hidden="true"> *</span>
  );
}

const Muted = styled.span`
  font-weight: 400;
  color: ${(p) => p.theme.colors.muted};
`;

const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 46px;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`};
  border-radius: ${(p) => p.theme.radii.sm};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.muted)};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  &:focus-visible { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 1px; border-color: ${(p) => p.theme.colors.brand}; }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
`;

/** A field's error, announced when it appears and referenced by the control's aria-describedby. */
export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${(p) => p.theme.colors.danger};
`;

type BaseProps = { label: ReactNode; optional?: boolean; error?: string; registration: UseFormRegisterReturn };

/** A labelled text input with its error below. */
export function TextField({ label, optional, error, registration, ...rest }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <Label htmlFor={id}>
        {label}
        <LabelNote optional={optional} />
      </Label>
      <Input
        id={id}
        {...rest}
        {...registration}
        $invalid={!!error}
        aria-required={!optional}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldBox>
  );
}

/** A labelled multi-line input with its error below. */
export function TextAreaField({ label, optional, error, registration, ...rest }: BaseProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <Label htmlFor={id}>
        {label}
        <LabelNote optional={optional} />
      </Label>
      <TextArea
        id={id}
        {...rest}
        {...registration}
        $invalid={!!error}
        aria-required={!optional}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldBox>
  );
}
