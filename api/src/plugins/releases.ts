import os from 'node:os';
import fp from 'fastify-plugin';
import { checkCanaries, errorRatePct, openReleaseStore, VisitCounter, type ReleaseState, type ReleaseStore } from '../releases';

/** What the site and the error-report route use of the release state (`app.releases`). */
export type ReleaseServices = {
  /** The live shell and remotes and the running canaries, as of the last switch. */
  current: () => ReleaseState;
  /** Where the state is changed (the automatic rollback; tests). */
  store: ReleaseStore;
  /** One page view served from a remote version. */
  countVisit: (remote: string, version: string) => void;
  /** A browser error was stored: the canaries are checked again shortly. */
  errorReported: () => void;
  /** Writes pending page views and checks the canaries now (tests, shutdown). */
  checkNow: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseServices;
  }
}

/** Page views are written at least this often, so other instances see them. */
const FLUSH_MS = 5_000;
/** Error reports arrive in bursts: one check a little after the first. */
const AFTER_ERROR_MS = 500;

/**
 * Release health in the server: counts page views per remote version, and every
 * CANARY_CHECK_INTERVAL_MS (and shortly after an error report) compares each canary's error rate
 * with its stable version's, rolling back a canary clearly worse (releases/canary-judgement.ts)
 * under the deploy lock. Every instance
 * runs it; the counts and reports are in the shared database, and the release store's lock makes
 * one of them do the rollback.
 */
export const releasesPlugin = fp(
  async (app) => {
    const { siteDir, databaseUrl, canaryMinVisits, canaryErrorMarginPct, canaryCheckIntervalMs } = app.config;
    const health = app.stores.releaseHealth;
    const { store: releases, watcher } = await openReleaseStore({ siteDir, databaseUrl, onError: (error) => app.log.error({ err: error }, 'release state unreadable; serving the last one read') });
    const current = watcher.current;
    const visits = new VisitCounter((counts) => health.addVisits(counts));
    const by = `server ${os.hostname()} pid ${process.pid}`;

    let running: Promise<void> | undefined;
    const check = (): Promise<void> => {
      running ??= (async () => {
        try {
          await visits.flush();
          if (current().canaries.length === 0) return;
          const verdicts = await checkCanaries({ releases, health, rule: { minVisits: canaryMinVisits, marginPct: canaryErrorMarginPct }, by });
          for (const v of verdicts.filter((v) => v.rolledBack)) {
            app.log.warn(
              {
                remote: v.remote,
                canaryVersion: v.canary.version,
                stableVersion: v.stable.version,
                canary: { visits: v.canary.visits, errors: v.canary.errors, errorRatePct: Number(errorRatePct(v.canary).toFixed(1)) },
                stable: { visits: v.stable.visits, errors: v.stable.errors, errorRatePct: Number(errorRatePct(v.stable).toFixed(1)) },
                excessLowPct: Number(v.excessLowPct.toFixed(1)),
                marginPct: canaryErrorMarginPct,
              },
              'canary rolled back automatically: its error rate is clearly above the stable version by more than the margin',
            );
          }
        } catch (error) {
          app.log.error({ err: error }, 'canary check failed');
        } finally {
          running = undefined;
        }
      })();
      return running;
    };

    let soon: NodeJS.Timeout | undefined;
    const flushTimer = setInterval(() => void visits.flush().catch((error) => app.log.error({ err: error }, 'page views not written')), FLUSH_MS).unref();
    const checkTimer = setInterval(() => void check(), canaryCheckIntervalMs).unref();

    app.decorate('releases', {
      current,
      store: releases,
      countVisit: (remote: string, version: string) => visits.count(remote, version),
      errorReported: () => {
        soon ??= setTimeout(() => {
          soon = undefined;
          void check();
        }, AFTER_ERROR_MS).unref();
      },
      checkNow: check,
    });
    // Before the stores close (hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      clearInterval(flushTimer);
      clearInterval(checkTimer);
      if (soon) clearTimeout(soon);
      await running;
      await visits.flush().catch((error) => app.log.error({ err: error }, 'page views not written'));
      watcher.close();
      await releases.close();
    });
  },
  { name: 'releases', fastify: '5.x', dependencies: ['config', 'stores'] },
);
