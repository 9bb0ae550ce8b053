import { useEffect, useRef, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { dialogCloseLabel } from '../content/ui-copy';
import { FOCUSABLE, openedInTopLayer } from './dialog-top-layer';
import { isPointInside } from './point-inside';
import { Icon } from './icons/icon';
import { mediaUp, typeScale, canHover } from './theme/tokens';

/*
 * The site's modal, on the native <dialog>: invoker buttons open and close it without script
 * (`commandfor` + `command`), `closedby="any"` closes it on a backdrop click or Escape, the browser
 * moves focus in and back, and the page behind is locked by CSS (global style: body:has(dialog:modal)).
 * Once hydrated, its buttons show it in the top layer without making the page inert (./dialog-top-layer.ts).
 * So a dialog in the prerendered HTML works before hydration and with JavaScript off.
 * React 18 passes these lowercase attributes through as they are.
 */

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

/*
 * Issue 36: a head (the title, and the × in its corner) that never scrolls, over a body that
 * does. So the dialog always shows its title, the × never lies over a field scrolled under it,
 * and the body's own scroll (reset to its top at every opening) never carries a previous
 * visit's position into the next one.
 */
const Frame = styled.dialog<{ $maxWidth?: number }>`
  width: calc(100vw - ${(p) => p.theme.space(6)});
  max-width: ${(p) => p.$maxWidth ?? 620}px;
  max-height: calc(100dvh - ${(p) => p.theme.space(6)});
  overflow: hidden;
  margin: auto;
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.raised};
  &[open] { display: flex; flex-direction: column; animation: ${rise} 0.25s ease-out; }
  &::backdrop { background: rgba(11, 31, 77, 0.6); animation: ${fadeIn} 0.2s ease-out; }
  /* Opened by the server (a script-less answer page): not in the top layer, so it draws its own backdrop. */
  &[open]:not(:modal):not(:popover-open) {
    position: fixed;
    inset: 0;
    z-index: 80;
    box-shadow: 0 0 0 100vmax rgba(11, 31, 77, 0.6), ${(p) => p.theme.shadows.raised};
  }
  @media (prefers-reduced-motion: reduce) { &[open], &::backdrop { animation: none; } }
`;

// Room on the right of the head for the × (44 px) and its margins.
const CLOSE_ROOM = 64;

const Head = styled.div`
  flex: none;
  min-height: 68px;
  padding: ${(p) => `${p.theme.space(5)} ${CLOSE_ROOM}px ${p.theme.space(3)} ${p.theme.space(5)}`};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  ${mediaUp('small')} { padding-left: ${(p) => p.theme.space(8)}; }
`;

/*
 * The part that scrolls. Its padding and scroll padding keep a focused control's ring (3 px
 * outline, 2 px away) inside the visible area wherever focus scrolls it (issue 36).
 */
const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)} ${p.theme.space(6)}`};
  scroll-padding-block: ${(p) => p.theme.space(4)};
  ${mediaUp('small')} { padding: ${(p) => `${p.theme.space(5)} ${p.theme.space(8)} ${p.theme.space(8)}`}; }
  > :last-child { margin-bottom: 0; }
`;

/*
 * The ×, last in the DOM (opening focuses the first field, not it) and drawn in the head's
 * corner, outside the part that scrolls.
 */
const CornerButton = styled.button`
  position: absolute;
  z-index: 1;
  top: ${(p) => p.theme.space(3)};
  right: ${(p) => p.theme.space(3)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.ink};
  cursor: pointer;
  ${canHover} { &:hover { background: ${(p) => p.theme.colors.brandSoft}; } }
  svg { width: 20px; height: 20px; }
`;

/** The dialog's title, in its head (Dialog's `title`). */
export const DialogTitle = styled.h2`
  font-size: ${typeScale.xxl};
  margin: 0;
  /* Focused on opening where a dialog asks for it (autofocus): it is not a control, so no ring. */
  &:focus { outline: none; }
`;

/*
 * Spread on a DialogTitle: the title takes the focus when the dialog opens. `autofocus` does that
 * natively, before hydration and without script too; React writes it only into server HTML, so the
 * ref sets it on a dialog rendered in the browser. A screen reader starts at the dialog's name,
 * and the first control is one Tab away. It is also the cheaper focus to give: focusing a form
 * control costs the browser far more (issue 34: opening the request dialog on a phone at 4× CPU,
 * 60 → 34 ms of script, style and layout in the tap, median of 5).
 */
