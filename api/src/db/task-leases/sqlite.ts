import type { SqliteDb } from '../sqlite-file';
import { CLAIM_TASK, ENSURE_TASK, FINISH_TASK, type TaskLeases } from './store';

const q = () => '?';

/** Task leases in the SQLite file (several processes may share it). */
export function sqliteTaskLeases(db: SqliteDb): TaskLeases {
  const claim = db.transaction((task: string, holder: string, leaseUntil: string, now: string, ranBefore: string) => {
    db.prepare(ENSURE_TASK(q)).run(task);
    return db.prepare(CLAIM_TASK(q)).run(leaseUntil, holder, task, now, ranBefore).changes === 1;
  });
  return {
    async claimTask(task, holder, now, everyMs, leaseMs) {
      return claim.immediate(task, holder, new Date(now.getTime() + leaseMs).toISOString(), now.toISOString(), new Date(now.getTime() - everyMs).toISOString());
    },
    async finishTask(task, holder, now) {
      db.prepare(FINISH_TASK(q)).run(now.toISOString(), task, holder);
    },
  };
}
