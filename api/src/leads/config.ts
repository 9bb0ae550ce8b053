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

/** The lead pipeline's part of ApiConfig (api/src/config.ts reads it from the environment). */
export type LeadsConfig = {
  smtp?: SmtpConfig;
  outbox: OutboxConfig;
  /** JSON bodies of the contact and telephony forms. */
  jsonBodyLimit: number;
};

/** What tests and the bench may override (the outbox field by field). */
export type LeadsOverrides = Partial<Omit<LeadsConfig, 'outbox'>> & { outbox?: Partial<OutboxConfig> };
