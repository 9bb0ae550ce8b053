import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { withSqliteFile } from '../../src/db/sqlite-file';
import { makeTempDir } from '../helpers/lead-app';
import { freePort } from '../../testing/free-port';
import { applicationForm, cvFiles, validApplicationFields, validContact } from '../../testing/fixtures';
import { waitFor } from '../helpers/wait-for';

jest.setTimeout(30_000);
const repoRoot = path.resolve(__dirname, '../../..');

type Server = { child: ChildProcess; port: number; exited: Promise<number | null>; output: () => string };

/** `tsx api/src/server.ts` in its own process group, so a SIGKILL takes tsx's node child too. */
async function startServer(dataDir: string, siteDir: string, logLevel = 'warn'): Promise<Server> {
  const port = await freePort();
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['api/src/server.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_DIR: siteDir, LOG_LEVEL: logLevel, RATE_LIMIT_PER_MINUTE: '1000000' },
  });
  let stderr = '';
  const server: Server = { child, port, exited: Promise.resolve(null), output: () => stdout + stderr };
  let stdout = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  server.exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
      return fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    },
    20_000,
    'the server to listen',
  );
  return server;
}

const killGroup = (server: Server, signal: NodeJS.Signals) => {
  try {
    process.kill(-server.child.pid!, signal);
  } catch {
    // already gone
  }
};

describe('a SIGKILL in the middle of a stream of leads', () => {
  const dataDir = makeTempDir('leads-kill-');
  const siteDir = makeTempDir('leads-kill-site-');
  const servers: Server[] = [];
  afterAll(() => {
    for (const s of servers) killGroup(s, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  test('loses no lead that got a 2xx', async () => {
    const first = await startServer(dataDir, siteDir);
    servers.push(first);
    const url = `http://127.0.0.1:${first.port}/api/contact`;

    const acked: { email: string; cv: boolean }[] = [];
    let sent = 0;
    let failed = 0;
    let killed = false;
    const pdf = cvFiles.pdf();

    // 8 senders in parallel (enough to always have requests in flight, light enough not to starve
    // the disk for the other test files); one lead in four is an application with a CV.
    const sender = async (w: number) => {
      // Until a request fails: before the kill that fails the test, after it the sender stops.
      for (let i = 0; ; i++) {
        const n = sent++;
        const email = `kill-${w}-${i}@example.com`;
        const cv = n % 4 === 3;
        try {
          const res = cv
            ? await fetch(url, { method: 'POST', body: applicationForm({ ...validApplicationFields(), email }, { name: 'cv.pdf', content: pdf }) })
            : await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...validContact(), email }) });
          if (res.status >= 200 && res.status < 300) acked.push({ email, cv });
          else throw new Error(`unexpected ${res.status}`);
        } catch (error) {
          if (!killed) throw error;
          failed++;
          return;
        }
      }
    };
    const senders = Array.from({ length: 8 }, (_, w) => sender(w));
    await waitFor(() => acked.length >= 120, 15_000, '120 acknowledged leads');
    // The kill comes first, in the same tick as the flag: every sender is mid-stream when the
    // server dies and stops at its first cut or refused request. (Setting the flag first let a
    // sender whose answer was already on its way stop cleanly, so "in flight" could not be told.)
    killGroup(first, 'SIGKILL');
    killed = true;
    await Promise.all(senders);
    // Killed by the signal, not shut down cleanly; all 8 senders lost a request to it.
    expect(await first.exited).toBeNull();
    expect(failed).toBe(8);

    // Restart on the same data dir: SQLite recovers from its WAL and the server takes leads again.
    const second = await startServer(dataDir, siteDir);
    servers.push(second);
    const after = await fetch(`http://127.0.0.1:${second.port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validContact(), email: 'after-restart@example.com' }),
    });
    expect(after.status).toBe(201);
    killGroup(second, 'SIGTERM');
    await second.exited;

    withSqliteFile(
      path.join(dataDir, 'leads.sqlite'),
      (db) => {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const rows = db.prepare('SELECT email, cv_path, cv_size FROM leads').all() as { email: string; cv_path: string | null; cv_size: number | null }[];
        const stored = new Map(rows.map((r) => [r.email, r]));
        const missing = acked.filter((a) => !stored.has(a.email));
        expect(missing).toEqual([]);
        for (const a of acked.filter((x) => x.cv)) {
          const row = stored.get(a.email)!;
          expect(fs.statSync(path.join(dataDir, row.cv_path!)).size).toBe(row.cv_size);
        }
        expect(stored.has('after-restart@example.com')).toBe(true);
      },
      { readOnly: true },
    );
  });

  test('the logs name a lead by id and origin only: no name, e-mail, phone or message', async () => {
    const server = await startServer(dataDir, siteDir, 'info');
    servers.push(server);
    const url = `http://127.0.0.1:${server.port}/api/contact`;
    const secret = { name: 'Zacarías Quiñones', email: 'zacarias.secret@example.com', phone: '699 887 766', message: 'Mensaje confidencial de prueba 4242' };
    const json = (body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await json({ ...validContact(), ...secret })).status).toBe(201);
    expect((await json({ ...validContact(), ...secret, website: 'bot' })).status).toBe(201);
    expect((await json({ ...secret, acceptPolicy: false })).status).toBe(400);
    expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"email":"${secret.email}",` })).status).toBe(400);
    const form = applicationForm({ ...validApplicationFields(), ...secret, phone: '699887766' }, { name: 'cv-zacarias.pdf', content: cvFiles.pdf() });
    expect((await fetch(url, { method: 'POST', body: form })).status).toBe(201);
    killGroup(server, 'SIGTERM');
    await server.exited;

    const log = server.output();
    expect(log).toMatch(/"leadId":"[0-9a-f-]{36}","origin":"contact","msg":"lead stored"/);
    expect(log).toMatch(/"origin":"application","msg":"lead stored"/);
    expect(log).toMatch(/"honeypotHits":1/);
    for (const text of ['Zacarías', 'Quiñones', 'zacarias', '699 887 766', '699887766', 'confidencial', 'cv-zacarias']) expect(log).not.toContain(text);
  });
});
