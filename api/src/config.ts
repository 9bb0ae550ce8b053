import path from 'node:path';

/** The repository root (api/src/.. /..). */
export const repoRoot = path.resolve(__dirname, '../..');

/** Everything the server reads from the environment, with the defaults of a local run. */
export type ApiConfig = {
  port: number;
  host: string;
  /** Published remotes, remotes.json and prerendered pages (see tools/site). */
  siteDir: string;
  /** The shell's browser build. */
  shellDir: string;
  /** Static files shipped with the site (images, favicon): shared/public. */
  publicDir: string;
  /** SQLite file and CV folder live here unless DATABASE_URL points to PostgreSQL. */
  dataDir: string;
  databaseUrl?: string;
  /** Requests per minute per IP on each POST endpoint. */
  rateLimitPerMinute: number;
  /**
   * RATE_LIMIT_ALLOW_LOOPBACK=1 lifts the per-IP limits for 127.0.0.1 and ::1: only for load
   * tests on one machine. Never set it behind a reverse proxy on the same host without
   * TRUST_PROXY, or every visitor would look like loopback.
   */
  rateLimitAllowLoopback: boolean;
  /** Whole request (headers and body) must arrive within this; then 408 and the socket closes. */
  requestTimeoutMs: number;
  /** A socket silent for this long mid-request is closed (Fastify `connectionTimeout`). */
  connectionTimeoutMs: number;
  /** Largest request head (request line + headers); bigger gets a 431. */
  maxHeaderBytes: number;
  /** Origins of shells on other hosts that may load /mfe/** (CORS); empty: same origin only. */
  shellOrigins: string[];
  logLevel: string;
};

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

/** SHELL_ORIGINS=https://a.example,https://b.example → their origins; a malformed entry stops the start. */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`SHELL_ORIGINS: "${entry}" is not an origin like https://shell.example.com`);
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SHELL_ORIGINS: "${entry}" must be http(s)`);
      return url.origin;
    });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    siteDir: path.resolve(env.SITE_DIR ?? path.join(repoRoot, 'var/site')),
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell/dist')),
    publicDir: path.join(repoRoot, 'shared/public'),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 10),
    rateLimitAllowLoopback: env.RATE_LIMIT_ALLOW_LOOPBACK === '1',
    // 30 s, not less: a 5 MB CV from a phone on a weak uplink (~2 Mbit/s) needs about 20 s.
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS, 30_000),
    connectionTimeoutMs: positive(env.CONNECTION_TIMEOUT_MS, 10_000),
    // Node's own default, stated here so the limit is visible and adjustable.
    maxHeaderBytes: positive(env.MAX_HEADER_BYTES, 16 * 1024),
    shellOrigins: parseOrigins(env.SHELL_ORIGINS),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
