import { useEffect, useRef } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import styled, { keyframes } from 'styled-components';
import { TOAST_DURATION_MS, selectToasts, useSiteStore } from '@site/shared/store';
import { CHAT_LAUNCHER, FLOATING_DOCK_HEIGHT, Icon, SAFE_AREA_BOTTOM, mediaUp, typeScale, canHover } from '@site/shared/ui';
import { toastCopy } from '@site/shared/content/toast-copy';
import { TOAST_HOTKEY } from './toast-hotkey';
import { lastUsedBoxes, overlaps } from './last-used-control';

/** SPEC §9: swipe right past 50 px dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const slideIn = keyframes`from { transform: translateY(-100%); opacity: 0; } to { transform: none; opacity: 1; }`;

/*
 * SPEC §9: top on small screens, bottom-right from the small breakpoint, 420 px wide at most from
 * medium. Issue 28: a toast never covers the header, NavegaBot's button or the control just used.
 * So on small screens the top is the top of the page under the header; from small up the toast
 * sits above the dock (below medium) or above the launcher. Where the visitor's last control lies
 * under that place, the toast takes the other end instead (`data-place`, set before it paints).
 */
const PAD = 16;
const dockTop = `calc(${FLOATING_DOCK_HEIGHT}px + ${SAFE_AREA_BOTTOM})`;
const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: 100;
  top: ${(p) => p.theme.layout.headerHeight};
  left: 0;
  right: 0;
  display: flex;
  flex-direction: column-reverse;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: ${PAD}px;
  list-style: none;
  outline: none;
  max-height: 100vh;
  &[data-place='other'] { top: auto; bottom: ${dockTop}; }
  ${mediaUp('small')} {
    top: auto; left: auto; bottom: ${dockTop}; right: 0; flex-direction: column;
    &[data-place='other'] { top: ${(p) => p.theme.layout.headerHeight}; bottom: auto; }
  }
  ${mediaUp('medium')} {
    bottom: ${CHAT_LAUNCHER.offset + CHAT_LAUNCHER.size + CHAT_LAUNCHER.gap - PAD}px;
    max-width: 420px;
  }
`;

const Root = styled(RadixToast.Root)<{ $destructive: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${(p) => p.theme.space(3)};
  row-gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(12)} ${p.theme.space(4)} ${p.theme.space(4)}`};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.$destructive ? p.theme.colors.danger : p.theme.colors.success)};
  border-left-width: 6px;
  > :not(button, svg) { grid-column: 2; }
  background: ${(p) => (p.$destructive ? p.theme.colors.danger : p.theme.colors.surface)};
  color: ${(p) => (p.$destructive ? p.theme.colors.onDark : p.theme.colors.text)};
  box-shadow: ${(p) => p.theme.shadows.raised};
  animation: ${slideIn} 0.25s ease-out;
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='cancel'] { transform: translateX(0); transition: transform 0.2s ease-out; }
  &[data-swipe='end'] { transform: translateX(var(--radix-toast-swipe-end-x)); transition: transform 0.2s ease-out; }
  &[data-state='closed'] { opacity: 0; transition: opacity 0.15s; }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

// A success says so at a glance: a check in the success colour (a failure is red all over).
const Mark = styled(Icon)<{ $destructive: boolean }>`
  grid-row: span 2;
  color: ${(p) => (p.$destructive ? p.theme.colors.onDark : p.theme.colors.success)};
`;

const Title = styled(RadixToast.Title)<{ $destructive: boolean }>`
  font-weight: 700;
  color: ${(p) => (p.$destructive ? 'inherit' : p.theme.colors.success)};
`;

const Description = styled(RadixToast.Description)`
  font-size: ${typeScale.sm};
  opacity: 0.92;
`;

const Close = styled(RadixToast.Close)`
  position: absolute;
  top: ${(p) => p.theme.space(2)};
  right: ${(p) => p.theme.space(2)};
  width: 36px;
  height: 36px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${canHover} { &:hover { background: rgba(127, 127, 127, 0.15); } }
`;

/** The default end of the screen, or the other one when the toast would cover the control just used. */
function choosePlace(area: HTMLElement) {
  if (!area.childElementCount) return;
  area.removeAttribute('data-place');
  // The area's box, not the toast's: the toast slides in (a transform), its box is not yet in place.
  const place = area.getBoundingClientRect();
  if (lastUsedBoxes().some((used) => overlaps(used, place))) area.setAttribute('data-place', 'other');
}

/**
 * Renders the store's toasts: one at a time, 5 s each, F8 focuses the area. `focusOnMount`: it
 * was loaded by an F8 press, which Radix did not see yet.
 */
export function ToastViewport({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const toasts = useSiteStore(selectToasts);
  const dismiss = useSiteStore((s) => s.dismissToast);
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  // Radix draws each toast into the area through a portal, a render after this component's: the
  // place is chosen when a toast's element arrives (a mutation, handled before the next paint).
  useEffect(() => {
    const area = viewport.current;
    if (!area) return;
    const observer = new MutationObserver((records) => {
      if (records.some((r) => r.addedNodes.length)) choosePlace(area);
    });
    observer.observe(area, { childList: true });
    choosePlace(area);
    return () => observer.disconnect();
  }, []);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={toastCopy.label}
    >
      {toasts.map((t) => (
        <Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          $destructive={t.variant === 'destructive'}
          data-variant={t.variant}
          data-testid="toast"
        >
          <Mark name={t.variant === 'destructive' ? 'circle-alert' : 'circle-check'} size={28} $destructive={t.variant === 'destructive'} />
          <Title $destructive={t.variant === 'destructive'}>{t.title}</Title>
          {t.description && <Description>{t.description}</Description>}
          <Close aria-label={toastCopy.close}>
            <Icon name="close" size={18} />
          </Close>
        </Root>
      ))}
      <Viewport ref={viewport} hotkey={[TOAST_HOTKEY]} label={toastCopy.areaLabel} />
    </RadixToast.Provider>
  );
}
