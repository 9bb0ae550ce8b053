/**
 * Storage that refuses writes (issue 8): POST /api/contact answers 503 with a Spanish message and
 * keeps nothing half-written (no row, no CV file), GET /api/health reports it, and both recover
 * when the storage does.
 *
 * How the failure is made: tests run as root, for whom chmod changes nothing, and chmod would not
 * stop writes through the descriptor the server already holds anyway. The immutable flag
 * (`chattr +i`) is checked by the kernel on every write, root included, so the server's own open
 * SQLite connection gets a real EPERM → SQLITE_IOERR_WRITE, as on a disk gone read-only. The -shm
 * file stays writable: SQLite maps it into memory, and a write to an immutable mapping is a SIGBUS
 * that would kill the process, which says nothing about the server. These tests never skip:
 * without chattr (Debian: e2fsprogs), CAP_LINUX_IMMUTABLE or a filesystem that keeps the flag
 * they fail, saying what is missing. The CV-folder failure below needs no privilege.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { withSqliteFile } from '../../src/db/sqlite-file';
import { company } from '@site/shared/content/company';
import { startLeadApp, makeTempDir, type LeadApp } from '../helpers/lead-app';
import { applicationForm, cvFiles, validApplicationFields, validContact } from '../../testing/fixtures';

jest.setTimeout(30_000);

const UNAVAILABLE = `No hemos podido guardar tu mensaje. Inténtalo de nuevo en unos minutos o llámanos al ${company.phone.display}.`;

const chattr = (flag: '+i' | '-i', paths: string[]) => spawnSync('chattr', [flag, ...paths], { encoding: 'utf8' });

/** Why this machine cannot set the immutable flag on a file in the temp folder, or undefined when it can. */
function immutableFlagProblem(): string | undefined {
  const dir = makeTempDir('chattr-probe-');
  const file = path.join(dir, 'probe');
  fs.writeFileSync(file, 'x');
  try {
    const result = chattr('+i', [file]);
    if (result.error) return `chattr could not run (${result.error.message}): install e2fsprogs (apt-get install e2fsprogs)`;
    if (result.status !== 0) {
      return `chattr +i failed in ${dir} (${result.stderr.trim()}): run the tests as root (CAP_LINUX_IMMUTABLE) with TMPDIR on a filesystem that keeps the flag (ext4, xfs, btrfs)`;
    }
    try {
      fs.appendFileSync(file, 'y');
      return `chattr +i succeeded in ${dir} but the file still took a write: put TMPDIR on a filesystem that enforces the flag (ext4, xfs, btrfs)`;
    } catch {
      return undefined;
    }
  } finally {
    chattr('-i', [file]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const health = async (t: LeadApp) => {
  const res = await fetch(new URL('/api/health', t.url));
  return { status: res.status, body: await res.json() };
};
const contact = (t: LeadApp, email: string) => t.postJson({ ...validContact(), email });
const application = (t: LeadApp, email: string) =>
  t.postForm(applicationForm({ ...validApplicationFields(), email }, { name: 'cv.pdf', content: cvFiles.pdf() }));

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('retry-after')).toBe('60');
  expect(await res.json()).toEqual({ message: UNAVAILABLE });
}

describe('the database refuses writes', () => {
  let t: LeadApp;
  let frozen: string[] = [];
  beforeAll(() => {
    const problem = immutableFlagProblem();
    if (problem) throw new Error(`[hardening storage] cannot make the database unwritable: ${problem}`);
  });
  beforeEach(async () => {
    t = await startLeadApp();
  });
  afterEach(async () => {
    if (frozen.length) chattr('-i', frozen);
    frozen = [];
    await t.close();
  });

  const freeze = (paths: string[]) => {
    const result = chattr('+i', paths);
    if (result.status !== 0) throw new Error(`chattr failed: ${result.stderr}`);
    frozen = paths;
  };

  test('503 in Spanish, no row and no CV left; health degraded; all back once writable', async () => {
    expect((await contact(t, 'before@example.com')).status).toBe(201);
    expect(await health(t)).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', files: 'ok' } } });
    const db = path.join(t.dataDir, 'leads.sqlite');
    expect(fs.existsSync(`${db}-wal`)).toBe(true);

    // The database file and its WAL only: the CV folder still takes files.
    freeze([db, `${db}-wal`]);
    await expectUnavailable(await contact(t, 'lost@example.com'));
    // The CV is written first, then the row fails: the CV must go with it.
    await expectUnavailable(await application(t, 'lost-cv@example.com'));
    expect(t.cvFiles()).toEqual([]);
    expect(await health(t)).toEqual({ status: 503, body: { status: 'degraded', checks: { database: 'error', files: 'ok' } } });
    // Pages and the bot are not affected.
    expect((await fetch(new URL('/api/ask-bot', t.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'horario', sessionName: 'sess_db' }) })).status).toBe(200);

    chattr('-i', frozen);
    frozen = [];
    expect(await health(t)).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', files: 'ok' } } });
    expect((await application(t, 'after@example.com')).status).toBe(201);

    expect(t.rows().map((r) => r.email)).toEqual(['before@example.com', 'after@example.com']);
    expect(t.cvFiles()).toHaveLength(1);
    expect(withSqliteFile(db, (check) => check.pragma('integrity_check', { simple: true }), { readOnly: true })).toBe('ok');
  });

  test('the whole data folder read-only: nothing is written anywhere, health names both', async () => {
    expect((await application(t, 'before@example.com')).status).toBe(201);
    const db = path.join(t.dataDir, 'leads.sqlite');
    const cvDir = path.join(t.dataDir, 'cvs');
    const cvsBefore = t.cvFiles();

    freeze([db, `${db}-wal`, cvDir, t.dataDir]);
    await expectUnavailable(await application(t, 'lost-cv@example.com'));
    await expectUnavailable(await contact(t, 'lost@example.com'));
    expect(t.cvFiles()).toEqual(cvsBefore);
    expect(await health(t)).toEqual({ status: 503, body: { status: 'degraded', checks: { database: 'error', files: 'error' } } });

    chattr('-i', frozen);
    frozen = [];
    expect((await health(t)).status).toBe(200);
    expect(t.rows().map((r) => r.email)).toEqual(['before@example.com']);
  });
});

describe('the CV folder cannot be written (any user: a file stands where the folder should be)', () => {
  test('applications with a CV get 503 and leave no row; other leads still go in; health says which part failed', async () => {
    const dataDir = makeTempDir('hardening-cvdir-');
    const t = await startLeadApp({ dataDir });
    try {
      const cvDir = path.join(dataDir, 'cvs');
      fs.rmSync(cvDir, { recursive: true, force: true });
      fs.writeFileSync(cvDir, 'not a folder');

      await expectUnavailable(await application(t, 'cv@example.com'));
      expect(t.rows()).toEqual([]);
      expect(await health(t)).toEqual({ status: 503, body: { status: 'degraded', checks: { database: 'ok', files: 'error' } } });
      // A lead without a file does not need the folder.
      expect((await contact(t, 'sin-cv@example.com')).status).toBe(201);

      fs.rmSync(cvDir);
      expect(await health(t)).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', files: 'ok' } } });
      expect((await application(t, 'cv@example.com')).status).toBe(201);
      expect(t.rows().map((r) => r.email)).toEqual(['sin-cv@example.com', 'cv@example.com']);
      expect(t.cvFiles()).toHaveLength(1);
    } finally {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
