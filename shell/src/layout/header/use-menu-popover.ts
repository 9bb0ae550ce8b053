import { useCallback, useEffect, type RefObject } from 'react';
import { useSiteStore } from '@site/shared/store';
import { theme } from '@site/shared/ui';
import { useAfterHydration } from '../../app/use-after-hydration';

/** Whether the browser has the popover attribute (Chromium 114+, Safari 17+, Firefox 125+). */
export const supportsPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

const isOpen = (menu: HTMLElement) => (supportsPopover() ? menu.matches(':popover-open') : useSiteStore.getState().menuOpen);

/**
 * The phone menu is a native popover: it opens, closes on Escape or an outside tap, and locks the
 * page's scroll (CSS) before hydration and without JavaScript. This keeps the store's `menuOpen`
 * in step with it (also when it was opened before hydration), closes it when the window grows
 * to the inline layout (a popover left open there would stay in the top layer), and returns
 * `toggle` and `close` for browsers without popover, where the store's state drives `data-open`.
 *
 * `expanded` is for the button's aria-expanded: undefined until hydrated, so the served HTML has
 * none (HTML forbids it next to popovertarget: the browser derives the state from the popover,
 * as Chromium does even over the attribute); once hydrated the attribute follows the same state
 * for browsers that do not derive it.
 */
export function useMenuPopover(menuRef: RefObject<HTMLElement>, open: boolean) {
  const setOpen = useSiteStore((s) => s.setMenuOpen);
  const hydrated = useAfterHydration();

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu || !supportsPopover()) return;
    const sync = () => setOpen(menu.matches(':popover-open'));
    sync();
    menu.addEventListener('toggle', sync);
    const wide = window.matchMedia(`(min-width: ${theme.breakpoints.medium}px)`);
    const closeWhenWide = () => wide.matches && menu.matches(':popover-open') && menu.hidePopover();
    wide.addEventListener('change', closeWhenWide);
    return () => {
      menu.removeEventListener('toggle', sync);
      wide.removeEventListener('change', closeWhenWide);
    };
  }, [menuRef, setOpen]);

  const toggle = useCallback(() => {
    const menu = menuRef.current;
    // With popover support the button's popovertarget does it.
    if (menu && !supportsPopover()) setOpen(!isOpen(menu));
  }, [menuRef, setOpen]);

  const close = useCallback(() => {
    const menu = menuRef.current;
    if (!menu || !isOpen(menu)) return;
    if (supportsPopover()) menu.hidePopover();
    else setOpen(false);
  }, [menuRef, setOpen]);

  return { toggle, close, expanded: hydrated ? open : undefined };
}
