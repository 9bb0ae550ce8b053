/**
 * `npm run test:cluster` (issue 26): 3 instances of the real server on one PostgreSQL behind
 * Debian's nginx (harness.ts), and what an operator saw fail when everything lived in one
 * process's memory or one disk. Each check is one entry of CHECKS: add one by appending
 * `{ name, run }`; `run` throws to fail and writes its real figures into `figures`. All checks
 * run; the figures are printed at the end; any failure exits 1. Every process is stopped by its
 * process group, even on failure.
 *
 * Loopback addresses stand for visitors: 127.0.0.1 is nginx and the unlimited load
 * (RATE_LIMIT_ALLOW_LOOPBACK=1 lifts limits for that address only); 127.0.0.2… are visitors
 * the per-minute limits apply to.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openReleaseStoreOnly, pageFile } from '../../api/src/releases';
import { cvFiles, FORM_SITE_SHELL, publishRemote, writeFormSite } from '../../api/testing';
import { expectThat, type Check, type Figures } from './check-kit';
import { DATABASE_CHECKS } from './database-checks';
import { leadsCli, pool, request, startCluster, waitUntil } from './harness';


const CONTACT_LIMIT = 10;
/** Page views a canary needs before the instances judge it (CANARY_MIN_VISITS of the cluster). */
const CANARY_MIN_VISITS = 6;
const ASK_BOT_LIMIT = 30;
const BURST = 600;


const key = () => randomBytes(16).toString('base64url');
const contact = (email: string, idempotencyKey?: string) =>
  JSON.stringify({ formOrigin: 'contact', name: 'Ana García', email, phone: '965123456', service: 'Kit Digital', message: 'Quiero información sobre el Kit Digital.', acceptPolicy: true, idempotencyKey });
const json = { 'content-type': 'application/json' };

/** A browser's resend: the same submission (same key) again after a failure, until it is answered. */
async function postUntilAnswered(url: string, body: string, counters: { retries: number; badGateway: number }): Promise<number> {
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      const res = await request(`${url}/api/contact`, { method: 'POST', headers: json, body });
      if (res.status !== 502 && res.status !== 503 && res.status !== 504) return res.status;
      counters.badGateway += 1;
    } catch {
      // connection reset: the instance died mid-request
    }
    counters.retries += 1;
    await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
  }
  return 0;
}

