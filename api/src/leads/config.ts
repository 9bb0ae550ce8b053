import type { ApiConfig } from '../config';

/** SMTP settings of the lead notifications; absent when SMTP_HOST or LEADS_NOTIFY_TO is not set. */
export type SmtpConfig = {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
  to: string[];
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Never upgrade with STARTTLS: only for a local test sink. */
  ignoreTLS: boolean;
  /** Refuse to send unless STARTTLS succeeds: set it for a real relay that takes a password. */
  requireTLS: boolean;
};

/** How the outbox worker retries a notification: 1 min doubling to 1 h, then it gives up. */
export type OutboxConfig = {
  pollMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** A claimed row is not picked again by another worker for this long (several instances on PostgreSQL). */
  leaseMs: number;
};

/** Everything the lead pipeline reads from the environment (api/src/config.ts keeps the rest). */
export type LeadsConfig = {
  smtp?: SmtpConfig;
  outbox: OutboxConfig;
  /** JSON bodies of the contact and telephony forms. */
  jsonBodyLimit: number;
};

/** What tests and the bench may override (the outbox field by field). */
export type LeadsOverrides = Partial<Omit<LeadsConfig, 'outbox'>> & { outbox?: Partial<OutboxConfig> };

/** ApiConfig as POST /api/contact receives it: buildApp passes overrides through, so tests may add `leads`. */
export type ContactConfig = ApiConfig & { leads?: LeadsOverrides };

const num = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

/** Reads SMTP_* and LEADS_* variables; `overrides` (tests, bench) win over the environment. */
export function loadLeadsConfig(env: NodeJS.ProcessEnv = process.env, overrides: LeadsOverrides = {}): LeadsConfig {
  const to = (env.LEADS_NOTIFY_TO ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const port = num(env.SMTP_PORT, 587);
  const smtp: SmtpConfig | undefined =
    env.SMTP_HOST && to.length > 0
      ? {
          host: env.SMTP_HOST,
          port,
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
          from: env.SMTP_FROM || to[0],
          to,
          secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
          ignoreTLS: env.SMTP_IGNORE_TLS === 'true',
          requireTLS: env.SMTP_REQUIRE_TLS === 'true',
        }
      : undefined;
  return {
    smtp,
    jsonBodyLimit: num(env.LEADS_JSON_BODY_LIMIT, 64 * 1024),
    ...overrides,
    outbox: {
      pollMs: num(env.LEADS_OUTBOX_POLL_MS, 5_000),
      baseDelayMs: num(env.LEADS_RETRY_BASE_MS, 60_000),
      maxDelayMs: num(env.LEADS_RETRY_MAX_MS, 60 * 60_000),
      // 1+2+4+8+16+32 min, then hourly: about 15 hours of trying before a row is marked failed.
      maxAttempts: num(env.LEADS_RETRY_MAX_ATTEMPTS, 20),
      leaseMs: 5 * 60_000,
      ...overrides.outbox,
    },
  };
}
