import { loadConfig } from '../../../api/src/config';
import {
  CANARY_MIN_ERRORS,
  errorRatePct,
  judgeCanary,
  LIVE_ACTIONS,
  liveVersion,
  openReleaseHealthStore,
  protectedVersions,
  publishedVersions,
  SHELL,
  type HistoryEntry,
  type ReleaseStore,
  type VersionHealth,
} from '../../../api/src/releases';
import { allParts, workspaceOf } from '../parts';

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
/** History lines --list shows (the file keeps them all). */
const LIST_HISTORY = 40;

function describe(h: HistoryEntry): string {
  const what: Record<HistoryEntry['action'], string> = {
    live: 'live for everyone',
    canary: `canary for ${h.percent} %`,
    promote: 'canary promoted',
    rollback: 'switched back to a version live before',
    switch: 'switched to a version never live for everyone',
    'drop-canary': `canary ${h.from} dropped`,
    'auto-rollback': `canary ${h.from} rolled back automatically`,
    prune: 'deleted (prune)',
  };
  const from = h.from && !['drop-canary', 'auto-rollback'].includes(h.action) ? ` (was ${h.from})` : '';
  return `${when(h.at)}  ${workspaceOf(h.remote).padEnd(16)} ${h.version.padEnd(13)} ${what[h.action]}${from}  by ${h.by}${h.note ? `  — ${h.note}` : ''}`;
}

/**
 * --list: published versions of the shell and each remote (live, canary and those kept for open
 * tabs or a rollback marked) and the history: when, what, which version, who.
 */
export async function printList(site: string, releases: ReleaseStore, retentionDays: number): Promise<void> {
  const state = await releases.read();
  const history = await releases.history();
  const kept = protectedVersions(state, history, retentionDays);
  console.log('Published versions (oldest first):');
  for (const part of allParts()) {
    const current = liveVersion(state, part.name);
    const canary = state.canaries.find((c) => c.name === part.name);
    const mark = (v: string) => (v === current ? `${v} (live)` : v === canary?.version ? `${v} (canary ${canary.percent} %)` : kept.has(`${part.name}/${v}`) ? `${v} (kept)` : v);
    console.log(`  ${part.workspace.padEnd(18)} ${publishedVersions(site, part.name).map(mark).join(', ') || '(not published)'}`);
  }
  console.log(`(kept: a rollback target, or replaced less than ${retentionDays} days ago; --prune never deletes it)`);
  console.log(`\nHistory (newest last${history.length > LIST_HISTORY ? `, last ${LIST_HISTORY} of ${history.length}` : ''}):`);
  if (history.length === 0) console.log('  (none yet)');
  for (const h of history.slice(-LIST_HISTORY)) console.log(`  ${describe(h)}`);
}

const rate = (h: VersionHealth) => `${String(h.visits).padStart(7)} ${String(h.errors).padStart(7)} ${`${errorRatePct(h).toFixed(1)} %`.padStart(9)}`;

/**
 * --status: each live version's and each canary's page views, error reports and error rate, from
 * the database the servers share (DATA_DIR or DATABASE_URL, as the server reads them). With a
 * canary both are counted since it started; otherwise since the version went live.
 */
export async function printStatus(releases: ReleaseStore): Promise<void> {
  const config = loadConfig(process.env);
  const store = await openReleaseHealthStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const rule = { minVisits: config.canaryMinVisits, marginPct: config.canaryErrorMarginPct };
  try {
    const history = await releases.history();
    const state = await releases.read();
    const canaries = state.canaries;
    console.log(`${'part'.padEnd(18)} ${'version'.padEnd(22)} ${'share'.padStart(5)} ${'since'.padEnd(21)} ${'visits'.padStart(7)} ${'errors'.padStart(7)} ${'rate'.padStart(9)}`);
    for (const entry of [...(state.shell ? [{ name: SHELL, version: state.shell }] : []), ...state.remotes]) {
      const canary = canaries.find((c) => c.name === entry.name);
      const wentLive = history.filter((h) => h.remote === entry.name && h.version === entry.version && LIVE_ACTIONS.has(h.action)).at(-1)?.at;
      const since = canary?.since ?? wentLive ?? new Date(0).toISOString();
      const stable = await store.versionHealth(entry.name, entry.version, new Date(since));
      const share = canary ? `${100 - canary.percent} %` : '100 %';
      console.log(`${workspaceOf(entry.name).padEnd(18)} ${`${entry.version} live`.padEnd(22)} ${share.padStart(5)} ${when(since).padEnd(21)} ${rate(stable)}`);
      if (!canary) continue;
      const verdict = await judgeCanary(store, canary, entry.version, rule);
      const needs = rule.minVisits - verdict.canary.visits;
      const outlook =
        needs > 0
          ? `judged after ${needs} more visit(s)`
          : verdict.rollBack
            ? 'over the margin: the servers roll it back at their next check'
            : `within ${rule.marginPct} points of stable`;
      console.log(`${''.padEnd(18)} ${`${canary.version} canary`.padEnd(22)} ${`${canary.percent} %`.padStart(5)} ${when(canary.since).padEnd(21)} ${rate(verdict.canary)}  ${outlook} (by ${canary.by})`);
    }
    console.log(
      `\nAutomatic rollback: a canary with at least ${rule.minVisits} visits and ${CANARY_MIN_ERRORS} error reports whose error rate is, with 95 % confidence, more than ${rule.marginPct} points above the stable version's (CANARY_MIN_VISITS, CANARY_ERROR_MARGIN; docs/operations.md, "Canary releases").`,
    );
  } finally {
    await store.close();
  }
}
