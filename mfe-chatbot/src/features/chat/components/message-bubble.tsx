import { Link } from '@site/shared/router';
import styled, { css } from 'styled-components';
import { Icon, typeScale, canHover } from '@site/shared/ui';
import { isInternalBotLink, isSafeBotLinkTarget, type BotLink, type ChatMessage } from '@site/shared/schemas/chat';
import { chatCopy } from '@site/shared/content/chatbot-copy';
import { MessageText } from './message-text';

const Row = styled.div<{ $user: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${(p) => (p.$user ? 'flex-end' : 'flex-start')};
  gap: ${(p) => p.theme.space(2)};
`;

const Bubble = styled.div<{ $user: boolean }>`
  max-width: 88%;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`};
  border-radius: ${(p) => p.theme.radii.md};
  font-size: ${typeScale.sm};
  line-height: 1.5;
  overflow-wrap: anywhere;
  p, ol, ul { margin: 0; }
  /* Line breaks inside a paragraph are kept; the text itself is never parsed as HTML. */
  p { white-space: pre-line; }
  ol, ul { padding-left: 1.25em; }
  li + li { margin-top: ${(p) => p.theme.space(1)}; }
  :is(p, ol, ul) + :is(p, ol, ul) { margin-top: ${(p) => p.theme.space(2)}; }
  ${(p) =>
    p.$user
      ? css`
          background: ${p.theme.colors.brand};
          color: ${p.theme.colors.onDark};
          border-bottom-right-radius: ${p.theme.radii.sm};
        `
      : css`
          background: ${p.theme.colors.surfaceAlt};
          color: ${p.theme.colors.text};
          border: 1px solid ${p.theme.colors.border};
          border-bottom-left-radius: ${p.theme.radii.sm};
        `}
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  max-width: 88%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  min-height: 32px;
  padding: ${(p) => `${p.theme.space(1)} ${p.theme.space(3)}`};
  border: 1px solid ${(p) => p.theme.colors.brand};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.brand};
  font-size: ${typeScale.xs};
  font-weight: 600;
  text-decoration: none;
  ${canHover} { &:hover { background: ${(p) => p.theme.colors.brandSoft}; } }
  svg { width: 14px; height: 14px; flex-shrink: 0; }
`;
const ChipLink = styled(Link)`${chip}`;
const ChipAnchor = styled.a`${chip}`;

/** One bot link: a router link for a site page, an anchor for a phone or an e-mail. */
function BotLinkChip({ link, onNavigate }: { link: BotLink; onNavigate?: () => void }) {
  if (!isSafeBotLinkTarget(link.path)) return null;
  if (isInternalBotLink(link.path)) {
    return (
      <ChipLink to={link.path} onClick={onNavigate}>
        {link.label}
      </ChipLink>
    );
  }
  return (
    <ChipAnchor href={link.path}>
      <Icon name={link.path.startsWith('tel:') ? 'phone' : 'mail'} size={14} />
      {link.label}
    </ChipAnchor>
  );
}

/** A message of the conversation; the sender is spoken before the text for screen readers. */
export function MessageBubble({ message, onNavigate }: { message: ChatMessage; onNavigate?: () => void }) {
  const user = message.sender === 'user';
  const links = message.links?.filter((l) => isSafeBotLinkTarget(l.path)) ?? [];
  return (
    <Row $user={user} data-sender={message.sender} data-message-id={message.id}>
      <Bubble $user={user}>
        <span className="visually-hidden">{user ? chatCopy.you : chatCopy.name}: </span>
        {/* The visitor's own words stay one paragraph; the bot's answers may hold lists. */}
        <MessageText text={message.message} lists={!user} />
      </Bubble>
      {links.length > 0 && (
        <Links aria-label={chatCopy.relatedLinks}>
          {links.map((link) => (
            <li key={`${link.path}|${link.label}`}>
              <BotLinkChip link={link} onNavigate={onNavigate} />
            </li>
          ))}
        </Links>
      )}
    </Row>
  );
}
