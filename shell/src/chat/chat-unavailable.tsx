import { useState } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { MessageCircle } from 'lucide-react';
import { company, phoneHref } from '@site/shared/content/company';

const Launcher = styled.button`
  position: fixed;
  z-index: 45;
  right: ${(p) => p.theme.space(4)};
  bottom: ${(p) => p.theme.space(4)};
  width: 56px;
  height: 56px;
  border: 0;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.brand};
  color: ${(p) => p.theme.colors.onDark};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-shadow: ${(p) => p.theme.shadows.raised};
  cursor: pointer;
`;

const Note = styled.div`
  position: fixed;
  z-index: 45;
  right: ${(p) => p.theme.space(4)};
  bottom: calc(56px + ${(p) => p.theme.space(7)});
  width: min(20rem, calc(100vw - 32px));
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.raised};
  p { margin: 0; }
`;

/** NavegaBot's place when its code cannot be loaded: says so and offers phone and contact. */
export function ChatUnavailable() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {open && (
        <Note role="status" data-testid="chat-fallback">
          <p>
            NavegaBot no está disponible en este momento. Llámanos al <a href={phoneHref}>{company.phone.display}</a>{' '}
            o escríbenos desde <Link to="/contacto">Contacto</Link>.
          </p>
        </Note>
      )}
      <Launcher type="button" title="Abrir NavegaBot" aria-label="Abrir NavegaBot" aria-expanded={open} onClick={() => setOpen(!open)}>
        <MessageCircle aria-hidden="true" />
      </Launcher>
    </>
  );
}
