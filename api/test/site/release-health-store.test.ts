/**
 * Release health lives in the lead database, on SQLite and on PostgreSQL alike, so several server
 * instances add to the same counts: page views per version and minute, error reports per version,
 * for each remote and for the shell (under the name "shell").
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { openLeadStore } from '../../src/leads/store';
import type { LeadStore } from '../../src/leads/types';
import { makeTempDir } from '../helpers/lead-app';
import { startPostgres, type TestPostgres } from '../helpers/postgres';

jest.setTimeout(60_000);

let pg: TestPostgres;
const dirs: string[] = [];
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const backends: Record<string, () => Promise<LeadStore[]>> = {
  // Two connections to one database: two server instances.
  sqlite: async () => {
    const dataDir = makeTempDir();
    dirs.push(dataDir);
    return [await openLeadStore({ dataDir }), await openLeadStore({ dataDir })];
  },
  postgres: async () => [await openLeadStore({ dataDir: '', databaseUrl: pg.url }), await openLeadStore({ dataDir: '', databaseUrl: pg.url })],
};

describe.each(Object.keys(backends))('%s', (backend) => {
  let a: LeadStore;
  let b: LeadStore;
  beforeAll(async () => {
    [a, b] = await backends[backend]();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  test('page views from two instances add up per version, counted from the window given', async () => {
    const remote = `r${randomUUID().slice(0, 8)}`;
    const now = new Date('2026-11-26T10:30:20Z');
    const minute = (m: number) => new Date(now.getTime() + m * 60_000).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z');
    await a.addVisits([{ remote, version: 'v2', minute: minute(0), visits: 3 }, { remote, version: 'v1', minute: minute(0), visits: 10 }]);
    await b.addVisits([{ remote, version: 'v2', minute: minute(0), visits: 2 }, { remote, version: 'v2', minute: minute(-5), visits: 7 }]);
    expect(await a.versionHealth(remote, 'v2', now)).toEqual({ visits: 5, errors: 0 });
    expect(await b.versionHealth(remote, 'v2', new Date(now.getTime() - 10 * 60_000))).toEqual({ visits: 12, errors: 0 });
    expect(await b.versionHealth(remote, 'v1', now)).toEqual({ visits: 10, errors: 0 });
  });

  test('error reports count for their version from the window on, and are listed as stored', async () => {
    const remote = `r${randomUUID().slice(0, 8)}`;
    const at = new Date();
    const report = (version: string, createdAt: Date) => ({ id: randomUUID(), createdAt: createdAt.toISOString(), remote, version, kind: 'script' as const, message: 'boom', path: '/telefonia' });
    await a.insertClientError(report('v2', at));
    await b.insertClientError(report('v2', at));
    await b.insertClientError(report('v2', new Date(at.getTime() - 3 * 60_000)));
    await a.insertClientError(report('v1', at));
    expect(await b.versionHealth(remote, 'v2', at)).toEqual({ visits: 0, errors: 2 });
    expect((await a.listClientErrors({ since: at })).filter((r) => r.remote === remote).map((r) => r.version).sort()).toEqual(['v1', 'v2', 'v2']);
  });

  test('the shell release counts under its own name, apart from a remote with the same version', async () => {
    const version = `v${randomUUID().slice(0, 8)}`;
    const remote = `r${randomUUID().slice(0, 8)}`;
    const now = new Date();
    const minute = now.toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z');
    await a.addVisits([{ remote: 'shell', version, minute, visits: 4 }, { remote, version, minute, visits: 9 }]);
    await b.addVisits([{ remote: 'shell', version, minute, visits: 2 }]);
    await b.insertClientError({ id: randomUUID(), createdAt: now.toISOString(), remote: 'shell', version, kind: 'load', message: 'main.js did not load', path: '/' });
    const since = new Date(now.getTime() - 60_000);
    expect(await a.versionHealth('shell', version, since)).toEqual({ visits: 6, errors: 1 });
    expect(await b.versionHealth(remote, version, since)).toEqual({ visits: 9, errors: 0 });
  });
});
