import fp from 'fastify-plugin';
import { withinDeadline } from '../db/deadline';
import { startDailyRetention, type DailyRetention } from '../leads/daily-retention';
import { startOutboxWorker, type OutboxWorker } from '../leads/outbox-worker';
import { StorageMonitor } from '../leads/storage-health';
import { openLeadStore } from '../leads/store';
import type { LeadStore } from '../leads/types';

/** The lead pipeline's services, as routes find them on the instance (`app.leads`). */
export type LeadServices = {
  store: LeadStore;
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
 * Opens the lead store (SQLite under DATA_DIR, or PostgreSQL), starts the outbox worker when SMTP
 * is configured and the daily retention, and gives the health check its probe; on close, the
 * worker finishes the mail it is sending (and a running purge its work) before the store closes.
 */
export const leadStorePlugin = fp(
  async (app) => {
    const { dataDir, databaseUrl, leads } = app.config;
    const store = await openLeadStore({ dataDir, databaseUrl });
    const outbox = leads.smtp ? startOutboxWorker({ store, smtp: leads.smtp, outbox: leads.outbox, log: app.log }) : undefined;
    const storage = new StorageMonitor(async () => {
      // A database that is down or paused must make the health check say so at once, not hang it.
      const [database, files] = await Promise.allSettled([withinDeadline(store.probeWrite(), PROBE_DEADLINE_MS), withinDeadline(store.cvs.probe(), PROBE_DEADLINE_MS)]);
      return { database: database.status === 'fulfilled' ? 'ok' : 'error', files: files.status === 'fulfilled' ? 'ok' : 'error' };
    });
    const retention = startDailyRetention({ store, log: app.log });
    app.decorate('leads', { store, outbox, storage, retention });
    app.addHook('onClose', async () => {
      await retention.stop();
      await outbox?.stop();
      await store.close();
    });
  },
  { name: 'lead-store', fastify: '5.x', dependencies: ['config'] },
);
