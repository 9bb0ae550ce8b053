/** The database did not answer in time: the outcome of the work is unknown (it may still finish). */
export class DeadlineExceeded extends Error {
  readonly code = 'DEADLINE_EXCEEDED';
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${ms} ms`);
  }
}

/**
 * `work`'s outcome, or a DeadlineExceeded rejection once `ms` have passed. The work itself goes
 * on (a database write may still commit): callers answer the visitor in time and keep whatever
 * makes a late success harmless (the idempotency key of a lead).
 */
export function withinDeadline<T>(work: Promise<T>, ms: number, what = 'database work'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(what, ms)), ms);
    timer.unref();
  });
  // The work's own failure after the deadline is nobody's to handle: keep it from going unhandled.
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
