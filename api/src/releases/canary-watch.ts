import type { ReleaseHealthStore, VersionHealth } from '../db/release-health';
import { liveVersion, type Canary } from './state';
import type { ReleaseStore } from './store';
import { canaryExcessLowPct, canaryFailsClearly, type CanaryRule } from './canary-judgement';

/** A canary and the live version it is compared with, over the same window (since the canary started). */
export type CanaryVerdict = {
  remote: string;
  canary: { version: string } & VersionHealth;
  stable: { version: string } & VersionHealth;
  /** At least how many points the canary's error rate is above the stable one's (95 % confidence; negative: maybe not at all). */
  excessLowPct: number;
  rollBack: boolean;
};

/** Errors per page view, in percent (0 without views). */
export const errorRatePct = (h: VersionHealth) => (h.visits === 0 ? 0 : (100 * h.errors) / h.visits);

/**
 * Compares a canary (a remote's or the shell's) with its live version over the same window: roll
 * back once the evidence says it fails more often by more than `marginPct` points (the rule and
 * its statistics: canary-judgement.ts). Errors include pages whose scripts never ran (a script
 * that did not load, or no sign of life), reported by the page's inline loader.
 */
export async function judgeCanary(health: Pick<ReleaseHealthStore, 'versionHealth'>, canary: Canary, stableVersion: string | undefined, rule: CanaryRule): Promise<CanaryVerdict> {
  const since = new Date(canary.since);
  const canaryHealth = await health.versionHealth(canary.name, canary.version, since);
  const stableHealth = stableVersion ? await health.versionHealth(canary.name, stableVersion, since) : { visits: 0, errors: 0 };
  return {
    remote: canary.name,
    canary: { version: canary.version, ...canaryHealth },
    stable: { version: stableVersion ?? '-', ...stableHealth },
    excessLowPct: canaryExcessLowPct(canaryHealth, stableHealth),
    rollBack: canaryFailsClearly(canaryHealth, stableHealth, rule),
  };
}

/**
 * Drops a part's canary under the lock, on the state as it is then: true if this call removed it
 * (still the same version), false if it was gone already (another instance or an operator got
 * there first), so a rollback is recorded once.
 */
export function dropCanary(releases: ReleaseStore, name: string, version: string | undefined, record: { action: 'drop-canary' | 'auto-rollback'; by: string; note?: string }): Promise<boolean> {
  return releases.change(`${record.action} of the ${name} canary`, (state) => {
    const canary = state.canaries.find((c) => c.name === name && (version === undefined || c.version === version));
    if (!canary) return { result: false };
    return {
      state: { ...state, canaries: state.canaries.filter((c) => c !== canary) },
      history: [{ action: record.action, remote: name, version: liveVersion(state, name) ?? '-', from: canary.version, by: record.by, note: record.note }],
      result: true,
    };
  });
}

/**
 * Checks every running canary and rolls back those that fail their rule. Runs in the server
 * (each instance; the lock and the re-read make one of them do it), so no operator is needed.
 * Returns the verdicts, rolled back or not.
 */
export async function checkCanaries(options: { releases: ReleaseStore; health: Pick<ReleaseHealthStore, 'versionHealth'>; rule: CanaryRule; by: string }): Promise<(CanaryVerdict & { rolledBack: boolean })[]> {
  const state = await options.releases.read();
  const verdicts = [];
  for (const canary of state.canaries) {
    const verdict = await judgeCanary(options.health, canary, liveVersion(state, canary.name), options.rule);
    const note = `error rate ${errorRatePct(verdict.canary).toFixed(1)} % (${verdict.canary.errors}/${verdict.canary.visits}) vs stable ${errorRatePct(verdict.stable).toFixed(1)} % (${verdict.stable.errors}/${verdict.stable.visits}), at least ${verdict.excessLowPct.toFixed(1)} points worse (95 % confidence), margin ${options.rule.marginPct} points`;
    const rolledBack = verdict.rollBack && (await dropCanary(options.releases, canary.name, canary.version, { action: 'auto-rollback', by: options.by, note }));
    verdicts.push({ ...verdict, rolledBack });
  }
  return verdicts;
}
