/*
 * Issue 34: opening a modal <dialog> (showModal) makes the rest of the page inert, and Chromium
 * then restyles every element of the page: 650 on /agentes-digitalizadores, 45 ms of an 80 ms tap
 * on a phone at 4× CPU, and as many again on closing. Once its page is hydrated, a dialog opened
 * by its buttons is shown in the top layer as a popover instead: it looks the same (centred, over
 * everything, with its backdrop), focus moves in, Tab stays inside, Escape or a click outside closes
 * it (and the press does nothing else) and focus goes back to the button; `aria-modal` tells assistive technology the rest is out of
 * reach. Only the dialog's own elements are styled (about 60). Before hydration the page's inline
 * loader does the same (shared/src/boot/paint-first-loader.js) and this takes over a dialog it
 * left open; without JavaScript its buttons open it natively as a modal (invoker commands).
 */

import { isPointInside } from './point-inside';

/** What Tab can reach inside a dialog (dialog.tsx reads it too; the page's inline loader has a compact copy, which its test keeps equal). */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where focus goes back to when the dialog closes: the button that opened it. */
const openers = new WeakMap<HTMLDialogElement, Element | null>();

function show(dialog: HTMLDialogElement, opener: Element) {
  if (dialog.open) return;
  openers.set(dialog, opener);
  // A dialog that names its first focus (autofocus) is opened by its attribute: showPopover()'s
  // own focusing steps then focus that control, and Chromium styles and lays the dialog out once.
  // show()'s focusing steps did it a first time before the top layer (a tap at 4× CPU, in turns:
  // median 152 → 128 ms hydrated, 128 → 104 before hydration, issue 34).
  if (dialog.querySelector('[autofocus]')) dialog.setAttribute('open', '');
  else dialog.show(); // open, with the browser's dialog focusing steps
  dialog.showPopover(); // in the top layer, with ::backdrop; nothing else is made inert
}

function hide(dialog: HTMLDialogElement) {
  if (dialog.matches(':popover-open')) dialog.hidePopover();
  if (dialog.open) dialog.close();
}

/** A press on the backdrop is dispatched to the dialog itself, outside its box. */
function pressedOnBackdrop(dialog: HTMLDialogElement, e: Event): boolean {
  if (e.target !== dialog || !('clientX' in e)) return false;
  const { clientX, clientY } = e as MouseEvent;
  return !isPointInside(dialog.getBoundingClientRect(), clientX, clientY);
}

/** Tab and Shift+Tab go round the dialog's own controls, as in a modal. */
function keepFocusInside(dialog: HTMLDialogElement, e: KeyboardEvent) {
  if (e.key !== 'Tab' || !dialog.matches(':popover-open')) return;
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
  if (!controls.length) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * From now on (the dialog's code has run), its invoker buttons open and close it in the top layer.
 * Returns the clean-up. Browsers without popovers (and jsdom) keep the native modal.
 */
export function openedInTopLayer(dialog: HTMLDialogElement): (() => void) | undefined {
  if (typeof dialog.showPopover !== 'function' || typeof dialog.show !== 'function') return undefined;
  // `manual`: Escape and a press outside are handled here, so that a press outside closes the
  // dialog and does nothing else (a popover's own light dismiss lets the click reach the page).
  dialog.setAttribute('popover', 'manual');
  const onClick = (e: MouseEvent) => {
    const button = e.target instanceof Element ? e.target.closest('[commandfor][command]') : null;
    if (!button || button.getAttribute('commandfor') !== dialog.id) return;
    const command = button.getAttribute('command');
    // A dialog opened natively before hydration is still a modal: the browser closes it.
    if (dialog.matches(':modal')) return;
    if (command === 'show-modal') show(dialog, button);
    else if (command === 'close') hide(dialog);
    else return;
    e.preventDefault(); // the invoker's own command is not run
  };
  // Hidden as a popover some other way: the dialog closes with it, and the other way round.
  const onToggle = () => {
    if (!dialog.matches(':popover-open') && dialog.open) dialog.close();
    if (!dialog.open && dialog.matches(':popover-open')) dialog.hidePopover();
  };
  const onClose = () => {
    if (dialog.matches(':popover-open')) dialog.hidePopover();
    // A dialog the page's loader opened before hydration has no opener here: its first button.
    const opener = openers.get(dialog) ?? document.querySelector(`[commandfor="${dialog.id}"][command="show-modal"]`);
    openers.delete(dialog);
    const active = document.activeElement;
    if (opener instanceof HTMLElement && opener.isConnected && (!active || active === document.body || dialog.contains(active))) opener.focus();
  };
  const onKey = (e: KeyboardEvent) => keepFocusInside(dialog, e);
  // While it is open the page behind takes no press, as behind a modal: a press outside closes it.
  const onPressOutside = (e: Event) => {
    if (!dialog.matches(':popover-open') || (e.target instanceof Node && dialog.contains(e.target) && !pressedOnBackdrop(dialog, e))) return;
    e.preventDefault();
    e.stopPropagation();
    if (e.type === 'click') hide(dialog);
  };
  const onEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !dialog.matches(':popover-open')) return;
    e.preventDefault();
    hide(dialog);
  };
  // Not touchstart: cancelling it would cancel the click that closes the dialog.
  const presses = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;
  presses.forEach((type) => document.addEventListener(type, onPressOutside, { capture: true, passive: false }));
  document.addEventListener('keydown', onEscape);
  document.addEventListener('click', onClick, true);
  dialog.addEventListener('toggle', onToggle);
  dialog.addEventListener('close', onClose);
  dialog.addEventListener('keydown', onKey);
  return () => {
    presses.forEach((type) => document.removeEventListener(type, onPressOutside, true));
    document.removeEventListener('keydown', onEscape);
    document.removeEventListener('click', onClick, true);
    dialog.removeEventListener('toggle', onToggle);
    dialog.removeEventListener('close', onClose);
    dialog.removeEventListener('keydown', onKey);
    dialog.removeAttribute('popover');
  };
}
