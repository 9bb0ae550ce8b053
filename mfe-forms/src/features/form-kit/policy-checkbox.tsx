import { useId } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formsCopy } from '@site/shared/content/forms-copy';
import { Icon } from '@site/shared/ui';
import { ErrorText, Hint } from './field';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
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
  label { font-size: 0.9375rem; cursor: pointer; }
`;

const Star = styled.span`
  color: ${(p) => p.theme.colors.danger};
  margin-left: 2px;
`;

type PolicyCheckboxProps = { registration: UseFormRegisterReturn<'acceptPolicy'>; error?: string };

/** The required privacy consent, linking to /privacidad, with the short data-protection notice. */
export function PolicyCheckbox({ registration, error }: PolicyCheckboxProps) {
  const id = useId();
  const { acceptPolicy, privacyNotice } = formsCopy.fields;
  return (
    <Box>
      <Row>
        <input
          id={id}
          type="checkbox"
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-notice${error ? ` ${id}-error` : ''}`}
          {...registration}
        />
        <label htmlFor={id}>
          {acceptPolicy.before}
          <Link to="/privacidad">{acceptPolicy.link}</Link>
          <Star aria-hidden="true">*</Star>
        </label>
      </Row>
      <Hint id={`${id}-notice`}>{privacyNotice}</Hint>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          <Icon name="circle-alert" size={16} />
          {error}
        </ErrorText>
      )}
    </Box>
  );
}
