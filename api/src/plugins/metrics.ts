import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LeadStore } from '../db';
import { SHELL, type ReleaseState } from '../releases';
import { withinDeadline } from '../db/deadline';

/** How long a scrape waits for the database; then `navega_db_up` is 0 and the outbox figures stay as last read. */
export const METRICS_DB_TIMEOUT_MS = 1_000;

/** Node's own metrics (CPU, memory, event loop, GC) describe the process: one set, however many apps a test builds. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Constant-time comparison of the presented bearer token with METRICS_TOKEN (hashed first: equal lengths). */
function presentsToken(req: FastifyRequest, token: string): boolean {
  const [scheme, given] = (req.headers.authorization ?? '').split(' ');
  if (scheme !== 'Bearer' || !given) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** The parts with a live or canary version, each with its canary's share (0 without one). */
function canaryShares(state: ReleaseState): Map<string, number> {
  const parts = new Map<string, number>();
  if (state.shell) parts.set(SHELL, 0);
  for (const remote of state.remotes) parts.set(remote.name, 0);
  for (const canary of state.canaries) parts.set(canary.name, canary.percent);
  return parts;
}

/**
 * Counts leads where their row is committed: a honeypot hit and a resend of a stored lead also
 * answer 201 (or 303), but store nothing and are not leads.
 */
function countStoredLeads(store: LeadStore, stored: Counter<'origin'>) {
  const insertLead = store.insertLead.bind(store);
  store.insertLead = async (lead, options) => {
    const outcome = await insertLead(lead, options);
    if (outcome === 'stored') stored.inc({ origin: lead.origin });
    return outcome;
  };
}

/** The metrics of one app, in their own registry (several apps may live in one test process). */
function appMetrics() {
  const registry = new Registry();
  const requests = new Counter({
    name: 'navega_http_requests_total',
    help: 'Requests answered, by method, route pattern (never the path asked for) and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'navega_http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern.',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const leadsStored = new Counter({
    name: 'navega_leads_stored_total',
    help: 'Leads committed to the store by this instance, by form (honeypot hits and resends not counted).',
    labelNames: ['origin'] as const,
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'navega_outbox_notifications',
    help: 'Lead notification e-mails waiting (pending) or given up (failed), as last read from the database.',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const dbUp = new Gauge({ name: 'navega_db_up', help: `1 when the database answered this scrape within ${METRICS_DB_TIMEOUT_MS} ms, else 0.`, registers: [registry] });
  const canaryRunning = new Gauge({ name: 'navega_canary_running', help: '1 while a canary of the part runs, else 0.', labelNames: ['part'] as const, registers: [registry] });
  const canaryPercent = new Gauge({ name: 'navega_canary_percent', help: "Share of visitors getting the part's canary (0 without one).", labelNames: ['part'] as const, registers: [registry] });
  return { registry, requests, latency, leadsStored, outbox, dbUp, canaryRunning, canaryPercent };
}

/**
 * GET /metrics in Prometheus' text format: requests and latency by route pattern, leads stored,
 * the outbox, whether the database answers, the canaries, and Node's process metrics. Only with
 * METRICS_TOKEN set, and only to `Authorization: Bearer <token>`: a proxy in front or a direct
 * connection cannot make it public by accident. Without the token there is no route (the site's 404).
 */
export const metricsPlugin = fp(
  async (app) => {
    const m = appMetrics();
    const { leads, outbox } = app.stores;
    countStoredLeads(leads, m.leadsStored);

    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'unmatched';
      m.requests.inc({ method: req.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` });
      m.latency.observe({ route }, reply.elapsedTime / 1000);
    });

    const token = app.config.metricsToken;
    if (!token) return;

    const refresh = async () => {
      try {
        const items = await withinDeadline(outbox.listOutbox(), METRICS_DB_TIMEOUT_MS, 'reading the outbox');
        m.outbox.set({ status: 'pending' }, items.filter((i) => i.status === 'pending').length);
        m.outbox.set({ status: 'failed' }, items.filter((i) => i.status === 'failed').length);
        m.dbUp.set(1);
      } catch {
        m.dbUp.set(0);
      }
      m.canaryRunning.reset();
      m.canaryPercent.reset();
      for (const [part, percent] of canaryShares(app.releases.current())) {
        m.canaryRunning.set({ part }, percent > 0 ? 1 : 0);
        m.canaryPercent.set({ part }, percent);
      }
    };

    // Scrapes stay out of the info log: one every 15 s would bury the visitors' requests.
    app.get('/metrics', { logLevel: 'warn' }, async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!presentsToken(req, token)) {
        return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ message: 'No autorizado.' });
      }
      await refresh();
      const all = Registry.merge([processMetrics(), m.registry]);
      return reply.type(all.contentType).send(await all.metrics());
    });
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['config', 'stores', 'releases'] },
);
