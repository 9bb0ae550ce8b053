import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * A variable has a value the server cannot use: the message names each one and what it expects.
 * Here rather than in config.ts, so the release model raises it without the lead settings.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings, the server cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The repository root (api/src/.. /..). */
export const repoRoot = path.resolve(__dirname, '../..');

/**
 * One environment variable: its zod schema (from the raw string, or undefined when unset), the
 * default as the README shows it, and what it does. This list is the README's settings table
 * (api/test/config/config.test.ts fails when they differ; `npx tsx api/src/cli/settings-table.ts --write` renders it).
 */
export type Setting = { schema: z.ZodType<unknown, string | undefined>; shown: string; doc: string };

const code = (value: string | number) => `\`${value}\``;
const NONE = '—';

/** A whole number in [min, max]. Messages say what is expected and never quote the value: some variables hold secrets. */
function int(doc: string, fallback: number, min: number, what: string, max = Number.MAX_SAFE_INTEGER) {
  const message = `expected ${what}`;
  const schema = z.string().trim().regex(/^\d+$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message));
  return { schema: schema.default(fallback), shown: code(fallback), doc };
}

/** `1` or `0`: a switch whose accidental "true" must not turn it on silently. */
function flag(doc: string) {
  return { schema: z.enum(['0', '1'], { error: 'expected 1 (on) or 0 (off)' }).transform((v) => v === '1').default(false), shown: code(0), doc };
}

/** `true` or `false` (the SMTP switches, as nodemailer names them). */
function bool(doc: string, shown = code('false')) {
  return { schema: z.enum(['true', 'false'], { error: 'expected true or false' }).transform((v) => v === 'true').optional(), shown, doc };
}

/** Free text, as given (a password keeps its spaces). */
function text(doc: string) {
  return { schema: z.string().optional(), shown: NONE, doc };
}

/** A folder: relative to the working directory when given, to the repository when defaulted. */
function dir(doc: string, fallback: string) {
  return { schema: z.string().optional().transform((v) => (v === undefined ? path.join(repoRoot, fallback) : path.resolve(v))), shown: code(fallback), doc };
}

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

const origins = z
  .string()
  .optional()
  .transform((value, ctx) => {
    try {
      return parseOrigins(value);
    } catch (error) {
      // parseOrigins names the variable itself; the issue's path names it again.
      ctx.addIssue({ code: 'custom', message: `expected http(s) origins separated by commas (${(error as Error).message.replace(/^SHELL_ORIGINS: /, '')})` });
      return z.NEVER;
    }
  });

/** One address (`10.0.0.5`, `::1`) or CIDR range (`10.0.0.0/8`) of a trusted proxy. */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `0` trusts no one, `1` everyone (only when nothing but the proxy can reach the
 * server), or the proxies' addresses and CIDR ranges, as Fastify's trustProxy takes them: then an
 * X-Forwarded-For is read only from a connection that comes from one of them.
 */
const trustedProxies = z
  .string()
  .optional()
  .transform((value, ctx): boolean | string[] => {
    const text = value?.trim() ?? '0';
    if (text === '0' || text === '1') return text === '1';
    const list = text.split(',').map((s) => s.trim()).filter(Boolean);
    if (list.length === 0 || !list.every(isAddressOrRange)) {
      ctx.addIssue({ code: 'custom', message: 'expected 0, 1, or the proxies\' addresses or CIDR ranges separated by commas (127.0.0.1,10.0.0.0/8)' });
      return z.NEVER;
    }
    return list;
  });

const ADDRESS = /^[^\s@,<>]+@[^\s@,<>]+$/;
const addresses = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const list = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (list.some((a) => !ADDRESS.test(a))) ctx.addIssue({ code: 'custom', message: 'expected e-mail addresses separated by commas (name@example.com)' });
    return list;
  });

const httpUrl = z
  .string()
  .trim()
  .optional()
  .refine((v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v), 'expected an http(s) URL such as https://api.example.com/v1');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable the API reads, in the order of the README's table. */
