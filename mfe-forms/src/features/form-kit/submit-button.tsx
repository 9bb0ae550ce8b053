import styled, { keyframes } from 'styled-components';
import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '@site/shared/ui';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinner = styled(LoaderCircle)`
  animation: ${spin} 0.9s linear infinite;
`;

type SubmitButtonProps = { submitting: boolean; label: string; submittingLabel: string };

/** The send button: disabled and relabelled while the request is in flight (SPEC §4). */
export function SubmitButton({ submitting, label, submittingLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" $block disabled={submitting}>
      {submitting ? <Spinner size={18} aria-hidden="true" /> : <Send size={18} aria-hidden="true" />}
      {submitting ? submittingLabel : label}
    </Button>
  );
}
