import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: contents;
`;

/**
 * Wraps a remote's output: names the remote in the DOM and, when the deploy pipeline stamps
 * one (REMOTE_BUILD_ID at build time), its build label, so operators and tests can see which
 * build of a remote a page is running. Adds no box to the layout.
 */
export function RemoteRoot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Root data-remote={name} data-build={process.env.REMOTE_BUILD_ID || undefined}>
      {children}
    </Root>
  );
}
