/** Where the last full page load asked for by a failed remote area is remembered (per tab). */
const KEY = 'site:full-load';
/** A second failure of the same page within this long shows the notice instead of loading again. */
const AGAIN_AFTER_MS = 60_000;

/**
 * A remote area that failed after a navigation inside the page has no prerendered markup to fall
 * back on. Most often the tab was opened before a release and the code it needs is gone: a full
 * load of the same address gets the page of the release now live, which works with or without
 * its scripts. Asked for at most once a minute per page (a remote that is really down then shows
 * its notice, never a reload loop). Returns true when the load was started.
 */
export function loadPageAfresh(): boolean {
  if (typeof window === 'undefined') return false;
  const page = window.location.pathname;
  try {
    const last = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as { page: string; at: number } | null;
    if (last && last.page === page && Date.now() - last.at < AGAIN_AFTER_MS) return false;
    window.sessionStorage.setItem(KEY, JSON.stringify({ page, at: Date.now() }));
  } catch {
    return false; // no session storage (privacy mode): never risk a loop
  }
  window.location.reload();
  return true;
}
