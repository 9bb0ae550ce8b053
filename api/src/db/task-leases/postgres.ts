import type { Pool } from 'pg';
import { CLAIM_TASK, ENSURE_TASK, FINISH_TASK, type TaskLeases } from './store';

const $ = (n: number) => `$${n}`;

/** Task leases on PostgreSQL, shared by every instance. */
export function postgresTaskLeases(pool: Pool): TaskLeases {
  return {
    async claimTask(task, holder, now, everyMs, leaseMs) {
      await pool.query(ENSURE_TASK($), [task]);
      const { rowCount } = await pool.query(CLAIM_TASK($), [new Date(now.getTime() + leaseMs), holder, task, now, new Date(now.getTime() - everyMs)]);
      return rowCount === 1;
    },
    async finishTask(task, holder, now) {
      await pool.query(FINISH_TASK($), [now, task, holder]);
    },
  };
}
