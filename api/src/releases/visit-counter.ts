import { minuteOf, type VisitCount } from '../db/release-health';

/**
 * Page views per remote version, added up in memory and written to the database in batches
 * (one upsert per version and minute), so serving a page never waits for a write. Several
 * instances add to the same rows.
 */
export class VisitCounter {
  private pending = new Map<string, VisitCount>();

  constructor(private readonly write: (counts: VisitCount[]) => Promise<void>) {}

  /** One page view served from `version` of `remote`. */
  count(remote: string, version: string, at = new Date()): void {
    const minute = minuteOf(at).toISOString();
    const key = `${remote}\0${version}\0${minute}`;
    const row = this.pending.get(key);
    if (row) row.visits += 1;
    else this.pending.set(key, { remote, version, minute, visits: 1 });
  }

  /** Writes what was counted; on failure the counts are kept for the next flush. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.write(batch);
    } catch (error) {
      for (const row of batch) {
        const key = `${row.remote}\0${row.version}\0${row.minute}`;
        const now = this.pending.get(key);
        if (now) now.visits += row.visits;
        else this.pending.set(key, row);
      }
      throw error;
    }
  }
}
