import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { CalendarX, X } from 'lucide-react';
import { kitAgentAid } from '@site/shared/content/kit-digital';
import type { KitDigitalStatus } from '@site/shared/content/kit-digital-status';
import { Button, mediaUp } from '@site/shared/ui';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translate(-50%, calc(-50% + 12px)); } to { opacity: 1; transform: translate(-50%, -50%); }`;

// Above the header (50) and the cookie banner (60), below the toasts (100), like every site dialog.
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
  max-width: 620px;
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
  margin: 0 ${(p) => p.theme.space(12)} ${(p) => p.theme.space(2)} 0;
`;

const Description = styled(Dialog.Description)`
  color: ${(p) => p.theme.colors.muted};
  margin-bottom: ${(p) => p.theme.space(5)};
`;

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

const IconClose = styled.button`
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

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * SPEC §2 "Ver Ayudas" modal: the per-solution amounts for 0 to 2 employees and their 12-month
 * duration. Radix gives it a real dialog's behaviour: focus moves in and stays, Escape, "Cerrar"
 * and a backdrop click close it, page scroll is locked, and focus returns to "Ver Ayudas".
 */
export function AidDialog({ status }: { status: KitDigitalStatus }) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button type="button" $block>
          Ver Ayudas
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Content
          ref={contentRef}
          // Focus the dialog itself, not its first button: on a phone the "Cerrar" button sits below
          // the fold, and focusing it would scroll the title out of view.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
        >
          <Title>{kitAgentAid.title}</Title>
          <Description>Ayuda del Kit Digital por solución. {kitAgentAid.duration}</Description>
          {!status.open && (
            <Closed>
              <CalendarX aria-hidden="true" size={18} />
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
          <Dialog.Close asChild>
            <IconClose type="button" aria-label="Cerrar ventana" title="Cerrar ventana">
              <X aria-hidden="true" />
            </IconClose>
          </Dialog.Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
