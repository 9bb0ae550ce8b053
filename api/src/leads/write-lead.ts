import { isDatabaseTimeout } from '../db/unreachable';
import type { CvKind } from './cv';
import type { Lead, LeadStore, StoredCv } from '../db';

/** A lead as the intake accepted it, before its CV has a place. */
export type NewLead = Omit<Lead, 'cvPath' | 'cvOriginalName' | 'cvMime' | 'cvSize'>;
/** The CV the intake accepted with it. */
export type NewCv = { kind: CvKind; fileName: string; content: Buffer };


/**
 * Stores the CV, then the row that points to it (committed, and for SQLite fsync'd, when this
 * resolves). Without its row the CV goes too, unless the row's fate is unknown (a timed-out
 * query may yet commit): an orphan CV is removed by the retention purge after a day, a row
 * pointing to a deleted CV would be a lost CV. A repeat (its key already stored) keeps nothing
 * of this copy.
 */
export async function writeLead(store: LeadStore, lead: NewLead, cvFile: NewCv | undefined, options: { notify: boolean; idempotencyKey?: string }): Promise<{ outcome: 'stored' | 'repeat'; cv?: StoredCv }> {
  const cv = cvFile ? await store.cvs.save(cvFile.kind, cvFile.fileName, cvFile.content) : undefined;
  const row: Lead = { ...lead, cvPath: cv?.path ?? null, cvOriginalName: cv?.originalName ?? null, cvMime: cv?.mime ?? null, cvSize: cv?.size ?? null };
  let outcome: 'stored' | 'repeat';
  try {
    outcome = await store.insertLead(row, options);
  } catch (error) {
    if (cv && !isDatabaseTimeout(error)) await store.cvs.remove(cv.path).catch(() => undefined);
    throw error;
  }
  if (cv && outcome === 'repeat') await store.cvs.remove(cv.path).catch(() => undefined);
  return { outcome, cv };
}
