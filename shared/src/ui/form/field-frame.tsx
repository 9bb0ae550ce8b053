import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { controlId, describedBy, hintId } from './field-ids';
import { RequiredMark } from './required-mark';
import { FieldBox, Hint, Label } from './styles';

/** What every field of the kit takes besides its control's own attributes. */
export type FieldProps = {
  /** The form's id: the control's id is `{formId}-{name}`, its error slot `{formId}-{name}-error`. */
  formId: string;
  /** The schema field, sent as the control's name. */
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The message to show in the error slot (none: the slot stays hidden). */
  error?: string;
  /** The id of the form the control belongs to, when it sits outside it. */
  form?: string;
  /** Spans both columns of a FieldGrid. */
  wide?: boolean;
};

type FieldFrameProps = Omit<FieldProps, 'form' | 'error'> & {
  message?: string;
  children: ReactNode;
  /** Drawn after the hint, before the error slot. */
  footer?: ReactNode;
};

/** Label, control, hint and the error slot, tied together by the contract's ids. */
export function FieldFrame({ formId, name, label, required, hint, message, wide, children, footer }: FieldFrameProps) {
  return (
    <FieldBox $wide={wide}>
      <Label htmlFor={controlId(formId, name)}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children}
      {hint && <Hint id={hintId(formId, name)}>{hint}</Hint>}
      {footer}
      <FieldError formId={formId} field={name} message={message} />
    </FieldBox>
  );
}

/**
 * The attributes every control of the kit carries: the contract's id, aria-describedby always on
 * the error slot, aria-invalid only while there is an error (as the API writes it).
 */
export function controlA11y({ formId, name, required, hint, error }: Pick<FieldProps, 'formId' | 'name' | 'required' | 'hint' | 'error'>) {
  return {
    id: controlId(formId, name),
    'aria-describedby': describedBy(formId, name, Boolean(hint)),
    'aria-invalid': error ? (true as const) : undefined,
    'aria-required': required ? (true as const) : undefined,
  };
}
