import type { ComponentType } from 'react';

/** Props the shell passes to a remote's exposed `./routes` module. */
export type RemoteRoutesProps = {
  /** The SPEC path being shown, exactly as in the route table (`/kit/crm`). */
  path: string;
};

/** What a page remote exposes as `./routes`: a component rendering the page for a path. */
export type RemoteRoutesModule = { default: ComponentType<RemoteRoutesProps> };

/**
 * Set on a band's holder once React has adopted it as prerendered (AsPrerendered, in the router
 * module): nothing inside it will ever be hydrated, so the shell's input guard
 * (shell/src/app/native-until-hydrated.ts) hands the clicks there to React, and the holder routes
 * its links. A DOM convention, not part of the router singleton's contract.
 */
export const ADOPTED_BAND_ATTR = 'data-adopted-band';
