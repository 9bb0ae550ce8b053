import { kitDigitalStatus, kitStatusCopy } from '@site/shared/content/kit-digital-status';

/**
 * The Kit Digital status and its copy, computed in render from the current time.
 *
 * Why this is safe for prerender + hydration: the status flips once, at the end of 31-10-2025
 * (Spanish time). Pages are prerendered at deploy time and hydrated later; both already run after
 * the deadline, so server HTML and first client render agree ("closed"). Only a page prerendered
 * before a deadline and opened after it would differ: React then reports a recoverable hydration
 * mismatch and renders the client's (correct) status, and the next deploy re-prerenders it.
 */
export function useKitDigitalStatus() {
  const status = kitDigitalStatus(Date.now());
  return { status, copy: kitStatusCopy(status) };
}
