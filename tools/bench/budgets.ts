/**
 * First-load JavaScript budgets (gzip bytes) per route, checked by e2e/budget.spec.ts. Byte
 * counts are deterministic for a given build, so this test fails only when the code grows.
 * `/` holds issue 7's target of 130 KB (today about 128 KB); the other two sit at today's figure
 * plus a small margin (see README, Performance).
 */
export const FIRST_LOAD_JS_GZIP_BUDGET: Record<string, number> = {
  '/': 130 * 1024,
  '/telefonia': 155 * 1024,
  '/contacto': 148 * 1024,
};
