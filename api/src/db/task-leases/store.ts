/**
 * Leases of periodic tasks (the daily retention), in `maintenance_runs`: one holder at a time
 * across processes and instances. SQLite and PostgreSQL implement it
 * (api/test/stores/task-leases.contract.ts holds both to the same behaviour).
 */
export interface TaskLeases {
  /**
   * Takes the lease of a periodic task (`task`) for `holder` when its last run finished at least
   * `everyMs` ago and no live lease is held: true for exactly one caller at a time, across
   * processes and instances. The lease ends by itself after `leaseMs` (a holder that died).
   */
  claimTask(task: string, holder: string, now: Date, everyMs: number, leaseMs: number): Promise<boolean>;
  /** Records the task's run as finished at `now` and frees its lease (only `holder`'s). */
  finishTask(task: string, holder: string, now: Date): Promise<void>;
}

/** Creates a periodic task's row on first use (same on both databases). */
export const ENSURE_TASK = (p: (n: number) => string) => `INSERT INTO maintenance_runs (task) VALUES (${p(1)}) ON CONFLICT (task) DO NOTHING`;

/**
 * Takes a task's lease: only while no live lease is held and the last run is old enough. One
 * UPDATE, so the database lets one caller through (PostgreSQL re-checks the WHERE after a
 * concurrent update; SQLite has one writer). Parameters: lease end, holder, task, now, ran-before.
 */
export const CLAIM_TASK = (p: (n: number) => string) =>
  `UPDATE maintenance_runs SET lease_until = ${p(1)}, holder = ${p(2)}
   WHERE task = ${p(3)} AND (lease_until IS NULL OR lease_until < ${p(4)}) AND (last_run_at IS NULL OR last_run_at <= ${p(5)})`;

/** Records a finished run and frees the lease (parameters: finished at, task, holder). */
export const FINISH_TASK = (p: (n: number) => string) =>
  `UPDATE maintenance_runs SET last_run_at = ${p(1)}, lease_until = NULL, holder = NULL WHERE task = ${p(2)} AND holder = ${p(3)}`;
