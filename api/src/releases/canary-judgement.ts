import type { VersionHealth } from '../db/release-health';

/**
 * When a canary is judged: the page views it needs first (CANARY_MIN_VISITS) and the margin, in
 * percentage points, by which its error rate must be above the stable one's (CANARY_ERROR_MARGIN).
 */
export type CanaryRule = { minVisits: number; marginPct: number };

/** Error reports a canary needs before it can be judged: one or two unlucky views never decide. */
export const CANARY_MIN_ERRORS = 3;

/**
 * z of a 95 % two-sided interval: the rollback's bound is one-sided, so a canary exactly as good
 * as stable is rolled back at a single look with a chance under 2.5 % (under the margin, far less).
 */
const Z = 1.96;

/**
 * The Wilson score interval of a proportion (`k` of `n`): unlike the plain "p ± z·√(p(1−p)/n)" it
 * stays inside 0–1 and is honest at 0 of n and n of n, which is where a broken canary is.
 */
export function wilsonInterval(k: number, n: number, z = Z): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const scale = 1 + z2 / n;
  return { low: Math.max(0, (centre - spread) / scale), high: Math.min(1, (centre + spread) / scale) };
}

/**
 * How far above the stable error rate the canary's is, at least, with 95 % confidence (one-sided
 * 97.5 %), in percentage points: the lower end of Newcombe's hybrid score interval for a difference
 * of two proportions (Newcombe 1998, method 10), built from each version's Wilson interval. Negative
 * when the canary may well be no worse. A version with no page views has the interval 0–1: nothing
 * is known of it, so a canary is never judged against a stable version nobody saw.
 */
export function canaryExcessLowPct(canary: VersionHealth, stable: VersionHealth): number {
  // Reports are written at once, page views every few seconds: a count may briefly run ahead.
  const c = { k: Math.min(canary.errors, canary.visits), n: canary.visits };
  const s = { k: Math.min(stable.errors, stable.visits), n: stable.visits };
  const pc = c.n === 0 ? 0 : c.k / c.n;
  const ps = s.n === 0 ? 0 : s.k / s.n;
  const wc = wilsonInterval(c.k, c.n);
  const ws = wilsonInterval(s.k, s.n);
  return 100 * (pc - ps - Math.sqrt((pc - wc.low) ** 2 + (ws.high - ps) ** 2));
}

/**
 * Roll back a canary when the evidence says it fails more often than stable by more than the
 * margin: it has had `minVisits` page views and CANARY_MIN_ERRORS error reports, and even the
 * low end of the confidence interval of (canary rate − stable rate) is above `marginPct` points.
 * No fixed count decides: 16 failing views of 16 against 1 of 140 stable roll it back, a canary
 * failing on every view goes within its first views, and one no worse than stable stays however
 * long it runs. (The servers look again every check; a false alarm is still rare with the margin,
 * and costs a redeploy with --accept, where a missed one costs visitors.)
 */
export function canaryFailsClearly(canary: VersionHealth, stable: VersionHealth, rule: CanaryRule): boolean {
  if (canary.visits < rule.minVisits || canary.errors < CANARY_MIN_ERRORS) return false;
  return canaryExcessLowPct(canary, stable) > rule.marginPct;
}
