/** Marks, in the history entry itself, that this page was already loaded afresh once. */
const KEY = 'siteFullLoad';

/**
 * A remote area that failed after a navigation inside the page has no prerendered markup to fall
 * back on. Most often the tab was opened before a release and the code it needs is gone: a full
 * load of the same address gets the page of the release now live, which works with or without
 * its scripts. At most once per history entry (the mark survives the reload), so a remote that is
 * really down then shows its notice, never a reload loop. Returns true when the load was started.
 */
export function loadPageAfresh(): boolean {
  if (typeof window === 'undefined') return false;
  const state = window.history.state as Record<string, unknown> | null;
  if (state?.[KEY]) return false;
  window.history.replaceState({ ...state, [KEY]: true }, '');
  window.location.reload();
  return true;
}
