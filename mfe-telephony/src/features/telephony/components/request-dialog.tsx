import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { PlanMode } from '@site/shared/schemas/tariff';
import { ModalContent, ModalCornerClose, ModalDescription, ModalOverlay, ModalTitle } from '@site/shared/ui';
import type { TelephonyRequest } from '../request';
import { RequestForm } from './request-form';

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
        <ModalOverlay />
        <ModalContent
          $maxWidth={640}
          // Many buttons open this one dialog, so Radix has no single trigger to refocus.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          {request && (
            <>
              <ModalTitle>{request.kind === 'tariff' ? `Solicitar oferta: ${request.tariff.name}` : 'Solicitar Líneas Adicionales'}</ModalTitle>
              <ModalDescription>
                Déjanos tus datos y te responderemos en menos de 48 h con una oferta personalizada y sin compromiso.
              </ModalDescription>
              <RequestForm request={request} mode={mode} onSent={() => onOpenChange(false)} />
            </>
          )}
          {/* Last in the DOM so that opening the dialog focuses the first field, not this button. */}
          <ModalCornerClose />
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
