/**
 * Issue 33: the cluster survives its database. While PostgreSQL restarts (`pg_ctl -m fast
 * restart`, every connection closed under the instances) or hangs for 20 s (every PostgreSQL
 * process stopped), visitors keep loading pages through nginx and sending leads, each lead sent
 * again with its key until it is confirmed, as the form does. What must hold: no instance exits;
 * every page is a 200; a lead is answered 201, or 503 with Retry-After, never 502; every
 * confirmed lead is stored exactly once; the health check answers (503 'degraded' while the
 * database is away) instead of hanging; and everything is back within 5 s, with no restart.
 */
import { randomBytes } from 'node:crypto';
import { expectThat, type Check, type Figures } from './check-kit';
import { request, waitUntil, type Cluster } from './harness';

const PAGES = ['/contacto', '/telefonia', '/remotes.json'];
const PAGE_VISITORS = 4;
const LEAD_VISITORS = 4;
/** How long the database is paused: long enough that anything waiting on it would be cut by a proxy. */
const PAUSE_MS = 20_000;

type Traffic = {
  pages: Map<number | string, number>;
  leadAnswers: Map<number | string, number>;
  /** 503s without Retry-After: a form would not know when to try again. */
  withoutRetryAfter: number;
  confirmed: string[];
};

const count = (map: Map<number | string, number>, key: number | string) => map.set(key, (map.get(key) ?? 0) + 1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const lead = (email: string, idempotencyKey: string) =>
  JSON.stringify({ formOrigin: 'contact', name: 'Ana García', email, phone: '965123456', service: 'Kit Digital', message: 'Quiero información sobre el Kit Digital.', acceptPolicy: true, idempotencyKey });

/** Page loads and lead posts through the proxy while `outage` runs, and until each lead started is confirmed. */
async function visitorsDuring(cluster: Cluster, label: string, outage: () => Promise<void>): Promise<Traffic> {
  const traffic: Traffic = { pages: new Map(), leadAnswers: new Map(), withoutRetryAfter: 0, confirmed: [] };
  let running = true;
  const pageVisitors = Array.from({ length: PAGE_VISITORS }, async (_, n) => {
    for (let i = n; running; i++) {
      const res = await request(`${cluster.proxyUrl}${PAGES[i % PAGES.length]}`).catch((error: Error) => ({ status: error.message }));
      count(traffic.pages, res.status);
    }
  });
  const leadVisitors = Array.from({ length: LEAD_VISITORS }, async (_, n) => {
    for (let i = 0; running; i++) {
      const email = `${label}-${n}-${i}@example.com`;
      const body = lead(email, randomBytes(16).toString('base64url'));
      // The form's resend: the same submission, until it is confirmed (a minute at most).
      for (const until = Date.now() + 60_000; Date.now() < until; ) {
        const res = await request(`${cluster.proxyUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch((error: Error) => ({ status: error.message, headers: {} as Record<string, string> }));
        count(traffic.leadAnswers, res.status);
        if (res.status === 201) {
          traffic.confirmed.push(email);
          break;
        }
        if (res.status === 503 && !res.headers['retry-after']) traffic.withoutRetryAfter += 1;
        await sleep(250);
      }
    }
  });
  await sleep(1_000);
  await outage();
  await sleep(2_000);
  running = false;
  await Promise.all([...pageVisitors, ...leadVisitors]);
  return traffic;
}

/** Every instance's health, straight from it, until each answers 200. */
async function recovery(cluster: Cluster): Promise<number> {
  const started = Date.now();
  await waitUntil(
    async () => (await Promise.all(cluster.instances.map((i) => request(`${i.url}/api/health`, { timeoutMs: 5_000 }).then((r) => r.status, () => 0)))).every((s) => s === 200),
    5_000,
    'an instance did not report healthy within 5 s of the database coming back',
  );
  return Date.now() - started;
}

const summary = (map: Map<number | string, number>) => [...map].map(([status, n]) => `${status}×${n}`).join(' ');

async function expectTrafficServed(cluster: Cluster, traffic: Traffic, label: string, figures: Figures, name: string) {
  const stored = await cluster.sql<{ email: string; n: string }>('SELECT email, COUNT(*) AS n FROM leads WHERE email LIKE $1 GROUP BY email', [`${label}-%`]);
  const rows = new Map(stored.map((r) => [r.email, Number(r.n)]));
  const lost = traffic.confirmed.filter((email) => !rows.has(email)).length;
  const doubled = [...rows.values()].filter((n) => n > 1).length;
  Object.assign(figures, {
    [`${name}: pages`]: summary(traffic.pages),
    [`${name}: lead answers`]: summary(traffic.leadAnswers),
    [`${name}: leads confirmed / lost / stored twice`]: `${traffic.confirmed.length} / ${lost} / ${doubled}`,
  });
  const down = cluster.instances.filter((i) => !i.running()).map((i) => i.name);
  expectThat(down.length === 0, `instances exited: ${down.join(', ')}`);
  expectThat([...traffic.pages.keys()].every((s) => s === 200), `pages answered ${summary(traffic.pages)}`);
  expectThat([...traffic.leadAnswers.keys()].every((s) => s === 201 || s === 503), `leads answered ${summary(traffic.leadAnswers)} (only 201 or 503 allowed)`);
  expectThat(traffic.withoutRetryAfter === 0, `${traffic.withoutRetryAfter} answers 503 without Retry-After`);
  expectThat(traffic.confirmed.length > 0, 'no lead was confirmed');
  expectThat(lost === 0, `${lost} confirmed leads not stored`);
  expectThat(doubled === 0, `${doubled} leads stored twice`);
}

export const DATABASE_CHECKS: Check[] = [
  {
    name: 'PostgreSQL restarted under page loads and lead posts: no instance exits, pages 200, leads 201 or 503 (never 502), each confirmed lead stored once, healthy again without a restart',
    async run(cluster, figures) {
      let restartedAt = 0;
      const traffic = await visitorsDuring(cluster, 'db-restart', async () => {
        await cluster.pg.restart();
        restartedAt = Date.now();
      });
      figures['database restart: every instance healthy again after (ms from the restart)'] = Date.now() - restartedAt + (await recovery(cluster));
      await expectTrafficServed(cluster, traffic, 'db-restart', figures, 'database restart');
    },
  },
  {
    name: `PostgreSQL paused ${PAUSE_MS / 1000} s under page loads and lead posts: pages 200, health 503 'degraded' naming the database (answered, not hung), leads 201 or 503, each confirmed lead stored once, back within 5 s`,
    async run(cluster, figures) {
      const health: { status: number; ms: number; database?: string }[] = [];
      const traffic = await visitorsDuring(cluster, 'db-pause', async () => {
        cluster.pg.pause();
        try {
          for (const until = Date.now() + PAUSE_MS; Date.now() < until; ) {
            await Promise.all(
              cluster.instances.map(async (instance) => {
                const started = Date.now();
                const res = await request(`${instance.url}/api/health`, { timeoutMs: 5_000 }).catch(() => undefined);
                const body = res ? (JSON.parse(res.body.toString() || '{}') as { checks?: { database?: string } }) : {};
                health.push({ status: res?.status ?? 0, ms: Date.now() - started, database: body.checks?.database });
              }),
            );
            await sleep(500);
          }
        } finally {
          cluster.pg.resume();
        }
      });
      const recoveredMs = await recovery(cluster);
      const degraded = health.filter((h) => h.status === 503);
      Object.assign(figures, {
        'database pause: health answers (200 / 503 / none)': `${health.filter((h) => h.status === 200).length} / ${degraded.length} / ${health.filter((h) => h.status === 0).length}`,
        'database pause: slowest health answer (ms)': Math.max(...health.map((h) => h.ms)),
        'database pause: every instance healthy again after resume (ms)': recoveredMs,
      });
      expectThat(health.every((h) => h.status !== 0), 'a health check was left hanging (no answer within 5 s)');
      expectThat(degraded.length > 0 && degraded.every((h) => h.database === 'error'), "health never said 'degraded' naming the database");
      await expectTrafficServed(cluster, traffic, 'db-pause', figures, 'database pause');
    },
  },
];
