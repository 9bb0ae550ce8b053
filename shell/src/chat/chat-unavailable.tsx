import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { company, phoneHref } from '@site/shared/content/company';
import { chatUnavailableCopy, openChatLabel } from '@site/shared/content/chatbot-copy';
import { selectChatOpen, useSiteStore } from '@site/shared/store';
import { CHAT_LAUNCHER } from '@site/shared/ui';
import { ChatLauncherButton, ChatLauncherIcon } from './chat-launcher';

const Note = styled.div`
  position: fixed;
  z-index: 45;
  right: ${CHAT_LAUNCHER.offset}px;
  bottom: ${CHAT_LAUNCHER.offset + CHAT_LAUNCHER.size + CHAT_LAUNCHER.gap}px;
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
  // The chat's open state lives in the store: a click on the placeholder already opened it.
  const open = useSiteStore(selectChatOpen);
  const setOpen = (next: boolean) => (next ? useSiteStore.getState().openChat() : useSiteStore.getState().closeChat());
  return (
    <>
      {open && (
        <Note role="status" data-testid="chat-fallback">
          <p>
            {chatUnavailableCopy.callUs} <a href={phoneHref}>{company.phone.display}</a> {chatUnavailableCopy.orWrite}{' '}
            <Link to="/contacto">{chatUnavailableCopy.contactLink}</Link>.
          </p>
        </Note>
      )}
      <ChatLauncherButton type="button" title={openChatLabel} aria-label={openChatLabel} aria-expanded={open} onClick={() => setOpen(!open)}>
        <ChatLauncherIcon />
      </ChatLauncherButton>
    </>
  );
}