const CHECKS: Check[] = [
  {
    name: `a burst of ${BURST} contact posts through the proxy, one instance killed -9 mid-burst: no acknowledged lead lost, none twice`,
    async run(cluster, figures) {
      const counters = { retries: 0, badGateway: 0 };
      const acknowledged = new Set<string>();
      const killed = cluster.instances[1];
      let kill: Promise<void> | undefined;
      const started = Date.now();
      await pool(Array.from({ length: BURST }, (_, i) => i), 24, async (i) => {
        const email = `burst-${i}@example.com`;
        const status = await postUntilAnswered(cluster.proxyUrl, contact(email, key()), counters);
        if (status === 201) acknowledged.add(email);
        if (acknowledged.size === Math.floor(BURST / 3) && !kill) kill = killed.stop('SIGKILL');
      });
      await kill;
      const seconds = (Date.now() - started) / 1000;
      const [{ stored, distinct }] = await cluster.sql<{ stored: string; distinct: string }>(
        "SELECT COUNT(*) AS stored, COUNT(DISTINCT email) AS distinct FROM leads WHERE email LIKE 'burst-%'",
      );
      const storedEmails = new Set((await cluster.sql<{ email: string }>("SELECT email FROM leads WHERE email LIKE 'burst-%'")).map((r) => r.email));
      const lost = [...acknowledged].filter((e) => !storedEmails.has(e)).length;
      Object.assign(figures, {
        'burst: posted': BURST,
        'burst: acknowledged (201)': acknowledged.size,
        'burst: stored': Number(stored),
        'burst: duplicates': Number(stored) - Number(distinct),
        'burst: acknowledged but lost': lost,
        'burst: resends after a 502/reset': counters.retries,
        'burst: seconds': seconds.toFixed(1),
      });
      await killed.start();
      expectThat(kill !== undefined, 'the instance was never killed');
      expectThat(acknowledged.size === BURST, `${BURST - acknowledged.size} posts never acknowledged`);
      expectThat(lost === 0, `${lost} acknowledged leads not stored`);
      expectThat(Number(stored) === Number(distinct), `${Number(stored) - Number(distinct)} leads stored twice`);
    },
  },
  {
    name: `the per-minute limits hold across instances: ${CONTACT_LIMIT} contact posts and ${ASK_BOT_LIMIT} questions a minute, not 3×`,
    async run(cluster, figures) {
      const contactAnswers: number[] = [];
      await pool(Array.from({ length: 45 }, (_, i) => i), 5, async (i) => {
        const res = await request(`${cluster.proxyUrl}/api/contact`, { method: 'POST', headers: json, body: contact(`limit-${i}@example.com`, key()), localAddress: '127.0.0.2' });
        contactAnswers.push(res.status);
      });
      const botAnswers: number[] = [];
      await pool(Array.from({ length: 100 }, (_, i) => i), 5, async (i) => {
        const res = await request(`${cluster.proxyUrl}/api/ask-bot`, { method: 'POST', headers: json, body: JSON.stringify({ question: 'horario', sessionName: `sess_limit_${i}` }), localAddress: '127.0.0.3' });
        botAnswers.push(res.status);
      });
      const contactAccepted = contactAnswers.filter((s) => s === 201).length;
      const botAccepted = botAnswers.filter((s) => s === 200).length;
      figures['limit: contact posts accepted (of 45)'] = contactAccepted;
      figures['limit: NavegaBot questions accepted (of 100)'] = botAccepted;
      expectThat(contactAccepted === CONTACT_LIMIT, `${contactAccepted} contact posts accepted, expected ${CONTACT_LIMIT}`);
      expectThat(contactAnswers.every((s) => s === 201 || s === 429), `unexpected answers ${[...new Set(contactAnswers)]}`);
      expectThat(botAccepted === ASK_BOT_LIMIT, `${botAccepted} questions accepted, expected ${ASK_BOT_LIMIT}`);
    },
  },
  {
    name: 'a made-up X-Forwarded-For sent straight to an instance does not escape the limit',
    async run(cluster, figures) {
      const visitor = '127.0.0.4';
      for (let i = 0; i < CONTACT_LIMIT; i++) {
        await request(`${cluster.proxyUrl}/api/contact`, { method: 'POST', headers: json, body: contact(`spoof-${i}@example.com`, key()), localAddress: visitor });
      }
      const answers: number[] = [];
      for (let i = 0; i < 15; i++) {
        const target = cluster.instances[i % cluster.instances.length];
        const res = await request(`${target.url}/api/contact`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': `203.0.113.${i + 1}` },
          body: contact(`spoof-direct-${i}@example.com`, key()),
          localAddress: visitor,
        });
        answers.push(res.status);
      }
      const accepted = answers.filter((s) => s === 201).length;
      figures['spoofed X-Forwarded-For: accepted (of 15)'] = accepted;
      expectThat(accepted === 0, `${accepted} posts with a made-up header got through`);
    },
  },
  {
    name: 'a NavegaBot follow-up answered by another instance keeps its context',
    async run(cluster, figures) {
      const [a, b] = cluster.instances;
      const ask = async (url: string, question: string) => {
        const res = await request(`${url}/api/ask-bot`, { method: 'POST', headers: json, body: JSON.stringify({ question, sessionName: 'sess_cluster_follow_up' }) });
        expectThat(res.status === 200, `ask-bot answered ${res.status}`);
        return (JSON.parse(res.body.toString()) as { answer: string }).answer;
      };
      await ask(a.url, 'cuánto cuesta la fibra');
      const followUp = await ask(b.url, '¿y en empresa?');
      figures['NavegaBot follow-up on another instance'] = followUp.slice(0, 40);
      expectThat(/^Fibra para empresas \(sin IVA\)/.test(followUp), `the follow-up lost its context: ${followUp.slice(0, 80)}`);
    },
  },
  {
    name: 'a CV posted through one instance is exported and downloaded through another, and purged everywhere',
    async run(cluster, figures) {
      const [a, b, c] = cluster.instances;
      const form = new FormData();
      for (const [name, value] of Object.entries({ formOrigin: 'application', name: 'Luis Pérez', email: 'cv-cluster@example.com', position: 'other', message: 'Desarrollador con ganas de unirme al equipo.', acceptPolicy: 'true', idempotencyKey: key() })) {
        form.append(name, value);
      }
      const pdf = cvFiles.pdf();
      form.append('cv', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
      const encoded = new Request('http://encode.invalid/', { method: 'POST', body: form });
      const posted = await request(`${a.url}/api/contact`, { method: 'POST', headers: { 'content-type': encoded.headers.get('content-type') ?? '' }, body: Buffer.from(await encoded.arrayBuffer()) });
      expectThat(posted.status === 201, `the application got ${posted.status}`);

      const copies = path.join(cluster.root, 'exported-cvs');
      const exported = await leadsCli(b.env, ['export', '--format', 'json', '--cv-dir', copies]);
      expectThat(exported.code === 0, `export failed: ${exported.stderr}`);
      const lead = (JSON.parse(exported.stdout) as Array<{ id: string; email: string; cvFile: string | null }>).find((l) => l.email === 'cv-cluster@example.com');
      expectThat(Boolean(lead?.cvFile && fs.readFileSync(lead.cvFile).equals(pdf)), "B's export has no copy of the CV A received");
      const download = path.join(cluster.root, 'downloaded.pdf');
      const downloaded = await leadsCli(c.env, ['cv', lead!.id, '--out', download]);
      expectThat(downloaded.code === 0 && fs.readFileSync(download).equals(pdf), `C could not download it: ${downloaded.stderr}`);

      // Aged past the 3 years of SPEC §9, then purged with C's settings: gone for every instance.
      await cluster.sql("UPDATE leads SET created_at = now() - interval '4 years' WHERE id = $1", [lead!.id]);
      const purged = await leadsCli(c.env, ['purge']);
      expectThat(purged.code === 0 && purged.stdout.includes('Borrados 1 lead(s)'), `purge: ${purged.stdout}${purged.stderr}`);
      const left = await cluster.sql('SELECT path FROM cv_files');
      const again = await leadsCli(a.env, ['cv', lead!.id, '--out', download + '.again']);
      const onDisk = cluster.instances.flatMap((i) => (fs.existsSync(path.join(i.dataDir, 'cvs')) ? fs.readdirSync(path.join(i.dataDir, 'cvs')) : []));
      figures['CV: exported by B, downloaded by C, rows left after purge'] = left.length;
      expectThat(left.length === 0 && again.code === 1, 'the CV is still there after the purge');
      expectThat(onDisk.length === 0, `CV files on an instance's disk: ${onDisk.join(', ')}`);
    },
  },
  {
    name: 'a failing canary is rolled back by exactly one instance, and every instance serves the stable version within 2 s',
    async run(cluster, figures) {
      // telephony v2, published beside v1 with its page, goes to half the visitors.
      publishRemote(cluster.siteDir, 'telephony', 'v2');
      const page = (version: string) => pageFile(cluster.siteDir, FORM_SITE_SHELL, 'telephony', version, '/telefonia');
      fs.mkdirSync(path.dirname(page('v2')), { recursive: true });
      fs.copyFileSync(page('v1'), page('v2'));
      const store = await openReleaseStoreOnly({ siteDir: cluster.siteDir, databaseUrl: cluster.pg.url });
      try {
        const since = new Date().toISOString();
        await store.change('canary', (state) => ({
          state: { ...state, canaries: [{ name: 'telephony', version: 'v2', percent: 50, since, by: 'cluster' }] },
          history: [{ action: 'canary', remote: 'telephony', version: 'v2', from: 'v1', percent: 50, by: 'cluster' }],
          result: undefined,
        }));
        const telephonyFor = async (url: string, bucket: number) =>
          (JSON.parse((await request(`${url}/remotes.json`, { headers: { cookie: `site_bucket=${bucket}` } })).body.toString()) as { name: string; version: string }[]).find((r) => r.name === 'telephony')?.version;
        // Every instance follows the canary; then canary visitors (bucket 0) meet its error, round-robin over the instances.
        await waitUntil(async () => (await Promise.all(cluster.instances.map((i) => telephonyFor(i.url, 0)))).every((v) => v === 'v2'), 2_000, 'an instance does not serve the canary');
        for (let i = 0; i < CANARY_MIN_VISITS; i++) {
          const canaryPage = await request(`${cluster.proxyUrl}/telefonia`, { headers: { cookie: 'site_bucket=0' } });
          const stablePage = await request(`${cluster.proxyUrl}/telefonia`, { headers: { cookie: 'site_bucket=99' } });
          expectThat(canaryPage.status === 200 && stablePage.status === 200, `pages answered ${canaryPage.status} and ${stablePage.status}`);
          const report = JSON.stringify({ name: 'telephony', version: 'v2', kind: 'load', message: 'the canary failed', path: '/telefonia' });
          const stored = await request(`${cluster.proxyUrl}/api/client-errors`, { method: 'POST', headers: json, body: report });
          expectThat(stored.status === 204, `an error report got ${stored.status}`);
        }
        const started = Date.now();
        await waitUntil(async () => (await store.read()).canaries.length === 0, 30_000, 'the canary was not rolled back');
        const rolledBackAt = Date.now();
        const rollbacks = (await store.history()).filter((h) => h.action === 'auto-rollback' && h.remote === 'telephony' && h.from === 'v2');
        await waitUntil(async () => (await Promise.all(cluster.instances.map((i) => telephonyFor(i.url, 0)))).every((v) => v === 'v1'), 2_000, 'an instance still serves the canary 2 s after the rollback');
        Object.assign(figures, {
          'canary: rolled back after (s)': ((rolledBackAt - started) / 1000).toFixed(1),
          'canary: automatic rollbacks recorded': rollbacks.length,
          'canary: rolled back by': rollbacks.map((r) => r.by).join(', '),
          'canary: every instance on stable after (s)': ((Date.now() - rolledBackAt) / 1000).toFixed(1),
        });
        expectThat(rollbacks.length === 1, `${rollbacks.length} automatic rollbacks recorded, not 1`);
      } finally {
        await store.close();
      }
    },
  },
  {
    name: 'a rolling restart of every instance, one at a time (the next once nginx uses the last again), under steady page traffic: 0 failed requests',
    async run(cluster, figures) {
      let running = true;
      let ok = 0;
      const failures: string[] = [];
      const traffic = Array.from({ length: 8 }, async (_, n) => {
        for (let i = 0; running; i++) {
          const url = `${cluster.proxyUrl}${(n + i) % 2 === 0 ? '/contacto' : '/api/health'}`;
          try {
            const res = await request(url);
            if (res.status === 200) ok += 1;
            else failures.push(`${res.status} ${url}`);
          } catch (error) {
            failures.push(`${(error as Error).message} ${url}`);
          }
        }
      });
      const started = Date.now();
      for (const instance of cluster.instances) {
        await instance.stop('SIGTERM');
        await instance.start();
        // As an operator must: the next one stops only once nginx uses this one again.
        await cluster.waitInRotation(instance);
      }
      await new Promise((r) => setTimeout(r, 500));
      running = false;
      await Promise.all(traffic);
      Object.assign(figures, {
        'rolling restart: requests': ok + failures.length,
        'rolling restart: failed': failures.length,
        'rolling restart: seconds': ((Date.now() - started) / 1000).toFixed(1),
      });
      expectThat(failures.length === 0, `failed requests: ${[...new Set(failures)].slice(0, 5).join('; ')}`);
    },
  },
  // Last: they restart and pause the database every other check uses.
  ...DATABASE_CHECKS,
];

async function main() {
  const started = Date.now();
  const cluster = await startCluster({
    count: 3,
    env: { RATE_LIMIT_ALLOW_LOOPBACK: '1', CANARY_MIN_VISITS: String(CANARY_MIN_VISITS), CANARY_CHECK_INTERVAL_MS: '1000' },
    writeSite: writeFormSite,
  });
  const figures: Figures = {};
  const failed: string[] = [];
  try {
    figures['cluster: seconds to start'] = ((Date.now() - started) / 1000).toFixed(1);
    for (const check of CHECKS) {
      const t = Date.now();
      try {
        await check.run(cluster, figures);
        console.log(`✓ ${check.name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
      } catch (error) {
        failed.push(check.name);
        console.log(`✗ ${check.name}\n    ${(error as Error).message}\n    nginx's last errors:\n${cluster.proxyErrors().replace(/^/gm, '      ')}`);
      }
    }
  } finally {
    await cluster.stop();
  }
  console.log(`\nFigures (3 instances, PostgreSQL, nginx; ${((Date.now() - started) / 1000).toFixed(0)} s in all):`);
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
  if (failed.length > 0) {
    console.log(`\n${failed.length} check(s) failed.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
