import path from 'node:path';
import type { LlmConfig } from './bot/llm';
import type { LeadsConfig, LeadsOverrides } from './leads/config';
import { ConfigError, envSchema, repoRoot, SETTING_NAMES, type LOG_LEVELS, type ParsedEnv } from './settings';

export { ConfigError, parseOrigins, repoRoot } from './settings';

/** The environment as read: variable → raw text. */
export type Env = Record<string, string | undefined>;

/** Everything the server reads from the environment, validated, with the defaults of a local run. */
export type ApiConfig = {
  port: number;
  host: string;
  /** The published site: shell releases, remotes, prerendered pages, the release state (api/src/releases). */
  siteDir: string;
  /** Static files shipped with the site (images, favicon): shared/public. */
  publicDir: string;
  /** SQLite file and CV folder live here unless DATABASE_URL points to PostgreSQL. */
  dataDir: string;
  databaseUrl?: string;
  /** Requests per minute per IP on POST /api/contact. */
  rateLimitPerMinute: number;
  /** Questions per minute per IP on POST /api/ask-bot. */
  askBotRateLimitPerMinute: number;
  /** Browser error reports per minute per IP on POST /api/client-errors. */
  clientErrorsRateLimitPerMinute: number;
  /** Page views a canary needs before its error rate is judged. */
  canaryMinVisits: number;
  /** Percentage points by which a canary's error rate may exceed the stable one's before it is rolled back. */
  canaryErrorMarginPct: number;
  /** How often the server checks running canaries (and after each error report). */
  canaryCheckIntervalMs: number;
  /** Days the files of a replaced release stay published (skew protection); pruning honours it. */
  releaseRetentionDays: number;
  /**
   * RATE_LIMIT_ALLOW_LOOPBACK=1 lifts the per-IP limits for 127.0.0.1 and ::1: only for load
   * tests on one machine. Never set it behind a reverse proxy on the same host without
   * TRUST_PROXY, or every visitor would look like loopback.
   */
  rateLimitAllowLoopback: boolean;
  /**
   * Whose X-Forwarded-For names the client (Fastify's trustProxy): the proxies' addresses and
   * CIDR ranges; true (TRUST_PROXY=1) trusts every sender, false (default) no one.
   */
  trustProxy: boolean | string[];
  /** Whole request (headers and body) must arrive within this; then 408 and the socket closes. */
  requestTimeoutMs: number;
  /** A socket silent for this long mid-request is closed (Fastify `connectionTimeout`). */
  connectionTimeoutMs: number;
  /** Largest request head (request line + headers); bigger gets a 431. */
  maxHeaderBytes: number;
  /** Origins of shells on other hosts that may load /mfe/** (CORS); empty: same origin only. */
  shellOrigins: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  /** The endpoint that may phrase NavegaBot's answers; absent: retrieval only, offline. */
  llm?: LlmConfig;
  /** The bearer token GET /metrics asks for; unset, there is no /metrics. */
  metricsToken?: string;
  /** SMTP notifications, outbox retries and body limit of the lead pipeline. */
  leads: LeadsConfig;
};

/** What tests, tools and the bench may set by hand; `leads` field by field, the outbox too. */
export type ConfigOverrides = Partial<Omit<ApiConfig, 'leads'>> & { leads?: LeadsOverrides };

/** Blank is unset: `FOO=` in an env file means "use the default". */
function readVariables(env: Env): Env {
  return Object.fromEntries(SETTING_NAMES.map((name) => [name, env[name]?.trim() === '' ? undefined : env[name]]));
}

function toConfig(e: ParsedEnv): ApiConfig {
  const to = e.LEADS_NOTIFY_TO;
  return {
    port: e.PORT,
    host: e.HOST,
    siteDir: e.SITE_DIR,
    publicDir: path.join(repoRoot, 'shared/public'),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    askBotRateLimitPerMinute: e.ASK_BOT_RATE_LIMIT_PER_MINUTE,
    rateLimitAllowLoopback: e.RATE_LIMIT_ALLOW_LOOPBACK,
    clientErrorsRateLimitPerMinute: e.CLIENT_ERRORS_RATE_LIMIT_PER_MINUTE,
    canaryMinVisits: e.CANARY_MIN_VISITS,
    canaryErrorMarginPct: e.CANARY_ERROR_MARGIN,
    canaryCheckIntervalMs: e.CANARY_CHECK_INTERVAL_MS,
    releaseRetentionDays: e.RELEASE_RETENTION_DAYS,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    maxHeaderBytes: e.MAX_HEADER_BYTES,
    shellOrigins: e.SHELL_ORIGINS,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    llm:
      e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''), apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
        : undefined,
    leads: {
      smtp:
        e.SMTP_HOST && to.length > 0
          ? {
              host: e.SMTP_HOST,
              port: e.SMTP_PORT,
              user: e.SMTP_USER,
              pass: e.SMTP_PASS,
              from: e.SMTP_FROM || to[0],
              to,
              secure: e.SMTP_SECURE ?? e.SMTP_PORT === 465,
              ignoreTLS: e.SMTP_IGNORE_TLS ?? false,
              requireTLS: e.SMTP_REQUIRE_TLS ?? false,
            }
          : undefined,
      jsonBodyLimit: e.LEADS_JSON_BODY_LIMIT,
      outbox: {
        pollMs: e.LEADS_OUTBOX_POLL_MS,
        baseDelayMs: e.LEADS_RETRY_BASE_MS,
        maxDelayMs: e.LEADS_RETRY_MAX_MS,
        // 1+2+4+8+16+32 min, then hourly: about 15 hours of trying before a row is marked failed.
        maxAttempts: e.LEADS_RETRY_MAX_ATTEMPTS,
        leaseMs: 5 * 60_000,
      },
    },
  };
}

/**
 * Reads and validates every variable the API uses (api/src/settings.ts lists them); throws a
 * ConfigError naming each bad one. `overrides` (tests, tools, the bench) win over the
 * environment. The only reader of process.env in api/src (an ESLint rule keeps it so).
 */
export function loadConfig(env: Env = process.env, overrides: ConfigOverrides = {}): ApiConfig {
  const parsed = envSchema.safeParse(readVariables(env));
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const config = toConfig(parsed.data);
  const { leads, ...rest } = overrides;
  return {
    ...config,
    ...rest,
    leads: { ...config.leads, ...leads, outbox: { ...config.leads.outbox, ...leads?.outbox } },
  };
}
