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
  logLevel: string;
};

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
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
