import { forwardRef, type ChangeEvent, type FocusEvent } from 'react';
import styled from 'styled-components';
import { Link } from '@site/shared/router';
import { formsCopy } from '../../content/forms-copy';
import { FieldError } from './field-error';
import { controlA11y } from './field-frame';
import { hintId } from './field-ids';
import { RequiredMark } from './required-mark';
import { Hint } from './styles';
import { typeScale } from '../theme/tokens';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  grid-column: 1 / -1;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(3)};
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 1px 0 0;
    accent-color: ${(p) => p.theme.colors.brand};
    cursor: pointer;
  }
  input[aria-invalid='true'] { outline: 2px solid ${(p) => p.theme.colors.danger}; outline-offset: 2px; }
  label { font-size: ${typeScale.sm}; cursor: pointer; }
`;

/**
 * Whether a consent value means "accepted": react-hook-form reads a checked box with a value
 * attribute as that value (the string 'true'), an unchecked one as false.
 */
export const consentGiven = (value: unknown): boolean => value === true || value === 'true';

export type ConsentCheckboxProps = {
  formId: string;
  /** The schema field; `acceptPolicy` in every lead form. */
  name?: string;
  error?: string;
  form?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown;
};

/**
 * The required privacy consent (value `true`), linking to /privacidad, with the first layer of
 * the data-protection notice under it.
 */
export const ConsentCheckbox = forwardRef<HTMLInputElement, ConsentCheckboxProps>(function ConsentCheckbox(
  { formId, name = 'acceptPolicy', error, form, ...control },
  ref,
) {
  const { acceptPolicy, privacyNotice } = formsCopy.fields;
  const a11y = controlA11y({ formId, name, required: true, hint: privacyNotice, error });
  return (
    <Box>
      <Row>
        <input ref={ref} type="checkbox" value="true" {...control} {...a11y} name={name} form={form} />
        <label htmlFor={a11y.id}>
          {acceptPolicy.before}
          <Link to="/privacidad">{acceptPolicy.link}</Link>
          <RequiredMark />
        </label>
      </Row>
      <Hint id={hintId(formId, name)}>{privacyNotice}</Hint>
      <FieldError formId={formId} field={name} message={error} />
    </Box>
  );
});
