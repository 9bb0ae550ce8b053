import styled, { keyframes } from 'styled-components';
import { chatCopy } from '@site/shared/content/chatbot-copy';

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.4; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

const Dots = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  align-self: flex-start;
  padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(4)}`};
  border-radius: ${(p) => p.theme.radii.md};
  border-bottom-left-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 1px solid ${(p) => p.theme.colors.border};
  span[aria-hidden] {
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.muted};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  span[aria-hidden]:nth-child(2) { animation-delay: 0.15s; }
  span[aria-hidden]:nth-child(3) { animation-delay: 0.3s; }
  @media (prefers-reduced-motion: reduce) {
    span[aria-hidden] { animation: none; opacity: 0.7; }
  }
`;

/** Three bouncing dots while the answer is on its way; read out as "NavegaBot está escribiendo…". */
export function TypingIndicator() {
  return (
    <Dots data-testid="typing-indicator">
      <span className="visually-hidden">{chatCopy.typing}</span>
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </Dots>
  );
}
