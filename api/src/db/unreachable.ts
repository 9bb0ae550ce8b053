/** pg's and Node's ways of saying the database cannot be reached right now (not a wrong setting). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03']);

/** True when `error` says the database is down, starting, restarting or too slow, rather than misconfigured. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; errors?: unknown[] };
  if (typeof e?.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
  if (typeof e?.message === 'string' && /timeout exceeded when trying to connect|Connection terminated|Query read timeout/i.test(e.message)) return true;
  // An AggregateError of connection attempts (IPv4 and IPv6).
  return Array.isArray(e?.errors) && e.errors.some(isDatabaseUnreachable);
}
