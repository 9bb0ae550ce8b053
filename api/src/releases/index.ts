/**
 * The release model: what a published site is (layout), what it serves to whom (state, buckets,
 * canaries), how it changes (a store with a lock and a history: files on one machine, the
 * database for several instances), how a canary is judged, and what pruning must keep. The one
 * entry the server and the deploy tools import (ESLint keeps it that way).
 */
export { isPublished, notFoundFile, pageFile, partDir, remoteDir, remoteEntryUrl, shellDir, shellPagesDir, stateFile, historyFile, lockFile, databaseMarkerFile, SHELL, writeJsonAtomically } from './layout';
export { ReleaseStateInDatabase } from './database-marker';
export {
  BUCKET_COOKIE,
  BUCKET_MAX_AGE_S,
  BUCKETS,
  bucketFromCookie,
  confirmedBucket,
  EMPTY_STATE,
  liveVersion,
  releaseForBucket,
  releaseStateSchema,
  servableCombinations,
  type Canary,
  type ReleaseState,
  type RemoteEntry,
  type ServedRelease,
} from './state';
export { FileReleaseStore, InvalidReleaseFile, readStateFile, writeStateFile, type Change, type ReleaseStore } from './store';
export { watchStateFile, type ReleaseWatcher } from './watch';
export { HISTORY_ACTIONS, LIVE_ACTIONS, pastOf, type HistoryEntry, type HistoryLine } from './history';
export { LockTimeout, SiteLockTimeout, withFileLock, withSiteLock } from './lock';
export { checkCanaries, dropCanary, errorRatePct, judgeCanary, type CanaryVerdict } from './canary-watch';
export { CANARY_MIN_ERRORS, canaryExcessLowPct, canaryFailsClearly, wilsonInterval, type CanaryRule } from './canary-judgement';
export { DEFAULT_RELEASE_RETENTION_DAYS, deleteVersion, protectedVersions, publishedParts, publishedVersions, rollbackTarget } from './retention';
export { VisitCounter } from './visit-counter';
// The telemetry a canary is judged by: its own store, not the leads'.
export { openReleaseHealthStore, type ReleaseHealthStore, type VersionHealth } from '../db/release-health';
export { openReleaseStore, openReleaseStoreOnly } from './open';
