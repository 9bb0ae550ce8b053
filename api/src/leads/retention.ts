import fs from 'node:fs';
import path from 'node:path';
import { CV_DIR, removeCv } from './cv';
import type { Lead, LeadStore } from './types';

/**
 * SPEC §9 "legal retention", as it applies to what this pipeline keeps:
 * - Contact data, 3 years: every lead (contact, telephony, application) and its CV is deleted
 *   3 years after it arrived. This is what `purge` does.
 * - Active customer data, relationship + 6 years: a lead that becomes a customer is copied into
 *   the customer/invoicing systems, which keep it under that rule; the lead here still expires
 *   after 3 years.
 * - Browsing data, max 2 years: not stored here (server access logs carry no form content and
 *   are rotated by the hosting well within that).
 * - Backups, max 1 year: the backup rotation of <dataDir> (or the PostgreSQL dumps) must keep no
 *   copy older than a year, so a purged lead is gone from backups a year after the purge.
 */
export const CONTACT_DATA_RETENTION_YEARS = 3;

/** A CV file with no row is left by a crash between writing it and committing the row. */
const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** What a purge removed (or would remove, with dryRun). */
export type PurgeReport = { cutoff: Date; leads: Lead[]; cvFiles: string[]; orphanFiles: string[] };

/** The moment before which leads have expired. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONTACT_DATA_RETENTION_YEARS);
  return cutoff;
}

/** Deletes expired leads (rows first, then their CVs) and orphan CV files. */
export async function purgeExpiredLeads(store: LeadStore, dataDir: string, options: { now?: Date; dryRun?: boolean } = {}): Promise<PurgeReport> {
  const now = options.now ?? new Date();
  const cutoff = retentionCutoff(now);
  const leads = options.dryRun
    ? (await store.listLeads()).filter((lead) => new Date(lead.createdAt) < cutoff)
    : // Rows go first: a crash before the files are removed only leaves orphans, cleaned below next time.
      await store.deleteLeadsCreatedBefore(cutoff);

  const cvFiles: string[] = [];
  for (const lead of leads) {
    if (!lead.cvPath) continue;
    if (options.dryRun || (await removeCv(dataDir, lead.cvPath))) cvFiles.push(path.resolve(dataDir, lead.cvPath));
  }

  const orphanFiles: string[] = [];
  const dir = path.join(dataDir, CV_DIR);
  if (fs.existsSync(dir)) {
    const referenced = new Set((await store.listCvPaths()).map((p) => path.resolve(dataDir, p)));
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (referenced.has(file) || cvFiles.includes(file)) continue;
      const stat = fs.statSync(file);
      if (!stat.isFile() || now.getTime() - stat.mtimeMs < ORPHAN_GRACE_MS) continue;
      if (!options.dryRun) fs.unlinkSync(file);
      orphanFiles.push(file);
    }
  }
  return { cutoff, leads, cvFiles, orphanFiles };
}
