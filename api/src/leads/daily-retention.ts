import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { purgeExpiredLeads, type PurgeReport } from './retention';
import type { Stores } from '../db';

export const RETENTION_TASK = 'retention';
/** SPEC §9's retention is applied once a day. */
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;
/** A holder that dies mid-run frees the task after this long; a purge takes seconds. */
const LEASE_MS = 30 * 60 * 1000;
/** How often each instance asks whether the day's run is due (a restart loses at most this). */
export const RETENTION_CHECK_MS = 10 * 60 * 1000;

export type DailyRetention = {
  /** Runs the purge if a day has passed since the last run and no one else is running it; the report, or undefined. */
  runIfDue(): Promise<PurgeReport | undefined>;
  stop(): Promise<void>;
};

/**
 * Applies the retention once a day, on one instance at a time: the database decides who (a row
 * lease on `maintenance_runs`, the same on SQLite and PostgreSQL), so several instances, or an
 * instance and `npm run leads -- purge`, never purge twice the same day. `now` is injectable so
 * a test can move the day without waiting; the timer only asks every RETENTION_CHECK_MS.
 */
export function startDailyRetention(options: {
  stores: Pick<Stores, 'leads' | 'releaseHealth' | 'tasks'>;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** 0: no timer (tests call runIfDue themselves). */
  checkEveryMs?: number;
}): DailyRetention {
  const { stores, log, now = () => new Date(), checkEveryMs = RETENTION_CHECK_MS } = options;
  const holder = randomUUID();
  let running: Promise<PurgeReport | undefined> | undefined;

  async function run(): Promise<PurgeReport | undefined> {
    const started = now();
    if (!(await stores.tasks.claimTask(RETENTION_TASK, holder, started, RETENTION_EVERY_MS, LEASE_MS))) return undefined;
    try {
      const report = await purgeExpiredLeads(stores, { now: started });
      await stores.tasks.finishTask(RETENTION_TASK, holder, now());
      // Counts only: the leads' content never goes into a log line.
      log.info(
        { leads: report.leads.length, cvs: report.cvFiles.length, orphanCvs: report.orphanFiles.length, clientErrors: report.clientErrors, visitRows: report.visitRows },
        'daily retention applied',
      );
      return report;
    } catch (error) {
      // The lease runs out by itself and the next check tries again.
      log.error({ code: (error as { code?: unknown }).code }, 'daily retention failed');
      return undefined;
    }
  }

  const runIfDue = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = checkEveryMs > 0 ? setInterval(() => void runIfDue(), checkEveryMs) : undefined;
  timer?.unref();
  return {
    runIfDue,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
