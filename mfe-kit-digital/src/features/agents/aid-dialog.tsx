import { useRef, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { kitAgentAid } from '@site/shared/content/kit-digital';
import type { KitDigitalStatus } from '@site/shared/content/kit-digital-status';
import { Button, Icon, ModalContent, ModalCornerClose, ModalDescription, ModalOverlay, ModalTitle } from '@site/shared/ui';

const Closed = styled.p`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-start;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-left: 4px solid ${(p) => p.theme.colors.accent};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.accentText};
  font-weight: 600;
  font-size: 0.9375rem;
  svg { flex: none; margin-top: 2px; }
`;

// A description list rather than a table: on a phone each amount wraps under its solution
// instead of squeezing both into two narrow columns.
const Amounts = styled.dl`
  margin: 0 0 ${(p) => p.theme.space(6)};
  font-size: 0.9375rem;
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    column-gap: ${(p) => p.theme.space(4)};
    row-gap: ${(p) => p.theme.space(1)};
    padding: ${(p) => p.theme.space(3)} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  > div:last-child { border-bottom: 0; }
  dt { flex: 1 1 240px; color: ${(p) => p.theme.colors.text}; }
  dd { margin: 0; font-weight: 700; color: ${(p) => p.theme.colors.brandDark}; }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

type Props = {
  status: KitDigitalStatus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Ver Ayudas": focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement>;
};

/**
 * SPEC §2 "Ver Ayudas" modal: the per-solution amounts for 0 to 2 employees and their 12-month
 * duration. Radix gives it a real dialog's behaviour: focus moves in and stays, Escape, "Cerrar"
 * and a backdrop click close it, page scroll is locked, and focus returns to "Ver Ayudas".
 * Loaded on demand by ./aid-button.
 */
export function AidDialog({ status, open, onOpenChange, returnFocusTo }: Props) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ModalOverlay />
        <ModalContent
          ref={contentRef}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          // Focus the dialog itself, not its first button: on a phone the "Cerrar" button sits below
          // the fold, and focusing it would scroll the title out of view.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
        >
          <ModalTitle>{kitAgentAid.title}</ModalTitle>
          <ModalDescription>Ayuda del Kit Digital por solución. {kitAgentAid.duration}</ModalDescription>
          {!status.open && (
            <Closed>
              <Icon name="calendar-x" size={18} />
              Cuantías de la convocatoria que cerró el {status.deadlineLabel}.
            </Closed>
          )}
          <Amounts>
            {kitAgentAid.rows.map((row) => (
              <div key={row.slug}>
                <dt>{row.category}</dt>
                <dd>{row.amount}</dd>
              </div>
            ))}
          </Amounts>
          <Footer>
            <Dialog.Close asChild>
              <Button type="button" $variant="secondary">
                Cerrar
              </Button>
            </Dialog.Close>
          </Footer>
          <ModalCornerClose label="Cerrar ventana" />
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