export const SETTINGS = {
  PORT: int('port the server listens on', 8080, 0, 'a port number from 0 to 65535', 65535),
  HOST: { schema: z.string().trim().min(1, 'expected a host name or address').default('0.0.0.0'), shown: code('0.0.0.0'), doc: 'address the server listens on' },
  LOG_LEVEL: {
    schema: z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    shown: code('info'),
    doc: `log level: ${LOG_LEVELS.map(code).join(', ')}`,
  },
  TRUST_PROXY: {
    schema: trustedProxies,
    shown: code(0),
    doc: "the reverse proxies' addresses or CIDR ranges (comma-separated), whose `X-Forwarded-For` gives the visitor's IP to rate limits; a header from anyone else is ignored. `1` trusts every sender: only when the server is unreachable except through the proxy",
  },
  SITE_DIR: dir('the published site (see Operations)', 'var/site'),
  SHELL_ORIGINS: { schema: origins, shown: NONE, doc: "origins (comma-separated) of a shell hosted elsewhere that may load the remotes' files (CORS)" },
  DATA_DIR: dir('SQLite file and CVs', 'data'),
  DATABASE_URL: {
    schema: z.string().trim().regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL (leave it empty for SQLite)').optional(),
    shown: NONE,
    doc: '`postgres://…` stores leads in PostgreSQL instead (same code and schema)',
  },
  LEADS_JSON_BODY_LIMIT: int('largest JSON body of `POST /api/contact`, in bytes', 64 * 1024, 1, 'a number of bytes, at least 1'),
  SMTP_HOST: text('SMTP server of the lead notification e-mails; set it with `LEADS_NOTIFY_TO` (both or neither)'),
  SMTP_PORT: int('SMTP port', 587, 1, 'a port number from 1 to 65535', 65535),
  SMTP_USER: text('SMTP user, when the server asks for one'),
  SMTP_PASS: text('SMTP password'),
  SMTP_FROM: { schema: z.string().trim().optional(), shown: 'first of `LEADS_NOTIFY_TO`', doc: 'sender of the notifications' },
  LEADS_NOTIFY_TO: { schema: addresses, shown: NONE, doc: 'who gets each lead by e-mail (comma-separated addresses)' },
  SMTP_SECURE: bool('TLS from the first byte; otherwise STARTTLS when the server offers it', '`true` on port 465'),
  SMTP_REQUIRE_TLS: bool('refuse to send unless STARTTLS succeeds (for a relay that takes a password)'),
  SMTP_IGNORE_TLS: bool('never upgrade with STARTTLS: only for a local test sink'),
  LEADS_OUTBOX_POLL_MS: int('how often the outbox looks for notifications to send', 5_000, 1, 'a whole number of milliseconds, at least 1'),
  LEADS_RETRY_BASE_MS: int('first wait after a failed notification; it doubles on each retry', 60_000, 1, 'a whole number of milliseconds, at least 1'),
  LEADS_RETRY_MAX_MS: int('longest wait between retries', 60 * 60_000, 1, 'a whole number of milliseconds, at least 1'),
  LEADS_RETRY_MAX_ATTEMPTS: int('attempts before a notification is marked failed (the lead stays stored)', 20, 1, 'a whole number, at least 1'),
  RATE_LIMIT_PER_MINUTE: int('requests per minute per IP on `POST /api/contact` (429 with `Retry-After`)', 10, 1, 'a whole number, at least 1'),
  ASK_BOT_RATE_LIMIT_PER_MINUTE: int('questions per minute per IP on `POST /api/ask-bot`', 30, 1, 'a whole number, at least 1'),
  CLIENT_ERRORS_RATE_LIMIT_PER_MINUTE: int('browser error reports per minute per IP on `POST /api/client-errors`', 20, 1, 'a whole number, at least 1'),
  CANARY_MIN_VISITS: int('page views a canary needs before it can be judged; it also needs 3 error reports (CANARY_MIN_ERRORS), so one or two errors never decide', 5, 1, 'a whole number, at least 1'),
  CANARY_ERROR_MARGIN: int(
    "a canary is rolled back as soon as its error rate is, with 95 % confidence, more than this many percentage points above the stable version's: one failing every view goes within its first views, one no worse than stable never",
    5,
    0,
    'a whole number of percentage points from 0 to 100',
    100,
  ),
  RELEASE_RETENTION_DAYS: int("how long the files of a replaced release stay served (a tab opened before a release keeps working); `--prune` keeps them", 7, 0, 'a whole number of days, at least 0'),
  CANARY_CHECK_INTERVAL_MS: int('how often the server compares canary and stable error rates (also checked after each error report)', 30_000, 100, 'a whole number of milliseconds, at least 100'),
  RATE_LIMIT_ALLOW_LOOPBACK: flag('`1` lifts the per-IP limits for 127.0.0.1 and ::1: only for load tests on one machine'),
  REQUEST_TIMEOUT_MS: int('the whole request must arrive within this (then 408)', 30_000, 1, 'a whole number of milliseconds, at least 1'),
  CONNECTION_TIMEOUT_MS: int('a socket silent this long mid-request is closed', 10_000, 1, 'a whole number of milliseconds, at least 1'),
  MAX_HEADER_BYTES: int('largest request head (then 431)', 16 * 1024, 1, 'a number of bytes, at least 1'),
  LLM_BASE_URL: {
    schema: httpUrl,
    shown: NONE,
    doc: "optional OpenAI-compatible endpoint (with `LLM_API_KEY` and `LLM_MODEL`: all three or none) that phrases NavegaBot's answers from the retrieved passages only; without it NavegaBot works offline",
  },
  LLM_API_KEY: { schema: z.string().trim().optional(), shown: NONE, doc: 'its key (never sent to browsers)' },
  LLM_MODEL: { schema: z.string().trim().optional(), shown: NONE, doc: 'its model name' },
  LLM_TIMEOUT_MS: int('how long the phrasing may take before the retrieval answer is sent instead', 4000, 1, 'a whole number of milliseconds, at least 1'),
  METRICS_TOKEN: { schema: z.string().trim().min(16, 'expected a random token of at least 16 characters (openssl rand -hex 32)').optional(), shown: NONE, doc: '`GET /metrics` (Prometheus text) answers only `Authorization: Bearer <this token>`; unset, `/metrics` is a 404' },
} satisfies Record<string, Setting>;

