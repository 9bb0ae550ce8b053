import { forwardRef, type ChangeEvent, type FocusEvent, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/icon';
import { controlA11y, FieldFrame, type FieldProps } from './field-frame';
import { controlStyles } from './styles';

const Frame = styled.div`
  position: relative;
  > svg {
    position: absolute;
    right: ${(p) => p.theme.space(4)};
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${(p) => p.theme.colors.muted};
  }
`;

// A native select: keyboard, screen readers and phone pickers for free; only its arrow is drawn.
const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${(p) => p.theme.space(11)};
  cursor: pointer;
`;

/**
 * The select box itself, with its drawn arrow, for fields whose options are more than a flat list
 * (option groups); SelectField below is the usual way in.
 */
export const SelectControl = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function SelectControl({ children, ...select }, ref) {
  return (
    <Frame>
      <Select ref={ref} {...select}>
        {children}
      </Select>
      <Icon name="chevron-down" size={20} />
    </Frame>
  );
});

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = FieldProps & {
  options: readonly SelectOption[];
  /** The first option, with the empty value: chosen until the visitor picks one. */
  placeholder?: string;
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => unknown;
};

/** A labelled native select, uncontrolled: its value is read from the DOM when it is needed. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { formId, name, label, required, hint, error, form, wide, options, placeholder, ...control },
  ref,
) {
  return (
    <FieldFrame formId={formId} name={name} label={label} required={required} hint={hint} message={error} wide={wide}>
      <SelectControl ref={ref} {...control} {...controlA11y({ formId, name, required, hint, error })} name={name} form={form}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectControl>
    </FieldFrame>
  );
});
