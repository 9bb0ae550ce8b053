import styled from 'styled-components';
import { formsCopy } from '../../content/forms-copy';
import { controlId } from './field-ids';

/** The trap field's name; the API drops any lead that fills it. */
export const HONEYPOT_FIELD = 'website';

// Off-screen rather than display:none: simple bots skip fields they can tell are hidden.
// `inert` (as the string React 18 passes through) keeps it out of focus: a dialog's focusing
// steps or a click can never land a visitor in it; it is still posted with the form.
const inert = { inert: '' } as object;
const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * The `website` trap: invisible to people, never focused, and hidden from screen readers, so only
 * bots fill it. It is posted with the form, natively or by script (readHoneypot).
 */
export function Honeypot({ formId }: { formId: string }) {
  const id = controlId(formId, HONEYPOT_FIELD);
  return (
    <OffScreen aria-hidden="true" {...inert}>
      <label htmlFor={id}>{formsCopy.fields.honeypotLabel}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </OffScreen>
  );
}

/** What the trap holds at the moment of sending (read from the DOM, like every uncontrolled field). */
export function readHoneypot(form: HTMLFormElement | null): string {
  const input = form?.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : '';
}
