import fp from 'fastify-plugin';
import { withinDeadline } from '../db/deadline';
import { startDailyRetention, type DailyRetention } from '../leads/daily-retention';
import { startOutboxWorker, type OutboxWorker } from '../leads/outbox-worker';
import { StorageMonitor } from '../leads/storage-health';

/** The lead pipeline's services, as routes find them on the instance (`app.leads`); the stores are `app.stores`. */
export type LeadServices = {
  /** Sends the notification e-mails; absent without SMTP (leads are stored all the same). */
  outbox?: OutboxWorker;
  /** Whether leads can be written now: POST /api/contact reports to it, GET /api/health asks it. */
  storage: StorageMonitor;
  /** SPEC §9's retention, once a day, on one instance at a time. */
  retention: DailyRetention;
};

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadServices;
  }
}

/** The health check answers within about this long, whatever the database does. */
const PROBE_DEADLINE_MS = 1_500;

/**
 * Starts the outbox worker when SMTP is configured and the daily retention, and gives the health
 * check its probe; on close, the worker finishes the mail it is sending (and a running purge its
 * work) before the stores close (onClose hooks run in reverse order of registration).
 */
export const leadsPlugin = fp(
  async (app) => {
    const { leads } = app.config;
    const { stores } = app;
    const outbox = leads.smtp ? startOutboxWorker({ leads: stores.leads, outbox: stores.outbox, smtp: leads.smtp, settings: leads.outbox, log: app.log }) : undefined;
    const storage = new StorageMonitor(async () => {
      // A database that is down or paused must make the health check say so at once, not hang it.
      const [database, files] = await Promise.allSettled([withinDeadline(stores.probeWrite(), PROBE_DEADLINE_MS), withinDeadline(stores.leads.cvs.probe(), PROBE_DEADLINE_MS)]);
      return { database: database.status === 'fulfilled' ? 'ok' : 'error', files: files.status === 'fulfilled' ? 'ok' : 'error' };
    });
    const retention = startDailyRetention({ stores, log: app.log });
    app.decorate('leads', { outbox, storage, retention });
    app.addHook('onClose', async () => {
      await retention.stop();
      await outbox?.stop();
    });
  },
  { name: 'leads', fastify: '5.x', dependencies: ['config', 'stores'] },
);
