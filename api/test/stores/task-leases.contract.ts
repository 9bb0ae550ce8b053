import type { Stores } from '../../src/db';
import type { Backend } from './backends';

const DAY = 24 * 3600 * 1000;
const LEASE = 30 * 60_000;

/** Leases of periodic tasks, on either database: one holder at a time across instances. */
export function taskLeasesContract(backend: Backend) {
  let a: Stores;
  let b: Stores;
  beforeEach(async () => {
    await backend.reset();
    a = await backend.open();
    b = await backend.open();
  });
  const now = new Date('2026-06-01T03:00:00.000Z');
  const after = (ms: number) => new Date(now.getTime() + ms);

  test('of two instances claiming a task at once, exactly one gets it', async () => {
    const claims = await Promise.all([a.tasks.claimTask('retention', 'a', now, DAY, LEASE), b.tasks.claimTask('retention', 'b', now, DAY, LEASE)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  test('once finished, the task is not due again before its period, then it is', async () => {
    expect(await a.tasks.claimTask('retention', 'a', now, DAY, LEASE)).toBe(true);
    await a.tasks.finishTask('retention', 'a', after(60_000));
    expect(await b.tasks.claimTask('retention', 'b', after(DAY), DAY, LEASE)).toBe(false);
    expect(await b.tasks.claimTask('retention', 'b', after(DAY + 60_000), DAY, LEASE)).toBe(true);
    // Another task has its own row.
    expect(await a.tasks.claimTask('other', 'a', now, DAY, LEASE)).toBe(true);
  });

  test('a holder that dies frees the task once its lease runs out', async () => {
    expect(await a.tasks.claimTask('retention', 'dead', now, DAY, LEASE)).toBe(true);
    expect(await b.tasks.claimTask('retention', 'b', after(LEASE - 60_000), DAY, LEASE)).toBe(false);
    expect(await b.tasks.claimTask('retention', 'b', after(LEASE + 60_000), DAY, LEASE)).toBe(true);
  });

  test('only the holder finishes a run: another holder\'s finish leaves the lease in place', async () => {
    // Due every second: only a live lease keeps a claim out.
    expect(await a.tasks.claimTask('retention', 'a', now, 1_000, LEASE)).toBe(true);
    await b.tasks.finishTask('retention', 'b', after(1_000));
    expect(await b.tasks.claimTask('retention', 'b', after(5_000), 1_000, LEASE)).toBe(false);
    await a.tasks.finishTask('retention', 'a', after(6_000));
    expect(await b.tasks.claimTask('retention', 'b', after(8_000), 1_000, LEASE)).toBe(true);
  });
}
