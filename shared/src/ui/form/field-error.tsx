import styled from 'styled-components';
import { Icon } from '../icons/icon';
import { errorId } from './field-ids';
import { typeScale } from '../theme/tokens';

// The icon sits beside the slot, not in it: the API fills a script-less answer by replacing the
// slot's text, and the slot holds nothing but that text. `order` draws the icon first.
const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(1.5)};
  color: ${(p) => p.theme.colors.danger};
  font-size: ${typeScale.sm};
  font-weight: 500;
  &:has(> [data-error-for][hidden]) { display: none; }
  > svg { order: -1; flex: none; margin-top: 2px; }
  > [data-error-for][hidden] + svg { display: none; }
`;

const Slot = styled.p`
  margin: 0;
`;

type FieldErrorProps = { formId: string; field: string; message?: string };

/**
 * The always-rendered error slot of a field: `<p id="{formId}-{field}-error" data-error-for>`,
 * hidden while empty. role="alert" announces a message as it appears; the control points at
 * the slot with aria-describedby.
 */
export function FieldError({ formId, field, message }: FieldErrorProps) {
  return (
    <Row>
      <Slot id={errorId(formId, field)} data-error-for={field} className="field-error" role="alert" hidden={!message}>
        {message}
      </Slot>
      <Icon name="circle-alert" size={16} />
    </Row>
  );
}
