/**
 * The router the whole site uses, shared once at run time (a federation singleton, so every
 * remote's links use the shell's router). Import routing from here, never from react-router
 * directly: a shared module is never tree-shaken, so sharing react-router itself would ship all
 * of it to every visitor; this module re-exports only what the browser needs, and the bundler
 * drops the rest. Route matching is the shell's own (`findSiteRoute`). Add an export here when a
 * page needs one more router feature; routers for the prerender and tests are in ./server.
 */
export { BrowserRouter, Link, NavLink, useLocation, useNavigate, type LinkProps, type NavLinkProps } from 'react-router';
/** Markup adopted as prerendered, its links the router's (issue 34). */
export { AsPrerendered } from './as-prerendered';

/**
 * The router module's contract version (a run-time singleton from the shell, like the store):
 * bump it when an export is added (minor) or removed or changed, react-router included (major).
 * tools/federation-contracts.test.ts fails when the shape changes without a bump.
 */
export const ROUTER_CONTRACT_VERSION = '1.1.0';
