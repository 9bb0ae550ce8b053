import { useEffect, useRef } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import styled, { keyframes } from 'styled-components';
import { TOAST_DURATION_MS, selectToasts, useSiteStore } from '@site/shared/store';
import { FLOATING_DOCK_HEIGHT, Icon, SAFE_AREA_BOTTOM, mediaUp } from '@site/shared/ui';
import { TOAST_HOTKEY } from './toast-hotkey';

/** SPEC §9: swipe right past 50 px dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const slideIn = keyframes`from { transform: translateY(-100%); opacity: 0; } to { transform: none; opacity: 1; }`;

/*
 * Top on small screens; bottom-right from the small breakpoint (above the floating dock while the
 * dock is there, below medium); 420 px wide at most from medium.
 */
const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: 100;
  top: 0;
  left: 0;
  right: 0;
  display: flex;
  flex-direction: column-reverse;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: ${(p) => p.theme.space(4)};
  list-style: none;
  outline: none;
  max-height: 100vh;
  ${mediaUp('small')} { top: auto; left: auto; bottom: calc(${FLOATING_DOCK_HEIGHT}px + ${SAFE_AREA_BOTTOM}); right: 0; flex-direction: column; }
  ${mediaUp('medium')} { bottom: 0; max-width: 420px; }
`;

const Root = styled(RadixToast.Root)<{ $destructive: boolean }>`
  position: relative;
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(12)} ${p.theme.space(4)} ${p.theme.space(5)}`};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.$destructive ? p.theme.colors.danger : p.theme.colors.border)};
  background: ${(p) => (p.$destructive ? p.theme.colors.danger : p.theme.colors.surface)};
  color: ${(p) => (p.$destructive ? p.theme.colors.onDark : p.theme.colors.text)};
  box-shadow: ${(p) => p.theme.shadows.raised};
  animation: ${slideIn} 0.25s ease-out;
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='cancel'] { transform: translateX(0); transition: transform 0.2s ease-out; }
  &[data-swipe='end'] { transform: translateX(var(--radix-toast-swipe-end-x)); transition: transform 0.2s ease-out; }
  &[data-state='closed'] { opacity: 0; transition: opacity 0.15s; }
`;

const Title = styled(RadixToast.Title)`
  font-weight: 700;
`;

const Description = styled(RadixToast.Description)`
  font-size: 0.9375rem;
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
  &:hover { background: rgba(127, 127, 127, 0.15); }
`;

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
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notificación"
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
          <Title>{t.title}</Title>
          {t.description && <Description>{t.description}</Description>}
          <Close aria-label="Cerrar notificación">
            <Icon name="close" size={18} />
          </Close>
        </Root>
      ))}
      <Viewport ref={viewport} hotkey={[TOAST_HOTKEY]} label="Notificaciones ({hotkey})" />
    </RadixToast.Provider>
  );
}
