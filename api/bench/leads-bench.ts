/**
 * Lead intake benchmark: POST /api/contact (the real app: validation, rate-limit plugin, SQLite
 * with synchronous=FULL, outbox) against a bare Fastify + SQLite insert with the same
 * durability, in one run, on loopback. Then it checks that every acknowledged (2xx) lead of both
 * is in its database. Prints a table and writes bench-results/leads.json.
 *
 *   npx tsx api/bench/leads-bench.ts            (BENCH_DURATION=10 BENCH_CONNECTIONS=10)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { repoRoot } from '../src/config';
import { SQLITE_FILE } from '../src/db';
import { openSqliteFile, withSqliteFile } from '../src/db/sqlite-file';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const lead = (email: string) => ({
  formOrigin: 'contact',
  name: 'Ana García',
  email,
  phone: '600 123 456',
  company: 'Panadería Ana',
  service: 'Desarrollo Web',
  message: 'Quiero una web nueva para mi negocio, con tienda online.',
  acceptPolicy: true,
});

/** The baseline: parse JSON, one prepared INSERT, 201. Same pragmas as the real store. */
async function bareServer(dbFile: string): Promise<FastifyInstance> {
  const db = openSqliteFile(dbFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE leads (id INTEGER PRIMARY KEY, created_at TEXT, name TEXT, email TEXT, phone TEXT, service TEXT, message TEXT)');
  const insert = db.prepare('INSERT INTO leads (created_at, name, email, phone, service, message) VALUES (?, ?, ?, ?, ?, ?)');
  const app = Fastify({ logger: false });
  app.post('/bare', async (req, reply) => {
    const b = req.body as Record<string, string>;
    insert.run(new Date().toISOString(), b.name, b.email, b.phone, b.service, b.message);
    return reply.code(201).send({ message: 'ok' });
  });
  app.addHook('onClose', async () => db.close());
  return app;
}

async function hammer(name: string, url: string) {
  const acked: string[] = [];
  let n = 0;
  const result: Result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // One unique lead per request; with pipelining 1 the context is this request's.
        setupRequest: (req, context) => {
          context.email = `bench-${name}-${n++}@example.com`;
          return { ...req, body: JSON.stringify(lead(context.email as string)) };
        },
        onResponse: (status, _body, context) => {
          if (status >= 200 && status < 300) acked.push(context.email as string);
        },
      },
    ],
  });
  return { result, acked };
}

function storedEmails(dbFile: string): Set<string> {
  return withSqliteFile(dbFile, (db) => new Set((db.prepare('SELECT email FROM leads').all() as { email: string }[]).map((r) => r.email)), { readOnly: true });
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-bench-'));
  const ourDir = path.join(work, 'ours');
  const bareFile = path.join(work, 'bare.sqlite');

  const ours = await buildApp({ dataDir: ourDir, siteDir: path.join(work, 'site'), logLevel: 'silent', rateLimitPerMinute: 1e9 });
  const bare = await bareServer(bareFile);
  await ours.listen({ port: 0, host: '127.0.0.1' });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (app: FastifyInstance) => (app.server.address() as { port: number }).port;

  const runs = [] as Array<{ name: string; dbFile: string; result: Result; acked: string[] }>;
  for (const [name, app, route, dbFile] of [
    ['bare fastify + sqlite', bare, '/bare', bareFile],
    ['POST /api/contact', ours, '/api/contact', path.join(ourDir, SQLITE_FILE)],
  ] as const) {
    process.stderr.write(`${name}: ${duration} s, ${connections} connections…\n`);
    const { result, acked } = await hammer(name.startsWith('bare') ? 'bare' : 'ours', `http://127.0.0.1:${portOf(app)}${route}`);
    runs.push({ name, dbFile, result, acked });
  }
  await ours.close();
  await bare.close();

  const rows = runs.map(({ name, dbFile, result, acked }) => {
    const stored = storedEmails(dbFile);
    const missing = acked.filter((email) => !stored.has(email)).length;
    return {
      name,
      acceptedPerSecond: Math.round(result['2xx'] / result.duration),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      acknowledged: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      stored: stored.size,
      acknowledgedButMissing: missing,
    };
  });

  const table = [
    ['endpoint', 'leads/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'errors', 'lost'],
    ...rows.map((r) => [r.name, r.acceptedPerSecond, r.latencyP50Ms, r.latencyP99Ms, r.acknowledged, r.non2xx, r.errors + r.timeouts, r.acknowledgedButMissing].map(String)),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  for (const row of table) console.log(row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  '));
  const [baseline, contact] = rows;
  console.log(`\nPOST /api/contact sustains ${Math.round((contact.acceptedPerSecond / baseline.acceptedPerSecond) * 100)}% of the bare insert rate.`);

  const outDir = path.join(repoRoot, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    durationSeconds: duration,
    connections,
    note: 'In-process servers and autocannon on loopback; SQLite WAL with synchronous=FULL on both.',
    results: rows,
  };
  fs.writeFileSync(path.join(outDir, 'leads.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written ${path.relative(process.cwd(), path.join(outDir, 'leads.json'))}`);
  fs.rmSync(work, { recursive: true, force: true });

  const lost = rows.reduce((sum, r) => sum + r.acknowledgedButMissing, 0);
  if (lost > 0) {
    console.error(`${lost} acknowledged lead(s) are not in the database`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
