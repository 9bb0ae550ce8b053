import { z } from 'zod';
import { remotesManifestSchema, type RemoteEntry } from '@site/shared/schemas/remotes-manifest';
import { REMOTE_NAME, REMOTE_VERSION } from '@site/shared/schemas/remotes-manifest-check';
import { RELEASE_COOKIE } from '@site/shared/content/legal';
import { remoteEntryUrl, SHELL } from './layout';

export type { RemoteEntry };

/**
 * A canary: a part's new version (a remote's, or the shell's under the name "shell") served to
 * `percent` % of visitors (by their bucket), since `since`, released by `by`. Everyone else keeps
 * the live version.
 */
export const canarySchema = z.object({
  name: z.string().regex(REMOTE_NAME),
  version: z.string().regex(REMOTE_VERSION),
  percent: z.number().int().min(1).max(99),
  since: z.string().datetime(),
  by: z.string(),
});
export type Canary = z.infer<typeof canarySchema>;

/**
 * What the site serves: the live shell release, the live remotes (what /remotes.json lists for
 * everyone) and at most one canary a part. One document, replaced in one step: a full release
 * switches the shell and every remote together.
 */
export const releaseStateSchema = z.object({
  shell: z.string().regex(REMOTE_VERSION).optional(),
  remotes: remotesManifestSchema,
  canaries: z.array(canarySchema).refine((list) => new Set(list.map((c) => c.name)).size === list.length, 'one canary a part'),
});
export type ReleaseState = z.infer<typeof releaseStateSchema>;

/** Nothing released yet. */
export const EMPTY_STATE: ReleaseState = { remotes: [], canaries: [] };

/** What one visitor is served: a shell release and the remotes its pages and /remotes.json name. */
export type ServedRelease = { shell?: string; remotes: RemoteEntry[] };

/** The live version of a part (the shell or a remote), if any. */
export function liveVersion(state: ReleaseState, name: string): string | undefined {
  return name === SHELL ? state.shell : state.remotes.find((r) => r.name === name)?.version;
}

/** Visitors are split into 100 buckets; a canary of N % serves buckets 0 to N-1. */
export const BUCKETS = 100;

/**
 * The cookie that keeps a visitor's bucket while a canary runs: a random number from 0 to 99, no
 * personal data, so the visitor keeps getting the same versions, pages and code alike. A bucket
 * given with a page is marked fresh (`37.n`) and counts only from the visitor's next page on: that
 * first page and the remotes list it fetches are both stable, so a visitor whose browser drops the
 * cookie (cookies off) never gets a canary page with stable code.
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
 * What one visitor gets: the live shell and remotes, with each canary in place of its live version
 * when the visitor's bucket falls in its share. No bucket (a first request, or cookies off):
 * stable, so the page and the remotes list it then fetches always agree.
 */
export function releaseForBucket(state: ReleaseState, bucket: number | undefined): ServedRelease {
  const canaryOf = (name: string) => (bucket === undefined ? undefined : state.canaries.find((c) => c.name === name && bucket < c.percent));
  const shellCanary = canaryOf(SHELL);
  return {
    shell: shellCanary?.version ?? state.shell,
    remotes: state.remotes.map((entry) => {
      const canary = canaryOf(entry.name);
      return canary ? { name: entry.name, version: canary.version, entry: remoteEntryUrl(entry.name, canary.version) } : entry;
    }),
  };
}

/**
 * Every combination the site may serve while this state holds: each shell release (live, canary)
 * with each version (live, canary) of each remote. The deploy tools render the pages of all of
 * them before a switch, so no visitor, canary or stable, meets a page that was not rendered.
 */
export function servableCombinations(state: ReleaseState): { shells: string[]; remotes: { name: string; versions: string[] }[] } {
  const canaryVersion = (name: string) => state.canaries.find((c) => c.name === name)?.version;
  const unique = (list: (string | undefined)[]) => [...new Set(list.filter((v): v is string => Boolean(v)))];
  return {
    shells: unique([state.shell, canaryVersion(SHELL)]),
    remotes: state.remotes.map((r) => ({ name: r.name, versions: unique([r.version, canaryVersion(r.name)]) })),
  };
}
