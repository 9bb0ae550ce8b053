/**
 * Set on a band's holder once React has adopted it as prerendered (./as-prerendered.tsx): nothing
 * inside it will ever be hydrated. A plain module, not part of the router singleton's contract:
 * the shell reads the attribute, the router module sets it.
 */
export const ADOPTED_BAND_ATTR = 'data-adopted-band';
