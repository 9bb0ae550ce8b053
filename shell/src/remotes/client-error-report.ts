import type { RemoteEntry } from '@site/shared/schemas/remotes-manifest';

/** How a remote failed in the browser: its code did not load, a render threw, or its code threw. */
export type RemoteErrorKind = 'load' | 'render' | 'script';

/** Where reports go: stored per remote version, so a canary's error rate can roll it back. */
export const CLIENT_ERRORS_URL = '/api/client-errors';
/** The longest message sent (the server cuts it there too). */
export const REPORT_MESSAGE_MAX = 300;

/** A published remote's files: /mfe/<name>/<version>/… (the layout of api/src/releases/layout.ts). */
const REMOTE_URL = /\/mfe\/([A-Za-z_][A-Za-z0-9_]*)\/([A-Za-z0-9][A-Za-z0-9._-]*)\//;

/** The version of each remote this page registered (from /remotes.json). */
const versions = new Map<string, string>();
/** One report per remote version and page: it counts page views with an error, not retries. */
const reported = new Set<string>();

/** Remembers which version of each remote this page runs (the registry calls it). */
export function rememberRemoteVersions(remotes: readonly RemoteEntry[]): void {
  for (const r of remotes) versions.set(r.name, r.version);
}

/** The remote (name and version) whose file a URL or stack trace names, if any. */
export function remoteInText(text: string | undefined): { name: string; version: string } | undefined {
  const match = text?.match(REMOTE_URL);
  return match ? { name: match[1], version: match[2] } : undefined;
}

/** The error's message with URLs' query strings and fragments removed, cut short: nothing a visitor typed. */
export function reportMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/([^\s?#"'<>]*)[?#][^\s"'<>]*/g, '$1').replace(/\s+/g, ' ').trim().slice(0, REPORT_MESSAGE_MAX);
}

/**
 * Reports a browser error of a remote to the server: name, version, kind, a short message and
 * the page's path (never its query string). `remote` names it when the caller knows (the loader,
 * the error boundary); otherwise the stack trace or script URL must point into a remote's files,
 * or nothing is sent (the shell's own errors are not a remote's). Sent with fetch keepalive, so
 * it survives the visitor leaving; a failed send is dropped.
 */
export function reportRemoteError(kind: RemoteErrorKind, error: unknown, remote?: string, scriptUrl?: string): void {
  if (typeof window === 'undefined') return;
  const stack = error instanceof Error ? error.stack : undefined;
  const traced = remoteInText(stack) ?? remoteInText(scriptUrl);
  const name = remote ?? traced?.name;
  // A file's URL names its version exactly; otherwise the version this page registered.
  const version = traced && traced.name === name ? traced.version : name ? versions.get(name) : undefined;
  if (!name || !version) return;
  const key = `${name}@${version}`;
  if (reported.has(key)) return;
  reported.add(key);
  const body = JSON.stringify({ name, version, kind, message: reportMessage(error), path: window.location.pathname });
  try {
    void fetch(CLIENT_ERRORS_URL, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body }).catch(() => undefined);
  } catch {
    // No fetch (a very old browser): the error stays unreported.
  }
}

let installed = false;

/**
 * Listens for errors nobody caught (a remote's script that throws, a rejected promise in its
 * code) and reports those traced to a remote's files. Once per page.
 */
export function installRemoteErrorReporting(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('error', (event) => reportRemoteError('script', event.error ?? event.message, undefined, event.filename));
  window.addEventListener('unhandledrejection', (event) => reportRemoteError('script', event.reason));
}

/** Forgets what was reported and registered (tests). */
export function resetRemoteErrorReporting(): void {
  versions.clear();
  reported.clear();
}
