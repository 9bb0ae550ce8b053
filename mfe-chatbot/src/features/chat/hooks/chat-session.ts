/** SPEC §3 storage key of the chat session record. */
export const SESSION_STORAGE_KEY = 'sessionData';
/** SPEC §9: a chat session lives one hour. */
export const SESSION_LIFETIME_MS = 60 * 60 * 1000;

/** SPEC §3 browser-stored session record. */
export type SessionRecord = { sessionId: string; timestamp: number };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

/** 'sess_' plus 16 random lowercase letters and digits. */
export function newSessionId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `sess_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** The stored session, or null when there is none, it is unreadable or storage is unavailable. */
export function readSession(): SessionRecord | null {
  try {
    const raw = storage()?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SessionRecord>;
    if (typeof value.sessionId !== 'string' || !value.sessionId || typeof value.timestamp !== 'number') return null;
    return { sessionId: value.sessionId, timestamp: value.timestamp };
  } catch {
    return null;
  }
}

/** Is the session older than the SPEC's one hour? */
export const isExpired = (session: SessionRecord, now = Date.now()) => now - session.timestamp > SESSION_LIFETIME_MS;

/**
 * SPEC §4: the session is created when missing or older than one hour, and stored with its
 * creation time. Returns the session in use, or null when storage is unavailable.
 */
export function ensureSession(now = Date.now()): SessionRecord | null {
  const current = readSession();
  if (current && !isExpired(current, now)) return current;
  const fresh = { sessionId: newSessionId(), timestamp: now };
  try {
    const s = storage();
    if (!s) return null;
    s.setItem(SESSION_STORAGE_KEY, JSON.stringify(fresh));
    return fresh;
  } catch {
    return null; // quota or privacy mode: the chat reports the missing session when sending
  }
}
