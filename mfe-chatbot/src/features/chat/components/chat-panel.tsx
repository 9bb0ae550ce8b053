import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { ASK_BOT_MAX_QUESTION, type ChatMessage } from '@site/shared/schemas/chat';
import { CHAT_LAUNCHER, FLOATING_DOCK_HEIGHT, Icon, SAFE_AREA_BOTTOM, typeScale, canHover } from '@site/shared/ui';
import { chatCopy } from '@site/shared/content/chatbot-copy';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/**
 * The panel's width on tablets and desktops, in px (25rem at the default root size; the banner
 * check measures with it). Issue 36 overrides SPEC §9's 20rem × 24rem there: at least 400 × 560 px
 * within the viewport, room to read an answer; the phone sheet is as it was (README, "Choices").
 */
export const CHAT_PANEL_WIDTH_PX = 400;
/** The panel's height on tablets and desktops where the viewport has the room (35rem). */
export const CHAT_PANEL_HEIGHT_PX = 560;

// The panel's bottom edge above the screen's, before any lift: the launcher, then the gap.
const PANEL_BOTTOM = CHAT_LAUNCHER.offset + CHAT_LAUNCHER.size + CHAT_LAUNCHER.gap;
/** On a phone: the panel's bottom edge above the screen's, the contact bar and an even margin. */
export const PHONE_PANEL_BOTTOM = FLOATING_DOCK_HEIGHT + CHAT_LAUNCHER.phoneEdge;
// The least space kept between the top of the screen and a panel that fills the height.
const TOP_GAP = CHAT_LAUNCHER.offset;

// 400 × 560 px, within the screen minus a margin, above the launcher (which itself rises above
// the cookie banner: --chat-lift). Above the site header when a short screen needs the room, so
// nothing of the page ever covers the panel's own header.
const Panel = styled.section`
  position: fixed;
  z-index: 55;
  right: ${CHAT_LAUNCHER.offset}px;
  bottom: calc(${PANEL_BOTTOM}px + var(--chat-lift, 0px));
  width: min(${CHAT_PANEL_WIDTH_PX / 16}rem, calc(100vw - ${2 * CHAT_LAUNCHER.offset}px));
  height: min(${CHAT_PANEL_HEIGHT_PX / 16}rem, calc(100vh - ${TOP_GAP}px - ${PANEL_BOTTOM}px - var(--chat-lift, 0px)));
  height: min(${CHAT_PANEL_HEIGHT_PX / 16}rem, calc(100dvh - ${TOP_GAP}px - ${PANEL_BOTTOM}px - var(--chat-lift, 0px)));
  min-height: 14rem;
  display: flex;
  flex-direction: column;
  /* clip, not hidden: a hidden box can still be scrolled (by focus, by scrollIntoView), which slid
     the conversation up under the panel's header; a clipped one never scrolls. */
  overflow: clip;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.raised};
  animation: ${rise} 0.2s ease-out;
  transition: bottom 0.2s ease;
  /* Phones (issue 28): a sheet over the page, the same margin on every side, from near the top of
     the screen (over the site header: the conversation needs the room) down to just above the
     contact bar, whose NavegaBot cell opened it. */
  @media (max-width: ${(p) => p.theme.breakpoints.medium - 1}px) {
    top: ${CHAT_LAUNCHER.phoneEdge}px;
    left: ${CHAT_LAUNCHER.phoneEdge}px;
    right: ${CHAT_LAUNCHER.phoneEdge}px;
    bottom: calc(${PHONE_PANEL_BOTTOM}px + ${SAFE_AREA_BOTTOM} + var(--chat-lift, 0px));
    width: auto;
    height: auto;
    min-height: 0;
  }
`;

// A plain box, not <header>: inside the dialog a header would be a second "banner" landmark.
const Header = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(3)} ${p.theme.space(3)} ${p.theme.space(4)}`};
  background: ${(p) => p.theme.colors.brand};
  color: ${(p) => p.theme.colors.onDark};
  h2 { margin: 0; font-size: ${typeScale.base}; color: inherit; line-height: 1.2; }
  p { margin: 0; font-size: ${typeScale.xs}; color: ${(p) => p.theme.colors.onDark}; opacity: 0.9; }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.16);
  flex-shrink: 0;
  svg { width: 20px; height: 20px; }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-left: auto;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${canHover} { &:hover { background: rgba(255, 255, 255, 0.16); } }
`;

