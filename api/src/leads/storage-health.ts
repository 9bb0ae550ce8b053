/** Whether leads can be written right now: the database and the CV folder. */
export type StorageChecks = { database: 'ok' | 'error'; files: 'ok' | 'error' };

/** Tries one real write to each; never throws. */
export type StorageProbe = () => Promise<StorageChecks>;

const healthy = (checks: StorageChecks) => checks.database === 'ok' && checks.files === 'ok';

/**
 * Owned by the leads plugin; POST /api/contact reports failed and successful writes to it,
 * GET /api/health asks it. A health check normally answers from the last probe, so a public, unlimited endpoint never
 * turns into a stream of disk writes; it probes again at most every `intervalMs`, and at once
 * after a lead could not be stored or a probe failed, until a probe or a lead write succeeds.
 */
export class StorageMonitor {
  private last?: { at: number; checks: StorageChecks };
  private suspect = false;
  private running?: Promise<StorageChecks>;

  constructor(
    private readonly probe: StorageProbe,
    // Short enough that a proxy routing on /api/health sees a database go away (or come back)
    // within seconds; long enough that a public, unlimited endpoint is one tiny write every 2 s at most.
    private readonly intervalMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A lead could not be written: the next health check probes instead of trusting the last one. */
  reportFailure() {
    this.suspect = true;
  }

  /** A lead with a CV was written: both the database and the CV folder took a write just now. */
  reportSuccess() {
    this.suspect = false;
    this.last = { at: this.now(), checks: { database: 'ok', files: 'ok' } };
  }

  /** The last probe's answer while it is fresh and nothing failed since; else a new probe. */
  async check(): Promise<StorageChecks> {
    const fresh = this.last && this.now() - this.last.at < this.intervalMs;
    if (fresh && !this.suspect && healthy(this.last!.checks)) return this.last!.checks;
    // One probe at a time, however many health checks arrive meanwhile.
    this.running ??= this.probe().finally(() => (this.running = undefined));
    const checks = await this.running;
    this.last = { at: this.now(), checks };
    this.suspect = !healthy(checks);
    return checks;
  }
}
