import styled, { keyframes } from 'styled-components';
import { Button, Icon } from '@site/shared/ui';

const spin = keyframes`to { transform: rotate(360deg); }`;
// Styles the icon's own <svg> (Icon passes className on), so the whole drawing turns about its centre.
const Spinner = styled(Icon)`
  animation: ${spin} 0.9s linear infinite;
`;

type SubmitButtonProps = { submitting: boolean; label: string; submittingLabel: string };

/** The send button: disabled and relabelled while the request is in flight (SPEC §4). */
export function SubmitButton({ submitting, label, submittingLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" $block disabled={submitting}>
      {submitting ? <Spinner name="loader-circle" size={18} /> : <Icon name="send" size={18} />}
      {submitting ? submittingLabel : label}
    </Button>
  );
}
