// @types/react 18 does not know the popover attributes yet; React 18 passes lowercase unknown
// attributes through to the DOM as they are, so they are declared here in lowercase.
// (Merged interfaces must repeat React's type parameter `T`, unused here.)
/* eslint-disable @typescript-eslint/no-unused-vars */
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: '' | 'auto' | 'manual' | undefined;
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string | undefined;
    popovertargetaction?: 'toggle' | 'show' | 'hide' | undefined;
  }
}