type Shape = { [K in keyof typeof SETTINGS]: (typeof SETTINGS)[K]['schema'] };
const shape = Object.fromEntries(Object.entries(SETTINGS).map(([name, s]) => [name, s.schema])) as Shape;

const LLM = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;

/** The variables, parsed; the settings that only work together are checked together. */
export const envSchema = z.object(shape).superRefine((env, ctx) => {
  const smtpOn = Boolean(env.SMTP_HOST);
  if (smtpOn && env.LEADS_NOTIFY_TO.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['LEADS_NOTIFY_TO'], message: 'expected at least one address, since SMTP_HOST is set (set both or neither)' });
  }
  if (!smtpOn && env.LEADS_NOTIFY_TO.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'expected the SMTP server, since LEADS_NOTIFY_TO is set (set both or neither)' });
  }
  const given = LLM.filter((name) => env[name]);
  for (const name of LLM) {
    if (given.length > 0 && !env[name]) {
      ctx.addIssue({ code: 'custom', path: [name], message: `expected a value, since ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set (set all of ${LLM.join(', ')} or none)` });
    }
  }
});

export type ParsedEnv = z.infer<typeof envSchema>;

/** The variables this API reads, by name. */
export const SETTING_NAMES = Object.keys(SETTINGS) as (keyof typeof SETTINGS)[];

/** The README's settings table, rendered from SETTINGS. */
export function settingsTable(): string {
  const rows = SETTING_NAMES.map((name) => `| \`${name}\` | ${SETTINGS[name].shown} | ${SETTINGS[name].doc} |`);
  return ['| variable | default | what it does |', '|---|---|---|', ...rows].join('\n');
}
