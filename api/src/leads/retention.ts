import type { Lead, Stores } from '../db';

/**
 * SPEC §9 "legal retention", as it applies to what this pipeline keeps:
 * - Contact data, 3 years: every lead (contact, telephony, application) and its CV is deleted
 *   3 years after it arrived. This is what `purge` does.
 * - Active customer data, relationship + 6 years: a lead that becomes a customer is copied into
 *   the customer/invoicing systems, which keep it under that rule; the lead here still expires
 *   after 3 years.
 * - Browsing data, max 2 years: the browser error reports and the page-view counts per remote
 *   version (release health; no address, no query string) are deleted 2 years after their
 *   minute. Server access logs carry no form content and are rotated by the hosting well within that.
 * - Backups, max 1 year: the backup rotation of <dataDir> (or the PostgreSQL dumps) must keep no
 *   copy older than a year, so a purged lead is gone from backups a year after the purge.
 * The server applies it once a day by itself (daily-retention.ts); `npm run leads -- purge` on demand.
 */
export const CONTACT_DATA_RETENTION_YEARS = 3;
export const BROWSING_DATA_RETENTION_YEARS = 2;

/** A CV with no row is left by a crash between storing it and committing the row. */
const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** What a purge removed (or would remove, with dryRun). CVs by where staff would find them. */
export type PurgeReport = {
  cutoff: Date;
  leads: Lead[];
  cvFiles: string[];
  orphanFiles: string[];
  browsingCutoff: Date;
  /** Browsing data deleted (a dry run counts none: it only reads the leads). */
  clientErrors: number;
  visitRows: number;
};

const yearsBefore = (now: Date, years: number) => {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
};

/** The moment before which leads have expired. */
export const retentionCutoff = (now: Date): Date => yearsBefore(now, CONTACT_DATA_RETENTION_YEARS);

/**
 * Deletes expired leads (rows first, then their CVs), orphan CVs and expired browsing data, from
 * files or PostgreSQL alike (`leads.cvs`), so it works from any instance.
 */
export async function purgeExpiredLeads(stores: Pick<Stores, 'leads' | 'releaseHealth'>, options: { now?: Date; dryRun?: boolean } = {}): Promise<PurgeReport> {
  const now = options.now ?? new Date();
  const cutoff = retentionCutoff(now);
  const browsingCutoff = yearsBefore(now, BROWSING_DATA_RETENTION_YEARS);
  const { leads: store, releaseHealth } = stores;
  const where = (ref: string) => store.cvs.localPath(ref) ?? ref;
  const leads = options.dryRun
    ? (await store.listLeads()).filter((lead) => new Date(lead.createdAt) < cutoff)
    : // Rows go first: a crash before the CVs are removed only leaves orphans, cleaned below next time.
      await store.deleteLeadsCreatedBefore(cutoff);

  const cvFiles: string[] = [];
  for (const lead of leads) {
    if (!lead.cvPath) continue;
    if (options.dryRun || (await store.cvs.remove(lead.cvPath))) cvFiles.push(where(lead.cvPath));
  }

  const orphanFiles: string[] = [];
  for (const ref of await store.cvs.orphans(new Date(now.getTime() - ORPHAN_GRACE_MS))) {
    if (leads.some((lead) => lead.cvPath === ref)) continue;
    if (!options.dryRun) await store.cvs.remove(ref);
    orphanFiles.push(where(ref));
  }

  const clientErrors = options.dryRun ? 0 : await releaseHealth.deleteClientErrorsBefore(browsingCutoff);
  const visitRows = options.dryRun ? 0 : await releaseHealth.deleteVisitsBefore(browsingCutoff);
  return { cutoff, leads, cvFiles, orphanFiles, browsingCutoff, clientErrors, visitRows };
}
