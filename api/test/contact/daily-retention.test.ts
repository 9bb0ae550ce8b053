/**
 * The retention runs by itself (issue 26): once a day, on one instance at a time (a row lease in
 * the database decides, on SQLite and PostgreSQL alike), the server applies SPEC §9: leads and
 * their CVs after 3 years, browser error reports and page-view counts after 2. The clock is
 * injected: the test moves the day, nothing waits.
 *
 * Mutation tried (it fails a test here): CLAIM_TASK's `last_run_at <= …` always true (a second
 * run the same day). Also caught by the assertions: both instances purging at once (two
 * reports), the browsing data left in place (its counts and remaining rows are checked).
 */
import { Client } from 'pg';
import { startDailyRetention } from '../../src/leads/daily-retention';
import { openStores, type Stores } from '../../src/db';
import { makeLead } from '../../testing/fixtures';
import { makeTempDir } from '../helpers/lead-app';
import { startPostgres, type TestPostgres } from '../../testing/postgres';
import fs from 'node:fs';

jest.setTimeout(60_000);

const silent = { info: () => undefined, error: () => undefined } as unknown as Parameters<typeof startDailyRetention>[0]['log'];
const DAY = 24 * 3600 * 1000;

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(() => pg?.stop());

describe.each(['sqlite', 'postgres'] as const)('on %s, two instances', (kind) => {
  let stores: Stores[];
  let dataDir: string;
  beforeEach(async () => {
    dataDir = makeTempDir('retention-');
    if (kind === 'postgres') {
      const client = new Client({ connectionString: pg.url });
      await client.connect();
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await client.end();
    }
    const open = () => openStores({ dataDir, databaseUrl: kind === 'postgres' ? pg.url : undefined });
    stores = [await open(), await open()];
  });
  afterEach(async () => {
    for (const store of stores) await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('apply SPEC §9 once a day between them, whoever asks', async () => {
    let now = new Date('2026-06-01T03:00:00.000Z');
    const [a, b] = stores.map((s) => startDailyRetention({ stores: s, log: silent, now: () => now, checkEveryMs: 0 }));
    const at = (iso: string) => ({ createdAt: iso, consentAt: iso });
    const old = makeLead({ ...at('2023-05-01T00:00:00.000Z'), origin: 'application', position: 'other' });
    const cv = await stores[0].leads.cvs.save('pdf', 'cv.pdf', Buffer.from('%PDF-1.4'));
    await stores[0].leads.insertLead({ ...old, cvPath: cv.path, cvOriginalName: cv.originalName, cvMime: cv.mime, cvSize: cv.size }, { notify: false });
    const recent = makeLead(at('2026-05-01T00:00:00.000Z'));
    await stores[0].leads.insertLead(recent, { notify: false });
    const report = (id: string, createdAt: string) => ({ id, createdAt, remote: 'mfe-forms', version: '1.0.0', kind: 'script' as const, message: 'x', path: '/contacto' });
    await stores[0].releaseHealth.insertClientError(report('e-old', '2024-05-01T00:00:00.000Z'));
    await stores[0].releaseHealth.insertClientError(report('e-new', '2025-07-01T00:00:00.000Z'));
    await stores[0].releaseHealth.addVisits([
      { remote: 'mfe-forms', version: '1.0.0', minute: '2024-05-01T00:00:00.000Z', visits: 3 },
      { remote: 'mfe-forms', version: '1.0.0', minute: '2026-05-01T00:00:00.000Z', visits: 4 },
    ]);

    // Both instances ask at once: exactly one purges.
    const first = (await Promise.all([a.runIfDue(), b.runIfDue()])).filter(Boolean);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ clientErrors: 1, visitRows: 1 });
    expect(first[0]?.leads.map((l) => l.id)).toEqual([old.id]);
    expect(await stores[1].leads.cvs.read(cv.path)).toBeUndefined();
    expect((await stores[1].leads.listLeads()).map((l) => l.id)).toEqual([recent.id]);
    expect((await stores[1].releaseHealth.listClientErrors()).map((e) => e.id)).toEqual(['e-new']);
    expect(await stores[1].releaseHealth.versionHealth('mfe-forms', '1.0.0', new Date('2020-01-01T00:00:00.000Z'))).toEqual({ visits: 4, errors: 1 });

    // Later the same day: nobody runs it again.
    now = new Date(now.getTime() + DAY - 60_000);
    expect(await a.runIfDue()).toBeUndefined();
    expect(await b.runIfDue()).toBeUndefined();

    // A day after the first run: one of them runs it again (the recent lead is now older, not expired).
    now = new Date(now.getTime() + 60_000);
    const second = (await Promise.all([b.runIfDue(), a.runIfDue()])).filter(Boolean);
    expect(second).toHaveLength(1);
    expect(second[0]?.leads).toEqual([]);
    await a.stop();
    await b.stop();
  });

  test('a holder that dies mid-run frees the task once its lease runs out', async () => {
    const now = new Date('2026-06-01T03:00:00.000Z');
    expect(await stores[0].tasks.claimTask('retention', 'dead-instance', now, DAY, 30 * 60_000)).toBe(true);
    const b = startDailyRetention({ stores: stores[1], log: silent, now: () => new Date(now.getTime() + 29 * 60_000), checkEveryMs: 0 });
    expect(await b.runIfDue()).toBeUndefined();
    const c = startDailyRetention({ stores: stores[1], log: silent, now: () => new Date(now.getTime() + 31 * 60_000), checkEveryMs: 0 });
    expect(await c.runIfDue()).toBeDefined();
  });
});