const keepAutofocus = (title: HTMLElement | null) => title?.setAttribute('autofocus', '');
export const focusedOnOpen = { tabIndex: -1, autoFocus: true, ref: keepAutofocus } as const;

export const DialogDescription = styled.p`
  color: ${(p) => p.theme.colors.muted};
  margin-bottom: ${(p) => p.theme.space(5)};
`;

/*
 * A body that scrolls with nothing in it to focus (a video's text on a short screen) is a stop
 * of the Tab key itself, so a keyboard can scroll it (WCAG 2.1.1); one that does not scroll is not.
 */
function keyboardScrollable(scroller: HTMLElement) {
  const needed = scroller.scrollHeight > scroller.clientHeight && !scroller.querySelector(FOCUSABLE);
  if (needed) scroller.tabIndex = 0;
  else scroller.removeAttribute('tabindex');
}

/** Attributes that make a button open the dialog `id` as a modal, with or without script. */
export const openDialogProps = (id: string) => ({ type: 'button' as const, commandfor: id, command: 'show-modal' });

/** Attributes that make a button close the dialog `id`. */
export const closeDialogProps = (id: string) => ({ type: 'button' as const, commandfor: id, command: 'close' });

type DialogProps = {
  id: string;
  /** The title, shown in the head that never scrolls: a DialogTitle whose id is `labelledBy`. */
  title: ReactNode;
  /** Id of the element that names the dialog (usually its DialogTitle). */
  labelledBy: string;
  describedBy?: string;
  maxWidth?: number;
  /** Called after the dialog opened or closed (the native `toggle` event). */
  onToggle?: (open: boolean) => void;
  className?: string;
  children: ReactNode;
};

/**
 * A modal dialog that is part of the page's HTML. Open it with a button carrying
 * `openDialogProps(id)`; the corner × (last, so opening focuses the first field) closes it.
 */
export function Dialog({ id, title, labelledBy, describedBy, maxWidth, onToggle, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? openedInTopLayer(ref.current) : undefined), []);
  // React 18 only listens for `toggle` on <details>: subscribe directly. Opening in the top layer
  // fires two (the dialog's and the popover's): each change is handled once.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let wasOpen = dialog.open;
    const handle = () => {
      if (dialog.open === wasOpen) return;
      wasOpen = dialog.open;
      // Every opening starts at the top (issue 36: a second tariff's request opened where the
      // first was left), with the control the browser focused still in view.
      const scroller = body.current;
      if (dialog.open && scroller && scroller.scrollTop > 0) {
        scroller.scrollTop = 0;
        const focused = document.activeElement;
        if (focused instanceof HTMLElement && scroller.contains(focused)) focused.scrollIntoView({ block: 'nearest' });
      }
      if (dialog.open && scroller) keyboardScrollable(scroller);
      onToggle?.(dialog.open);
    };
    dialog.addEventListener('toggle', handle);
    return () => dialog.removeEventListener('toggle', handle);
  }, [onToggle]);
  // A focused field wholly in view, ring included (the body's scroll padding): the browser only
  // brings a text area's caret into view, which left its lower edge and ring cut off (issue 36).
  const showWholeControl = (e: FocusEvent<HTMLDivElement>) => {
    const scroller = e.currentTarget;
    const r = e.target.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    if (r.height < view.height && (r.top < view.top || r.bottom > view.bottom)) e.target.scrollIntoView({ block: 'nearest' });
  };
  // Browsers without `closedby` (older than 2025): with script, a click on the backdrop closes too.
  const closeOnBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    const dialog = e.currentTarget;
    if (e.target !== dialog) return;
    if (!isPointInside(dialog.getBoundingClientRect(), e.clientX, e.clientY)) dialog.close();
  };
  return (
    <Frame
      ref={ref}
      id={id}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      $maxWidth={maxWidth}
      {...{ closedby: 'any' }}
      aria-modal="true"
      onClick={closeOnBackdrop}
    >
      <Head>{title}</Head>
      <Body ref={body} data-dialog-body="" onFocus={showWholeControl}>
        {children}
      </Body>
      <CornerButton {...closeDialogProps(id)} aria-label={dialogCloseLabel} title={dialogCloseLabel}>
        <Icon name="close" />
      </CornerButton>
    </Frame>
  );
}
