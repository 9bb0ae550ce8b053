import { Icon } from './icons/icon';
import * as Dialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { mediaUp } from './theme/tokens';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translate(-50%, calc(-50% + 12px)); } to { opacity: 1; transform: translate(-50%, -50%); }`;

/**
 * The site's modal frame, on Radix Dialog (focus trap, Escape, scroll lock, focus return).
 * Above the header (50) and the cookie banner (60), below the toasts (100), so a failure toast
 * raised from inside a dialog still shows.
 */
export const ModalOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 80;
  background: rgba(11, 31, 77, 0.6);
  &[data-state='open'] { animation: ${fadeIn} 0.2s ease-out; }
`;

/** The centred white panel; `$maxWidth` in px (620 by default). */
export const ModalContent = styled(Dialog.Content)<{ $maxWidth?: number }>`
  position: fixed;
  z-index: 81;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: calc(100vw - ${(p) => p.theme.space(6)});
  max-width: ${(p) => p.$maxWidth ?? 620}px;
  max-height: calc(100dvh - ${(p) => p.theme.space(6)});
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${(p) => p.theme.space(6)} ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.raised};
  ${mediaUp('small')} { padding: ${(p) => p.theme.space(8)}; }
  &[data-state='open'] { animation: ${rise} 0.25s ease-out; }
  &:focus { outline: none; }
`;

/** The dialog's title; leaves room for the corner close button. */
export const ModalTitle = styled(Dialog.Title)`
  font-size: 1.5rem;
  margin: 0 ${(p) => p.theme.space(12)} ${(p) => p.theme.space(2)} 0;
`;

export const ModalDescription = styled(Dialog.Description)`
  color: ${(p) => p.theme.colors.muted};
  margin-bottom: ${(p) => p.theme.space(5)};
`;

const CornerButton = styled.button`
  position: absolute;
  top: ${(p) => p.theme.space(4)};
  right: ${(p) => p.theme.space(4)};
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

/** The round × in the corner; put it last in the content so opening focuses the first field. */
export function ModalCornerClose({ label = 'Cerrar' }: { label?: string }) {
  return (
    <Dialog.Close asChild>
      <CornerButton type="button" aria-label={label} title={label}>
        <Icon name="close" />
      </CornerButton>
    </Dialog.Close>
  );
}
