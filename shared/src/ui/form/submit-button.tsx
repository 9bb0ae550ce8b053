import styled, { keyframes } from 'styled-components';
import { Button } from '../button';
import { Icon } from '../icons/icon';

const spin = keyframes`to { transform: rotate(360deg); }`;
// Styles the icon's own <svg> (Icon passes className on), so the drawing turns about its centre.
const Spinner = styled(Icon)`
  animation: ${spin} 0.9s linear infinite;
`;

export type SubmitButtonProps = {
  label: string;
  /** Shown while the form is being sent ('Enviando...'). */
  busyLabel: string;
  busy?: boolean;
  /** The id of the form it sends, when it sits outside it. */
  form?: string;
};

/** The send button: disabled and relabelled while the request is in flight (SPEC §4). */
export function SubmitButton({ label, busyLabel, busy = false, form }: SubmitButtonProps) {
  return (
    <Button type="submit" $block disabled={busy} form={form}>
      {busy ? <Spinner name="loader-circle" size={18} /> : <Icon name="send" size={18} />}
      {busy ? busyLabel : label}
    </Button>
  );
}