const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
`;

const Form = styled.form`
  flex: none;
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 44px;
  padding: ${(p) => `0 ${p.theme.space(4)}`};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
  font-size: ${typeScale.base}; /* 16 px keeps iOS from zooming into the field */
  &::placeholder { color: ${(p) => p.theme.colors.muted}; }
  /* The brand's ring, as every form field of the site (not the site-wide amber outline). */
  &:focus-visible { outline: none; border-color: ${(p) => p.theme.colors.brand}; background: ${(p) => p.theme.colors.surface}; box-shadow: 0 0 0 3px ${(p) => p.theme.colors.brandSoft}, 0 0 0 5px ${(p) => p.theme.colors.brand}; }
`;

const Send = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex-shrink: 0;
  border: 0;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.brand};
  color: ${(p) => p.theme.colors.onDark};
  cursor: pointer;
  ${canHover} { &:hover { background: ${(p) => p.theme.colors.brandDark}; } }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
  svg { width: 20px; height: 20px; }
`;

// Where the newest message's top lands when the list scrolls to it: as far from the top as the
// first message sits (the log's padding).
const NEWEST_MARGIN = 16;

export type ChatPanelProps = {
  id: string;
  messages: ChatMessage[];
  pending: boolean;
  onSend: (text: string) => Promise<boolean>;
  onClose: () => void;
  /** A link to a site page was followed (the widget closes the panel on phones). */
  onNavigate: () => void;
  inputRef: RefObject<HTMLInputElement>;
};

/** The open chat: header, the conversation (a polite live region) and the question field. */
export function ChatPanel({ id, messages, pending, onSend, onClose, onNavigate, inputRef }: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const [text, setText] = useState('');
  const logRef = useRef<HTMLDivElement>(null);

  // SPEC §4: the list shows the newest message, from its start: a long answer is read from its
  // first line (the question is just above it), never from its end. Smooth unless the visitor
  // asked for less motion, and instant when the panel opens.
  const newestId = messages.at(-1)?.id;
  const opened = useRef(false);
  useEffect(() => {
    const log = logRef.current;
    const rows = log?.querySelectorAll<HTMLElement>('[data-message-id]');
    const newest = rows?.[rows.length - 1];
    if (!log || !newest) return;
    const top = Math.max(0, log.scrollTop + newest.getBoundingClientRect().top - log.getBoundingClientRect().top - NEWEST_MARGIN);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // Browsers without Element.scrollTo (and jsdom) still get the position, without the animation.
    if (typeof log.scrollTo === 'function') log.scrollTo({ top, behavior: opened.current && !reduced ? 'smooth' : 'auto' });
    else log.scrollTop = top;
    opened.current = true;
  }, [newestId, pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || pending) return;
    // The field empties as the message appears; the answer arrives afterwards.
    setText('');
    void onSend(text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <Panel id={id} role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown} data-testid="chat-panel">
      <Header>
        <Avatar aria-hidden="true">
          <Icon name="bot" size={20} />
        </Avatar>
        <div>
          <h2 id={titleId}>{chatCopy.name}</h2>
          <p>{chatCopy.subtitle}</p>
        </div>
        <IconButton type="button" aria-label={chatCopy.close} title={chatCopy.close} onClick={onClose}>
          <Icon name="close" />
        </IconButton>
      </Header>
      <Log ref={logRef} role="log" aria-live="polite" aria-label={chatCopy.log}>
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} onNavigate={onNavigate} />
        ))}
        {pending && <TypingIndicator />}
      </Log>
      <Form onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {chatCopy.inputLabel}
        </label>
        <Input
          ref={inputRef}
          id={inputId}
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={ASK_BOT_MAX_QUESTION}
          placeholder={chatCopy.placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Send type="submit" aria-label={chatCopy.send} title={chatCopy.send} disabled={pending || !text.trim()}>
          <Icon name="send-horizontal" size={20} />
        </Send>
      </Form>
    </Panel>
  );
}
