import { useId } from 'react';
import styled from 'styled-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formsCopy } from '@site/shared/content/forms-copy';

// Off-screen rather than display:none: simple bots skip fields they can tell are hidden.
const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * The `website` trap: invisible to people and skipped by keyboards and screen readers, so
 * only bots fill it. It is sent with the lead and the server drops leads that carry it.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  const id = useId();
  return (
    <OffScreen aria-hidden="true">
      <label htmlFor={id}>{formsCopy.fields.honeypotLabel}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </OffScreen>
  );
}
