/** pg's and Node's ways of saying the database cannot be reached right now (not a wrong setting). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03']);

/** pg's own time limits ('Query read timeout', 'timeout exceeded when trying to connect'). */
export function isDatabaseTimeout(error: unknown): boolean {
  return error instanceof Error && /timeout exceeded when trying to connect|Query read timeout/i.test(error.message);
}

/** True when `error` says the database is down, starting, restarting or too slow, rather than misconfigured. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; errors?: unknown[] };
  if (typeof e?.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
  if (isDatabaseTimeout(error) || (typeof e?.message === 'string' && /Connection terminated/i.test(e.message))) return true;
  // An AggregateError of connection attempts (IPv4 and IPv6).
  return Array.isArray(e?.errors) && e.errors.some(isDatabaseUnreachable);
}
