import { useEffect, useState } from 'react';
import { selectConsent, useSiteStore } from '@site/shared/store';
import { launcherPlacement } from '@site/shared/ui';
import { CHAT_PANEL_WIDTH_PX, PHONE_PANEL_BOTTOM } from '../components/chat-panel';

/** The shell's cookie banner (shell/src/layout/cookie-banner). */
export const COOKIE_BANNER_SELECTOR = '[data-testid="cookie-banner"]';
/** Space kept between the banner's top edge and the lifted launcher. */
const GAP_PX = 12;

/**
 * How far (px) to lift the launcher (and the open panel) so they never cover the cookie banner's
 * buttons, nor the banner the panel's field.
 *
 * Chosen approach: measure the banner itself. While consent is unknown, a MutationObserver
 * notices when the shell mounts or removes the banner (it appears after 2 s) and a
 * ResizeObserver plus the window's resize event follow its height. When the banner's box
 * overlaps the launcher's column, the launcher moves to just above the banner's top edge. This
 * holds for the full-width phone banner and the 460 px desktop card alike, and needs no copy of
 * the shell's breakpoints or paddings. Once a choice is stored the observers stop.
 */
export function useLauncherLift(panelOpen = false): number {
  const consent = useSiteStore(selectConsent);
  const [lift, setLift] = useState(0);

  useEffect(() => {
    if (consent !== 'unknown' || typeof MutationObserver === 'undefined') {
      setLift(0);
      return;
    }
    let banner: Element | null = null;
    let resizeObserver: ResizeObserver | undefined;

    const measure = () => {
      if (!banner) return setLift(0);
      const rect = banner.getBoundingClientRect();
      if (!rect.height) return setLift(0); // not laid out (hidden)
      // The launcher's place at this width: the corner from medium up, the contact bar below.
      const { edge, bottom, width: launcherWidth } = launcherPlacement(window.innerWidth);
      const phone = bottom === 0;
      // On a phone the banner sits above the contact bar: the launcher never moves, only the open
      // panel (which spans the width) ends above the banner.
      if (phone) {
        const needed = window.innerHeight - rect.top + GAP_PX - PHONE_PANEL_BOTTOM;
        return setLift(panelOpen && needed > 0 ? Math.ceil(needed) : 0);
      }
      // Closed, the launcher's column; open, the panel's, which is wider.
      const width = panelOpen ? Math.min(CHAT_PANEL_WIDTH_PX, window.innerWidth - 2 * edge) : launcherWidth;
      const columnLeft = window.innerWidth - edge - width;
      const overlapsColumn = rect.right > columnLeft && rect.left < window.innerWidth - edge;
      const needed = window.innerHeight - rect.top + GAP_PX - bottom;
      setLift(overlapsColumn && needed > 0 ? Math.ceil(needed) : 0);
    };

    const track = () => {
      const found = document.querySelector(COOKIE_BANNER_SELECTOR);
      if (found === banner) return;
      resizeObserver?.disconnect();
      banner = found;
      if (banner && typeof ResizeObserver !== 'undefined') {
        resizeObserver = new ResizeObserver(measure);
        resizeObserver.observe(banner);
      }
      measure();
    };

    const mutations = new MutationObserver(track);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    track();
    return () => {
      mutations.disconnect();
      resizeObserver?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [consent, panelOpen]);

  return lift;
}
