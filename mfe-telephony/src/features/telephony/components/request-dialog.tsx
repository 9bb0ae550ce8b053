import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { X } from 'lucide-react';
import type { PlanMode } from '@site/shared/schemas/tariff';
import { mediaUp } from '@site/shared/ui';
import type { TelephonyRequest } from '../request';
import { RequestForm } from './request-form';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translate(-50%, calc(-50% + 12px)); } to { opacity: 1; transform: translate(-50%, -50%); }`;

// Above the header (50) and the cookie banner (60), below the toasts (100) so a failure toast shows.
const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 80;
  background: rgba(11, 31, 77, 0.6);
  &[data-state='open'] { animation: ${fadeIn} 0.2s ease-out; }
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: 81;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: calc(100vw - ${(p) => p.theme.space(6)});
  max-width: 640px;
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

const Title = styled(Dialog.Title)`
  font-size: 1.5rem;
  margin: 0 ${(p) => p.theme.space(10)} ${(p) => p.theme.space(2)} 0;
`;

const Description = styled(Dialog.Description)`
  color: ${(p) => p.theme.colors.muted};
  margin-bottom: ${(p) => p.theme.space(5)};
`;

const CloseButton = styled.button`
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

type Props = {
  open: boolean;
  request: TelephonyRequest | null;
  mode: PlanMode;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog; focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * SPEC §4 request dialog: a modal (focus trapped, Escape, 'Cerrar' and backdrop close it, page
 * scroll locked) holding the lead form for a tariff or for additional lines.
 */
export function RequestDialog({ open, request, mode, onOpenChange, returnFocusTo }: Props) {
  return (
    <Dialog.Root open={open && request !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          // Many buttons open this one dialog, so Radix has no single trigger to refocus.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          {request && (
            <>
              <Title>{request.kind === 'tariff' ? `Solicitar oferta: ${request.tariff.name}` : 'Solicitar Líneas Adicionales'}</Title>
              <Description>
                Déjanos tus datos y te responderemos en menos de 48 h con una oferta personalizada y sin compromiso.
              </Description>
              <RequestForm request={request} mode={mode} onSent={() => onOpenChange(false)} />
            </>
          )}
          {/* Last in the DOM so that opening the dialog focuses the first field, not this button. */}
          <Dialog.Close asChild>
            <CloseButton type="button" aria-label="Cerrar" title="Cerrar">
              <X aria-hidden="true" />
            </CloseButton>
          </Dialog.Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
