/**
 * Routers that never run in a visitor's browser: StaticRouter for the prerender and MemoryRouter
 * for component tests. Kept out of ./index (a shared module ships whole), they come from the same
 * react-router module instance, so their context is the one Link and useLocation read.
 */
export { MemoryRouter, StaticRouter } from 'react-router';
