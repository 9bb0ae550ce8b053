import type { ComponentType } from 'react';

/** Props the shell passes to a remote's exposed `./routes` module. */
export type RemoteRoutesProps = {
  /** The SPEC path being shown, exactly as in the route table (`/kit/crm`). */
  path: string;
};

/** What a page remote exposes as `./routes`: a component rendering the page for a path. */
export type RemoteRoutesModule = { default: ComponentType<RemoteRoutesProps> };
