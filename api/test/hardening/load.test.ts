/**
 * Load (issue 8): 50 concurrent clients for 5 s, each alternating POST /api/contact (a unique
 * lead per request) and POST /api/ask-bot, on loopback with the per-IP limits lifted for loopback
 * (RATE_LIMIT_ALLOW_LOOPBACK). No errors, no timeouts, no non-2xx, and every acknowledged lead is
 * in the database afterwards; GET /api/health answers during the run.
 */
import autocannon from 'autocannon';
import { startLeadApp, type LeadApp } from '../helpers/lead-app';
import { validContact } from '../../testing/fixtures';

jest.setTimeout(60_000);

const CONNECTIONS = 50;
const DURATION_S = 5;

let t: LeadApp;
beforeAll(async () => {
  t = await startLeadApp({ rateLimitAllowLoopback: true, rateLimitPerMinute: 10 });
});
afterAll(() => t.close());

test(`${CONNECTIONS} clients for ${DURATION_S} s on both POST endpoints: all 2xx, every acknowledged lead stored`, async () => {
  const origin = new URL(t.url).origin;
  const acked: string[] = [];
  const statuses = { contact: new Map<number, number>(), askBot: new Map<number, number>() };
  const tally = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);
  let serial = 0;

  // Halfway through, the server must still answer its health check promptly.
  const probe = new Promise<{ status: number; ms: number }>((resolve) =>
    setTimeout(async () => {
      const started = Date.now();
      const res = await fetch(`${origin}/api/health`);
      resolve({ status: res.status, ms: Date.now() - started });
    }, (DURATION_S * 1000) / 2),
  );

  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json' },
        // One unique lead per request; with pipelining 1 the context is this request's.
        setupRequest: (req, context) => {
          context.email = `load-${serial++}@example.com`;
          return { ...req, body: JSON.stringify({ ...validContact(), email: context.email }) };
        },
        onResponse: (status, _body, context) => {
          tally(statuses.contact, status);
          if (status >= 200 && status < 300) acked.push(context.email as string);
        },
      },
      {
        method: 'POST',
        path: '/api/ask-bot',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: '¿Cuánto cuesta la fibra para empresas?', sessionName: 'sess_load' }),
        onResponse: (status) => void tally(statuses.askBot, status),
      },
    ],
  });
  const health = await probe;

  const stored = new Set(t.rows().map((r) => String(r.email)));
  const missing = acked.filter((email) => !stored.has(email));
  const summary = (map: Map<number, number>) => [...map].map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(
    `[hardening load] ${CONNECTIONS} connections, ${result.duration.toFixed(1)} s: ${result.requests.total} requests ` +
      `(${Math.round(result.requests.total / result.duration)}/s), latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms; ` +
      `contact ${summary(statuses.contact)}, ask-bot ${summary(statuses.askBot)}; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; ` +
      `leads sent ${serial}, acknowledged ${acked.length}, stored ${stored.size}, acknowledged but missing ${missing.length}; health mid-run ${health.status} in ${health.ms} ms`,
  );

  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect([...statuses.contact.keys()]).toEqual([201]);
  expect([...statuses.askBot.keys()]).toEqual([200]);
  // Enough traffic to mean something even on a slow CI machine.
  expect(acked.length).toBeGreaterThan(100);
  expect(statuses.askBot.get(200)).toBeGreaterThan(100);
  expect(missing).toEqual([]);
  // Requests still in flight when the run stopped may be stored without their answer being
  // counted; anything else in the table would be a lead nobody sent.
  expect(stored.size).toBeGreaterThanOrEqual(acked.length);
  expect(stored.size).toBeLessThanOrEqual(serial);
  expect([...stored].every((email) => /^load-\d+@example\.com$/.test(email) && Number(email.slice(5, email.indexOf('@'))) < serial)).toBe(true);
  // Each commit is fsync'd on the event loop, so the probe queues behind the leads in flight:
  // it must get through, within what a load balancer waits (5 s).
  expect(health.status).toBe(200);
  expect(health.ms).toBeLessThan(5_000);
});
