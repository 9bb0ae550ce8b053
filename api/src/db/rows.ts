/** A timestamp column as an ISO string: SQLite stores the text, PostgreSQL hands out a Date. */
export const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

/** The same for a column that may be NULL. */
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
