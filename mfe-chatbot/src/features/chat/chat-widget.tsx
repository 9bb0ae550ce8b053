import { useCallback, useEffect, useId, useRef, type CSSProperties } from 'react';
import styled from 'styled-components';
import { selectChatOpen, useSiteStore } from '@site/shared/store';
import { CHAT_LAUNCHER, chatLauncherButton, Icon, isPointInside, canHover } from '@site/shared/ui';
import { chatCopy } from '@site/shared/content/chatbot-copy';
import { ChatPanel } from './components/chat-panel';
import { ensureSession } from './hooks/chat-session';
import { useChat } from './hooks/use-chat';
import { useLauncherLift } from './hooks/use-launcher-lift';

const Launcher = styled.button`
  ${chatLauncherButton}
  transition: bottom 0.2s ease, background-color 0.2s ease, transform 0.2s ease;
  /* The lift is motion: not for a visitor who asked for less of it. */
  ${canHover} and (prefers-reduced-motion: no-preference) { &:hover { transform: translateY(-2px); } }
  @media (prefers-reduced-motion: reduce) { transition: none; }
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
  const lift = useLauncherLift(open);
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

  // The shell's round placeholder stands here until this code arrives, and a press on it is what
  // asks for this code. If the launcher takes its place between the press and the release, the
  // browser sends no click (the pressed element is gone): so the first release over the launcher
  // with no press begun since it is here opens the chat. Here, not in the shell: no first-load bytes.
  useEffect(() => {
    const onRelease = (e: PointerEvent) => {
      stop();
      const launcher = launcherRef.current;
      if (launcher && isPointInside(launcher.getBoundingClientRect(), e.clientX, e.clientY)) openChat();
    };
    const stop = () => {
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    window.addEventListener('pointerup', onRelease, true);
    window.addEventListener('pointerdown', stop, true);
    return stop;
  }, [openChat]);

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
        {open ? <Icon name="chevron-down" size={CHAT_LAUNCHER.iconSize} /> : <Icon name="message-circle" size={CHAT_LAUNCHER.iconSize} />}
      </Launcher>
    </div>
  );
}
