import type { QueryFacets } from './text/analyzer';

/** One answered question, as much as a follow-up needs. */
export type Turn = {
  /** The search terms the answer came from (the question's own, plus the context it borrowed). */
  terms: string[];
  facets: QueryFacets;
  /** Topic and passage that answered; undefined when the bot had no answer. */
  topic?: string;
  passageId?: string;
  score: number;
  at: number;
};

/** SPEC §9: a chat session lives one hour; the server forgets it after the same time. */
export const SESSION_TTL_MS = 60 * 60 * 1000;

/**
 * The last few turns of each chat, in memory, keyed by the widget's session name. Bounded
 * (least recently used sessions go first) so a flood of session names cannot exhaust memory.
 */
export class SessionStore {
  private readonly sessions = new Map<string, { turns: Turn[]; touched: number }>();

  constructor(
    private readonly maxSessions = 5000,
    private readonly maxTurns = 4,
    private readonly ttlMs = SESSION_TTL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The session's turns, oldest first; empty when unknown or expired. */
  turns(name: string): Turn[] {
    const entry = this.sessions.get(name);
    if (!entry) return [];
    const now = this.clock();
    if (now - entry.touched > this.ttlMs) {
      this.sessions.delete(name);
      return [];
    }
    // Map keeps insertion order: re-inserting marks it as the most recently used.
    this.sessions.delete(name);
    this.sessions.set(name, entry);
    return entry.turns.filter((t) => now - t.at <= this.ttlMs);
  }

  /** Adds a turn, keeping the last `maxTurns`, and evicts the least recently used session if full. */
  record(name: string, turn: Turn): void {
    const entry = this.sessions.get(name) ?? { turns: [], touched: 0 };
    entry.turns = [...entry.turns, turn].slice(-this.maxTurns);
    entry.touched = this.clock();
    this.sessions.delete(name);
    this.sessions.set(name, entry);
    while (this.sessions.size > this.maxSessions) {
      const oldest = this.sessions.keys().next().value as string;
      this.sessions.delete(oldest);
    }
  }

  get size(): number {
    return this.sessions.size;
  }
}
