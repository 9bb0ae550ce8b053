import type { LeadStore, VersionHealth } from '../leads/types';
import { appendHistory } from './deploy-history';
import { readRemotes } from './layout';
import { readCanaries, writeCanariesAtomically, type Canary } from './releases';
import { withSiteLock } from './site-lock';

/** When a canary is judged: its page views before judging, and the margin in percentage points. */
export type CanaryRule = { minVisits: number; marginPct: number };

/** A canary and the stable version it is compared with, over the same window (since the canary started). */
export type CanaryVerdict = {
  remote: string;
  canary: { version: string } & VersionHealth;
  stable: { version: string } & VersionHealth;
  rollBack: boolean;
};

/** Errors per page view, in percent (0 without views). */
export const errorRatePct = (h: VersionHealth) => (h.visits === 0 ? 0 : (100 * h.errors) / h.visits);

/**
 * Compares a canary with its stable version: roll back once the canary has had `minVisits` page
 * views and its error rate is above the stable one's by more than `marginPct` points.
 */
export async function judgeCanary(store: LeadStore, canary: Canary, stableVersion: string | undefined, rule: CanaryRule): Promise<CanaryVerdict> {
  const since = new Date(canary.since);
  const canaryHealth = await store.versionHealth(canary.name, canary.version, since);
  const stableHealth = stableVersion ? await store.versionHealth(canary.name, stableVersion, since) : { visits: 0, errors: 0 };
  const rollBack = canaryHealth.visits >= rule.minVisits && errorRatePct(canaryHealth) > errorRatePct(stableHealth) + rule.marginPct;
  return { remote: canary.name, canary: { version: canary.version, ...canaryHealth }, stable: { version: stableVersion ?? '-', ...stableHealth }, rollBack };
}

/**
 * Drops a remote's canary, holding the deploy lock and re-reading canary.json under it: true if
 * this call removed it (still the same version), false if it was gone already (another instance
 * or an operator got there first), so a rollback is recorded once.
 */
export async function dropCanary(siteDir: string, remote: string, version: string | undefined, record: { action: 'drop-canary' | 'auto-rollback'; by: string; note?: string }): Promise<boolean> {
  return withSiteLock(
    siteDir,
    () => {
      const canaries = readCanaries(siteDir);
      const canary = canaries.find((c) => c.name === remote && (version === undefined || c.version === version));
      if (!canary) return false;
      writeCanariesAtomically(siteDir, canaries.filter((c) => c !== canary));
      const stable = readRemotes(siteDir).find((r) => r.name === remote)?.version;
      appendHistory(siteDir, { action: record.action, remote, version: stable ?? '-', from: canary.version, by: record.by, note: record.note });
      return true;
    },
    { purpose: `${record.action} of the ${remote} canary` },
  );
}

/**
 * Checks every running canary and rolls back those that fail their rule. Runs in the server
 * (each instance; the lock and the re-read make one of them do it), so no operator is needed.
 * Returns the verdicts, rolled back or not.
 */
export async function checkCanaries(options: { siteDir: string; store: LeadStore; rule: CanaryRule; by: string }): Promise<(CanaryVerdict & { rolledBack: boolean })[]> {
  const canaries = readCanaries(options.siteDir);
  if (canaries.length === 0) return [];
  const stable = readRemotes(options.siteDir);
  const verdicts = [];
  for (const canary of canaries) {
    const verdict = await judgeCanary(options.store, canary, stable.find((r) => r.name === canary.name)?.version, options.rule);
    const note = `error rate ${errorRatePct(verdict.canary).toFixed(1)} % (${verdict.canary.errors}/${verdict.canary.visits}) vs stable ${errorRatePct(verdict.stable).toFixed(1)} % (${verdict.stable.errors}/${verdict.stable.visits}), margin ${options.rule.marginPct} points`;
    const rolledBack = verdict.rollBack && (await dropCanary(options.siteDir, canary.name, canary.version, { action: 'auto-rollback', by: options.by, note }));
    verdicts.push({ ...verdict, rolledBack });
  }
  return verdicts;
}
