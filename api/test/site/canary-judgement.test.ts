/**
 * When the servers roll a canary back (api/src/releases/canary-judgement.ts): on the evidence,
 * not after a fixed number of views. The cases are the operator's (issue 33): a canary whose
 * every page failed, a canary as good as stable, and one or two unlucky views.
 */
import { CANARY_MIN_ERRORS, canaryExcessLowPct, canaryFailsClearly, wilsonInterval } from '../../src/releases';
import { SETTINGS } from '../../src/settings';

/** The servers' defaults (api/src/settings.ts): 5 page views, 5 points. */
const RULE = { minVisits: 5, marginPct: 5 };
const views = (errors: number, visits: number) => ({ errors, visits });

describe('a failing canary is rolled back on the evidence', () => {
  test('16 failing views of 16 against 1 of 140 stable (the walk of issue 33) roll it back', () => {
    expect(canaryFailsClearly(views(16, 16), views(1, 140), RULE)).toBe(true);
  });

  test('a canary failing on every view is rolled back within its first 20 views, whatever its share', () => {
    // Stable's views over the same window, at its usual 0.7 %: a canary for 10 %, 50 % and 90 % of visitors.
    for (const stablePerCanaryView of [9, 1, 1 / 9]) {
      const first = [...Array(20).keys()].map((i) => i + 1).find((n) => {
        const stableViews = Math.round(n * stablePerCanaryView);
        return canaryFailsClearly(views(n, n), views(Math.round(stableViews * 0.007), stableViews), RULE);
      });
      expect([stablePerCanaryView, first]).toEqual([stablePerCanaryView, expect.any(Number)]);
    }
  });

  test('a canary at the stable version’s rate never rolls back, however many views', () => {
    for (const ratePct of [0, 0.7, 2, 10, 30, 60]) {
      for (const visits of [5, 20, 50, 100, 1_000, 10_000, 1_000_000]) {
        const errors = Math.round((visits * ratePct) / 100);
        expect([ratePct, visits, canaryFailsClearly(views(errors, visits), views(errors * 9, visits * 9), RULE)]).toEqual([ratePct, visits, false]);
      }
    }
  });
});

describe('one or two errors never decide', () => {
  test('1 error in 3 views against 0 of 100 stable does not roll it back', () => {
    expect(canaryFailsClearly(views(1, 3), views(0, 100), RULE)).toBe(false);
  });

  test('2 failing views of 2 against 0 of 1000 stable do not roll it back, though the bound alone would', () => {
    expect(canaryExcessLowPct(views(2, 2), views(0, 1000))).toBeGreaterThan(RULE.marginPct);
    expect(canaryFailsClearly(views(2, 2), views(0, 1000), RULE)).toBe(false);
  });

  test(`${CANARY_MIN_ERRORS} errors are needed, and CANARY_MIN_VISITS page views`, () => {
    expect(CANARY_MIN_ERRORS).toBe(3);
    // What the README's settings table tells operators.
    expect(SETTINGS.CANARY_MIN_VISITS.doc).toContain(`${CANARY_MIN_ERRORS} error reports (CANARY_MIN_ERRORS)`);
    // Two errors in five views, against a stable version that never fails: the bound alone would decide.
    expect(canaryExcessLowPct(views(2, 5), views(0, 10_000))).toBeGreaterThan(RULE.marginPct);
    expect(canaryFailsClearly(views(2, 5), views(0, 10_000), RULE)).toBe(false);
    expect(canaryFailsClearly(views(3, 5), views(0, 10_000), RULE)).toBe(true);
    // Three of three fails clearly, but three views are fewer than five.
    expect(canaryExcessLowPct(views(3, 3), views(0, 1000))).toBeGreaterThan(RULE.marginPct);
    expect(canaryFailsClearly(views(3, 3), views(0, 1000), RULE)).toBe(false);
    expect(canaryFailsClearly(views(3, 3), views(0, 1000), { ...RULE, minVisits: 3 })).toBe(true);
  });
});

describe('the margin (CANARY_ERROR_MARGIN) is what a canary may be worse by', () => {
  test('a canary clearly but only a little worse than stable (6 % against 2 %, thousands of views) stays under a 5-point margin', () => {
    expect(canaryExcessLowPct(views(120, 2000), views(360, 18000))).toBeGreaterThan(2);
    expect(canaryFailsClearly(views(120, 2000), views(360, 18000), RULE)).toBe(false);
    // Without a margin the same figures would roll it back.
    expect(canaryFailsClearly(views(120, 2000), views(360, 18000), { ...RULE, marginPct: 0 })).toBe(true);
  });

  test('a canary failing on 30 % of its views against 0.7 % is rolled back with a 5-point margin, not with a 50-point one', () => {
    expect(canaryFailsClearly(views(30, 100), views(1, 140), RULE)).toBe(true);
    expect(canaryFailsClearly(views(30, 100), views(1, 140), { ...RULE, marginPct: 50 })).toBe(false);
  });
});

describe('what is not known is not held against a canary', () => {
  test('against a stable version nobody saw in the window, nothing is decided', () => {
    expect(canaryFailsClearly(views(20, 20), views(0, 0), RULE)).toBe(false);
  });

  test('reports counted before their page views (views are written every few seconds) count as at most one per view', () => {
    expect(canaryExcessLowPct(views(9, 5), views(0, 50))).toBe(canaryExcessLowPct(views(5, 5), views(0, 50)));
  });

  test('the Wilson interval of 0 of n and n of n stays inside 0–1 and narrows with n', () => {
    expect(wilsonInterval(0, 10).low).toBe(0);
    expect(wilsonInterval(10, 10).high).toBe(1);
    expect(wilsonInterval(10, 10).low).toBeCloseTo(10 / (10 + 1.96 ** 2), 10);
    expect(wilsonInterval(100, 100).low).toBeGreaterThan(wilsonInterval(10, 10).low);
  });
});
