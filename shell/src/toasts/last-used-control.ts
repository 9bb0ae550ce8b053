/*
 * A toast must never cover the control the visitor just used (the button that sent a form, which
 * on a phone sits wherever the visitor scrolled it). Browsers do not all focus a tapped button
 * (Safari does not), so the last element pressed is remembered as well as the focus.
 */

let lastPressed: Element | null = null;
let listening = false;

const remember = (event: Event) => {
  if (event.target instanceof Element) lastPressed = event.target;
};

/** Starts remembering the last element pressed (once per page; the listener is passive). */
export function watchLastUsedControl(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pointerdown', remember, { capture: true, passive: true });
}

/** The boxes of what the visitor used last: the focused element and the last one pressed, if still on screen. */
export function lastUsedBoxes(): DOMRect[] {
  const used = [document.activeElement, lastPressed].filter(
    (el): el is Element => el instanceof Element && el !== document.body && el.isConnected,
  );
  return used.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
}

/** Whether two boxes share any area. */
export function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
