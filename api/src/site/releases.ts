import fs from 'node:fs';
import { z } from 'zod';
import { remoteEntrySchema } from '@site/shared/schemas/remotes-manifest';
import { canaryFile, readRemotes, remotesFile, writeJsonAtomically, type RemoteEntry } from './layout';
import { RELEASE_COOKIE } from '@site/shared/content/legal';

/**
 * A canary: a remote's new version served to `percent` % of visitors (by their bucket), since
 * `since`, released by `by`. Everyone else keeps the version remotes.json names.
 */
export const canarySchema = remoteEntrySchema.extend({
  percent: z.number().int().min(1).max(99),
  since: z.string().datetime(),
  by: z.string(),
});
export type Canary = z.infer<typeof canarySchema>;

/** canary.json: at most one canary a remote. */
export const canaryListSchema = z.array(canarySchema).refine((list) => new Set(list.map((c) => c.name)).size === list.length, 'one canary a remote');

/** What the site serves now: the stable remotes (remotes.json) and the canaries. */
export type Release = { stable: RemoteEntry[]; canaries: Canary[] };

/** The canaries: [] when none runs. A file that breaks the schema throws (the deploy tools stop on it). */
export function readCanaries(siteDir: string): Canary[] {
  let text: string;
  try {
    text = fs.readFileSync(canaryFile(siteDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const parsed = canaryListSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${canaryFile(siteDir)} is not a valid canary list: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}

/** Replaces canary.json in one rename (call it holding the deploy lock). */
export function writeCanariesAtomically(siteDir: string, canaries: Canary[]): void {
  writeJsonAtomically(canaryFile(siteDir), canaryListSchema.parse(canaries));
}

/** Visitors are split into 100 buckets; a canary of N % serves buckets 0 to N-1. */
export const BUCKETS = 100;

/**
 * The cookie that keeps a visitor's bucket while a canary runs: a random number from 0 to 99, no
 * personal data, so the visitor keeps getting the same version of a remote, page and code alike.
 * A bucket given with a page is marked fresh (`37.n`) and counts only from the visitor's next
 * page on: that first page and the remotes list it fetches are both stable, so a visitor whose
 * browser drops the cookie (cookies off) never gets a canary page with stable code.
 */
export const BUCKET_COOKIE = RELEASE_COOKIE.name;
export const BUCKET_MAX_AGE_S = RELEASE_COOKIE.maxAgeDays * 24 * 3600;

/** The bucket a Cookie header carries, if any, and whether it is still fresh (given with the previous page). */
export function bucketFromCookie(header: string | undefined): { bucket: number; fresh: boolean } | undefined {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(\\.n)?(?:;|$)`));
  return match ? { bucket: Number(match[1]), fresh: Boolean(match[2]) } : undefined;
}

/** The bucket that decides what this request gets: a confirmed one (a fresh bucket still gets stable). */
export function confirmedBucket(header: string | undefined): number | undefined {
  const cookie = bucketFromCookie(header);
  return cookie && !cookie.fresh ? cookie.bucket : undefined;
}

/**
 * The remotes one visitor gets: the stable list, with each canary in place of its stable entry
 * when the visitor's bucket falls in its share. No bucket (a first request, or cookies off):
 * stable, so the page and the remotes list it then fetches always agree.
 */
export function remotesForBucket(release: Release, bucket: number | undefined): RemoteEntry[] {
  if (bucket === undefined || release.canaries.length === 0) return release.stable;
  return release.stable.map((entry) => {
    const canary = release.canaries.find((c) => c.name === entry.name);
    return canary && bucket < canary.percent ? { name: canary.name, version: canary.version, entry: canary.entry } : entry;
  });
}

type Stamp = { mtimeMs: number; ino: number } | undefined;
const stampOf = (file: string): Stamp => {
  try {
    const s = fs.statSync(file);
    return { mtimeMs: s.mtimeMs, ino: s.ino };
  } catch {
    return undefined;
  }
};
const sameStamp = (a: Stamp, b: Stamp) => a?.mtimeMs === b?.mtimeMs && a?.ino === b?.ino;

/**
 * Reads remotes.json and canary.json again only when either was replaced (deploys rename new
 * ones in). A file that cannot be read serves as empty (stable: nothing published yet; canary:
 * none), and `onError` hears about it, so a broken canary file never takes the site down.
 */
export function releaseReader(siteDir: string, onError: (error: unknown) => void = () => undefined): () => Release {
  let cached: { stable: Stamp; canary: Stamp; release: Release } | undefined;
  return () => {
    const stable = stampOf(remotesFile(siteDir));
    const canary = stampOf(canaryFile(siteDir));
    if (!cached || !sameStamp(cached.stable, stable) || !sameStamp(cached.canary, canary)) {
      const read = <T>(fn: () => T[]): T[] => {
        try {
          return fn();
        } catch (error) {
          onError(error);
          return [];
        }
      };
      cached = { stable, canary, release: { stable: read(() => readRemotes(siteDir)), canaries: read(() => readCanaries(siteDir)) } };
    }
    return cached.release;
  };
}
