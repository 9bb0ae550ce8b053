import './zod-config';
import { z } from 'zod';
import { REMOTE_ENTRY, REMOTE_NAME, REMOTE_VERSION } from './remotes-manifest-check';

/** One line of remotes.json: a remote's federated name, its published version and its remoteEntry.js URL. */
export const remoteEntrySchema = z.object({
  name: z.string().regex(REMOTE_NAME, 'a federated name (letters, digits, _)'),
  version: z.string().regex(REMOTE_VERSION, 'one folder name (letters, digits, . _ -)'),
  entry: z.string().regex(REMOTE_ENTRY, 'a path on this site (/mfe/…) or an http(s) URL'),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/**
 * remotes.json, the live remotes of a published site: written by the deploy tools, read by the
 * server (pages, form answers) and fetched by the shell (which checks it with the zod-free
 * `isRemotesManifest`). One entry per remote.
 */
export const remotesManifestSchema = z
  .array(remoteEntrySchema)
  .refine((list) => new Set(list.map((r) => r.name)).size === list.length, 'each remote appears once');
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
