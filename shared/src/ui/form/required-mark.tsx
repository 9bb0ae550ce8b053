import styled from 'styled-components';
import { formKitCopy } from './form-copy';

const Star = styled.span`
  color: ${(p) => p.theme.colors.danger};
  margin-left: 2px;
`;

/** The required mark after a label: a red star people see, '(obligatorio)' screen readers hear. */
export function RequiredMark() {
  return (
    <>
      <Star aria-hidden="true">*</Star>
      <span className="visually-hidden"> {formKitCopy.required}</span>
    </>
  );
}
