/**
 * Optional database work (shared rate-limit counters, shared chat sessions) that has a local
 * stand-in: after one failure it is skipped for `restMs`, so while PostgreSQL is down or paused a
 * request costs nothing extra instead of a timeout each, and the database is tried again soon
 * after, so everything is back on the shared state within seconds of its return.
 */
export class DatabaseBreaker {
  private restingUntil = 0;

  constructor(
    private readonly restMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** `work` on the database, or `standIn` when it failed just now or fails this time. */
  async attempt<T>(work: () => Promise<T>, standIn: () => T): Promise<T> {
    if (this.now() < this.restingUntil) return standIn();
    try {
      return await work();
    } catch {
      this.restingUntil = this.now() + this.restMs;
      return standIn();
    }
  }
}
