import { randomUUID } from 'node:crypto';
import type { ClientErrorRecord, Stores } from '../../src/db';
import type { Backend } from './backends';

/**
 * Release health, on either database: several server instances add to the same counts (page
 * views per version and minute, error reports per version), for each remote and for the shell
 * (under the name "shell").
 */
export function releaseHealthStoreContract(backend: Backend) {
  // Two instances on one database.
  let a: Stores;
  let b: Stores;
  beforeEach(async () => {
    await backend.reset();
    a = await backend.open();
    b = await backend.open();
  });

  const report = (remote: string, version: string, createdAt: Date, id: string = randomUUID()): ClientErrorRecord => ({
    id,
    createdAt: createdAt.toISOString(),
    remote,
    version,
    kind: 'script',
    message: 'boom',
    path: '/telefonia',
  });

  test('page views from two instances add up per version, counted from the window given', async () => {
    const remote = 'telephony';
    const now = new Date('2026-11-26T10:30:20Z');
    const minute = (m: number) => new Date(now.getTime() + m * 60_000).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z');
    await a.releaseHealth.addVisits([{ remote, version: 'v2', minute: minute(0), visits: 3 }, { remote, version: 'v1', minute: minute(0), visits: 10 }]);
    await b.releaseHealth.addVisits([{ remote, version: 'v2', minute: minute(0), visits: 2 }, { remote, version: 'v2', minute: minute(-5), visits: 7 }]);
    expect(await a.releaseHealth.versionHealth(remote, 'v2', now)).toEqual({ visits: 5, errors: 0 });
    expect(await b.releaseHealth.versionHealth(remote, 'v2', new Date(now.getTime() - 10 * 60_000))).toEqual({ visits: 12, errors: 0 });
    expect(await b.releaseHealth.versionHealth(remote, 'v1', now)).toEqual({ visits: 10, errors: 0 });
  });

  test('error reports count for their version from the window on, and are listed as stored, oldest first', async () => {
    const remote = 'telephony';
    const at = new Date();
    const earlier = report(remote, 'v2', new Date(at.getTime() - 3 * 60_000));
    const stored = [report(remote, 'v2', at), report(remote, 'v2', at), report(remote, 'v1', at)];
    await a.releaseHealth.insertClientError(stored[0]);
    await b.releaseHealth.insertClientError(stored[1]);
    await b.releaseHealth.insertClientError(earlier);
    await a.releaseHealth.insertClientError(stored[2]);
    expect(await b.releaseHealth.versionHealth(remote, 'v2', at)).toEqual({ visits: 0, errors: 2 });
    expect((await a.releaseHealth.listClientErrors({ since: at })).map((r) => r.id).sort()).toEqual(stored.map((r) => r.id).sort());
    const all = await a.releaseHealth.listClientErrors();
    expect(all[0]).toEqual(earlier);
    expect(all).toHaveLength(4);
  });

  test('the shell release counts under its own name, apart from a remote with the same version', async () => {
    const version = 'v7';
    const now = new Date();
    const minute = now.toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z');
    await a.releaseHealth.addVisits([{ remote: 'shell', version, minute, visits: 4 }, { remote: 'catalog', version, minute, visits: 9 }]);
    await b.releaseHealth.addVisits([{ remote: 'shell', version, minute, visits: 2 }]);
    await b.releaseHealth.insertClientError({ ...report('shell', version, now), kind: 'load', message: 'main.js did not load', path: '/' });
    const since = new Date(now.getTime() - 60_000);
    expect(await a.releaseHealth.versionHealth('shell', version, since)).toEqual({ visits: 6, errors: 1 });
    expect(await b.releaseHealth.versionHealth('catalog', version, since)).toEqual({ visits: 9, errors: 0 });
  });

  test('deleting before a cutoff removes only the older reports and minutes, and says how many', async () => {
    const cutoff = new Date('2025-06-01T00:00:00.000Z');
    const remote = 'forms';
    await a.releaseHealth.insertClientError(report(remote, 'v1', new Date('2025-05-31T23:59:00.000Z'), 'old'));
    await a.releaseHealth.insertClientError(report(remote, 'v1', cutoff, 'at-cutoff'));
    await a.releaseHealth.addVisits([
      { remote, version: 'v1', minute: '2025-05-31T23:59:00.000Z', visits: 3 },
      { remote, version: 'v1', minute: '2025-05-30T10:00:00.000Z', visits: 1 },
      { remote, version: 'v1', minute: '2025-06-01T00:00:00.000Z', visits: 4 },
    ]);
    expect(await b.releaseHealth.deleteClientErrorsBefore(cutoff)).toBe(1);
    expect(await b.releaseHealth.deleteVisitsBefore(cutoff)).toBe(2);
    expect((await a.releaseHealth.listClientErrors()).map((r) => r.id)).toEqual(['at-cutoff']);
    expect(await a.releaseHealth.versionHealth(remote, 'v1', new Date(0))).toEqual({ visits: 4, errors: 1 });
  });
}
