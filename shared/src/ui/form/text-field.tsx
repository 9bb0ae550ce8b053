import { forwardRef, type ChangeEvent, type FocusEvent, type HTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { controlA11y, FieldFrame, type FieldProps } from './field-frame';
import { controlStyles } from './styles';

const Input = styled.input`
  ${controlStyles}
`;

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 140px;
  resize: vertical;
  line-height: 1.5;
`;

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export type TextFieldProps = FieldProps & {
  type?: 'text' | 'email' | 'tel';
  /** A <textarea> instead of an <input>. */
  multiline?: boolean;
  rows?: number;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  onChange?: (event: ChangeEvent<TextControl>) => unknown;
  onBlur?: (event: FocusEvent<TextControl>) => unknown;
};

/**
 * A labelled text input or textarea. Uncontrolled and without a default value: what a visitor
 * typed before hydration stays, and react-hook-form (spread `register(name)`) reads it from the DOM.
 */
export const TextField = forwardRef<TextControl, TextFieldProps>(function TextField(
  { formId, name, label, required, hint, error, form, wide, type = 'text', multiline, rows, ...control },
  ref,
) {
  const shared = { ...control, ...controlA11y({ formId, name, required, hint, error }), name, form };
  return (
    <FieldFrame formId={formId} name={name} label={label} required={required} hint={hint} message={error} wide={wide}>
      {multiline ? (
        <TextArea ref={ref as Ref<HTMLTextAreaElement>} rows={rows ?? 5} {...shared} />
      ) : (
        <Input ref={ref as Ref<HTMLInputElement>} type={type} {...shared} />
      )}
    </FieldFrame>
  );
});
