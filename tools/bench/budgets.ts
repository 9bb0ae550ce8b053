import { siteRoutes } from '@site/shared/content/site-routes';

/** Issue 15's cap on first-load JavaScript, in gzip bytes, for every route. */
export const FIRST_LOAD_JS_GZIP_CAP = 130 * 1024;

/**
 * First-load JavaScript budgets (gzip bytes) per route, checked by e2e/budget.spec.ts and shown
 * by `npm run bench`. Byte counts are deterministic for a given build, so the test fails only
 * when the code grows. Every route holds the same cap.
 */
export const FIRST_LOAD_JS_GZIP_BUDGET: Record<string, number> = Object.fromEntries(siteRoutes.map((route) => [route.path, FIRST_LOAD_JS_GZIP_CAP]));
