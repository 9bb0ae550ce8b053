import { useCallback, useEffect, useId, useRef, type CSSProperties } from 'react';
import styled from 'styled-components';
import { selectChatOpen, useSiteStore } from '@site/shared/store';
import { Icon } from '@site/shared/ui';
import { chatCopy } from './chat-copy';
import { ChatPanel } from './components/chat-panel';
import { ensureSession } from './hooks/chat-session';
import { useChat } from './hooks/use-chat';
import { LAUNCHER_OFFSET_PX, LAUNCHER_SIZE_PX, useLauncherLift } from './hooks/use-launcher-lift';

const Launcher = styled.button`
  position: fixed;
  z-index: 45;
  right: ${LAUNCHER_OFFSET_PX}px;
  bottom: calc(${LAUNCHER_OFFSET_PX}px + var(--chat-lift, 0px));
  width: ${LAUNCHER_SIZE_PX}px;
  height: ${LAUNCHER_SIZE_PX}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.brand};
  color: ${(p) => p.theme.colors.onDark};
  box-shadow: ${(p) => p.theme.shadows.raised};
  cursor: pointer;
  transition: bottom 0.2s ease, background-color 0.2s ease, transform 0.2s ease;
  &:hover { background: ${(p) => p.theme.colors.brandDark}; transform: translateY(-2px); }
  svg { width: 26px; height: 26px; }
`;

// Below the medium breakpoint a followed link closes the panel, which would otherwise hide most
// of the page the visitor asked for.
const SMALL_SCREEN = '(max-width: 767px)';

/**
 * NavegaBot: the round launcher (bottom-right) and the chat panel. Open state lives in the
 * shared store, so the shell or any remote can open the chat with `openChat()`.
 */
export function ChatWidget() {
  const open = useSiteStore(selectChatOpen);
  const openChat = useSiteStore((s) => s.openChat);
  const closeChat = useSiteStore((s) => s.closeChat);
  const { messages, pending, send } = useChat();
  const lift = useLauncherLift();
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // SPEC §4: opening the chat starts (or renews) the session; the field takes the focus.
  useEffect(() => {
    if (!open) return;
    ensureSession();
    inputRef.current?.focus();
  }, [open]);

  const close = useCallback(() => {
    closeChat();
    launcherRef.current?.focus();
  }, [closeChat]);

  const onNavigate = useCallback(() => {
    if (window.matchMedia?.(SMALL_SCREEN).matches) closeChat();
  }, [closeChat]);

  const style = { '--chat-lift': `${lift}px` } as CSSProperties;
  return (
    <div style={style} data-testid="chat-widget">
      {open && (
        <ChatPanel id={panelId} messages={messages} pending={pending} onSend={send} onClose={close} onNavigate={onNavigate} inputRef={inputRef} />
      )}
      <Launcher
        ref={launcherRef}
        type="button"
        // A disclosure button: one name, its state in aria-expanded (the panel has its own close).
        title={chatCopy.open}
        aria-label={chatCopy.open}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : openChat())}
      >
        {open ? <Icon name="chevron-down" size={26} /> : <Icon name="message-circle" size={26} />}
      </Launcher>
    </div>
  );
}
