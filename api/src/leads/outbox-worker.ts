import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxConfig, SmtpConfig } from './config';
import { composeLeadMail } from './notify';
import type { LeadStore, OutboxItem, OutboxStore } from '../db';

/** The background sender of lead notifications. */
export type OutboxWorker = {
  /** Look for due rows now (called after each accepted lead). */
  kick(): void;
  /** Stops polling and waits for the mail being sent, if any. */
  stop(): Promise<void>;
};

const BATCH = 10;

/** 1 min, 2, 4 … capped at 1 h (with the defaults). */
export function retryDelay(attempts: number, config: Pick<OutboxConfig, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(config.baseDelayMs * 2 ** Math.max(0, attempts - 1), config.maxDelayMs);
}

/** Only a code and a short text are kept: an SMTP reply may quote addresses. */
function describe(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; message?: string };
  return [e.code, e.responseCode, e.message?.split('\n')[0]].filter(Boolean).join(' ').slice(0, 300) || 'error';
}

/**
 * Sends the outbox rows by e-mail. A lead is committed before its 2xx whatever SMTP does: an
 * outage only delays the mail (retries with exponential backoff, then the row is marked failed
 * and the lead stays available through `npm run leads -- export`). Delivery is at least once:
 * a crash between sending and marking can send one mail twice.
 */
export function startOutboxWorker(options: {
  /** Where the lead and its CV are read. */
  leads: LeadStore;
  /** The rows to work off. */
  outbox: OutboxStore;
  smtp: SmtpConfig;
  settings: OutboxConfig;
  log: FastifyBaseLogger;
}): OutboxWorker {
  const { leads, outbox: store, smtp, settings: outbox, log } = options;
  const transporter: Transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ignoreTLS: smtp.ignoreTLS,
    requireTLS: smtp.requireTLS,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let rerun = false;
  let stopped = false;

  async function deliver(item: OutboxItem) {
    const lead = await leads.getLead(item.leadId);
    if (!lead) {
      await store.markNotificationFailed(item.id, item.attempts, 'lead no longer exists');
      return;
    }
    try {
      // From files or PostgreSQL: whichever instance stored the CV, this one can attach it.
      const cv = lead.cvPath ? await leads.cvs.read(lead.cvPath) : undefined;
      await transporter.sendMail(composeLeadMail(lead, smtp, cv));
      await store.markNotificationSent(item.id, new Date());
      log.info({ leadId: lead.id, origin: lead.origin }, 'lead notification sent');
    } catch (error) {
      const attempts = item.attempts + 1;
      const reason = describe(error);
      if (attempts >= outbox.maxAttempts) {
        await store.markNotificationFailed(item.id, attempts, reason);
        log.error({ leadId: lead.id, attempts, reason }, 'lead notification failed for good; the lead is stored');
      } else {
        const delay = retryDelay(attempts, outbox);
        await store.markNotificationRetry(item.id, attempts, new Date(Date.now() + delay), reason);
        log.warn({ leadId: lead.id, attempts, retryInMs: delay, reason }, 'lead notification failed; will retry');
      }
    }
  }

  async function runOnce(): Promise<number> {
    const items = await store.claimDueNotifications(new Date(), BATCH, outbox.leaseMs);
    for (const item of items) {
      if (stopped) break;
      await deliver(item);
    }
    return items.length;
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    // The worker alone must not keep a process (a CLI, a test) alive.
    timer.unref();
  }

  function tick() {
    timer = undefined;
    if (running) {
      rerun = true;
      return;
    }
    running = runOnce()
      .then(
        (count) => (count === BATCH ? 0 : outbox.pollMs),
        (error) => {
          log.error({ reason: describe(error) }, 'outbox worker could not read the outbox');
          return outbox.pollMs;
        },
      )
      .then((next) => {
        running = undefined;
        const again = rerun;
        rerun = false;
        schedule(again ? 0 : next);
      });
  }

  schedule(0);
  return {
    kick() {
      if (running) rerun = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transporter.close();
    },
  };
}
