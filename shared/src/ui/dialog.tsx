import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Icon } from './icons/icon';
import { mediaUp, typeScale } from './theme/tokens';

/*
 * The site's modal, on the native <dialog>: invoker buttons open and close it without script
 * (`commandfor` + `command`), `closedby="any"` closes it on a backdrop click or Escape, the browser
 * moves focus in and back, and the page behind is locked by CSS (global style: body:has(dialog:modal)).
 * So a dialog in the prerendered HTML works before hydration and with JavaScript off.
 * React 18 passes these lowercase attributes through as they are.
 */

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const Frame = styled.dialog<{ $maxWidth?: number }>`
  width: calc(100vw - ${(p) => p.theme.space(6)});
  max-width: ${(p) => p.$maxWidth ?? 620}px;
  max-height: calc(100dvh - ${(p) => p.theme.space(6)});
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: auto;
  padding: ${(p) => p.theme.space(6)} ${(p) => p.theme.space(5)};
  border: 0;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.raised};
  ${mediaUp('small')} { padding: ${(p) => p.theme.space(8)}; }
  /* A column, so the corner × (last in the DOM: opening focuses the first field) can be drawn first. */
  &[open] { display: flex; flex-direction: column; animation: ${rise} 0.25s ease-out; }
  &::backdrop { background: rgba(11, 31, 77, 0.6); animation: ${fadeIn} 0.2s ease-out; }
  /* Opened by the server (a script-less answer page): not modal, so it draws its own backdrop. */
  &[open]:not(:modal) {
    position: fixed;
    inset: 0;
    z-index: 80;
    box-shadow: 0 0 0 100vmax rgba(11, 31, 77, 0.6), ${(p) => p.theme.shadows.raised};
  }
  @media (prefers-reduced-motion: reduce) { &[open], &::backdrop { animation: none; } }
`;

/*
 * The × stays in reach however far a long dialog is scrolled (issue 28): drawn first (order), stuck
 * to the top of the dialog's scroll area, at the right; its negative margins give its height back,
 * so the title sits beside it as before.
 */
const CornerButton = styled.button`
  position: sticky;
  z-index: 1;
  top: 0;
  order: -1;
  align-self: flex-end;
  flex: none;
  margin: -${(p) => p.theme.space(2)} -${(p) => p.theme.space(1)} -36px 0;
  box-shadow: 0 0 0 4px ${(p) => p.theme.colors.surface};
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
  &:hover { background: ${(p) => p.theme.colors.brandSoft}; }
  svg { width: 20px; height: 20px; }
`;

/** The dialog's title; leaves room for the corner close button. */
export const DialogTitle = styled.h2`
  font-size: ${typeScale.xxl};
  margin: 0 ${(p) => p.theme.space(12)} ${(p) => p.theme.space(2)} 0;
`;

export const DialogDescription = styled.p`
  color: ${(p) => p.theme.colors.muted};
  margin-bottom: ${(p) => p.theme.space(5)};
`;

/** Attributes that make a button open the dialog `id` as a modal, with or without script. */
export const openDialogProps = (id: string) => ({ type: 'button' as const, commandfor: id, command: 'show-modal' });

/** Attributes that make a button close the dialog `id`. */
export const closeDialogProps = (id: string) => ({ type: 'button' as const, commandfor: id, command: 'close' });

type DialogProps = {
  id: string;
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
export function Dialog({ id, labelledBy, describedBy, maxWidth, onToggle, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // React 18 only listens for `toggle` on <details>: subscribe directly.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !onToggle) return;
    const handle = () => onToggle(dialog.open);
    dialog.addEventListener('toggle', handle);
    return () => dialog.removeEventListener('toggle', handle);
  }, [onToggle]);
  // Browsers without `closedby` (older than 2025): with script, a click on the backdrop closes too.
  const closeOnBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    const dialog = e.currentTarget;
    if (e.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    if (!inside) dialog.close();
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
      onClick={closeOnBackdrop}
    >
      {children}
      <CornerButton {...closeDialogProps(id)} aria-label="Cerrar" title="Cerrar">
        <Icon name="close" />
      </CornerButton>
    </Frame>
  );
}
