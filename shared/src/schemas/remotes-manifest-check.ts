import type { RemotesManifest } from './remotes-manifest';

/**
 * The rules of /remotes.json, without zod: the shell checks what it fetches with
 * `isRemotesManifest` and zod stays out of its first load. `remotesManifestSchema` (next door)
 * is the contract and is built from these same patterns; remotes-manifest.test.ts keeps the two in step.
 */

/** A federated name: it becomes a JavaScript identifier in the runtime. */
export const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A version is a folder name under mfe/<name>/ and pages/<name>/: one path segment, never `..`. */
export const REMOTE_VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Where the browser loads the remote from: a path on this site, or an http(s) URL. */
export const REMOTE_ENTRY = /^(?:\/(?!\/)|https?:\/\/)\S+$/;

const isEntry = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { name, version, entry } = value as Record<string, unknown>;
  return typeof name === 'string' && REMOTE_NAME.test(name) && typeof version === 'string' && REMOTE_VERSION.test(version) && typeof entry === 'string' && REMOTE_ENTRY.test(entry);
};

/** True when `value` is a valid remotes list: each entry well formed, no name twice. */
export function isRemotesManifest(value: unknown): value is RemotesManifest {
  if (!Array.isArray(value) || !value.every(isEntry)) return false;
  return new Set(value.map((r: { name: string }) => r.name)).size === value.length;
}
