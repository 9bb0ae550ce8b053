import { useCallback, useRef, useState } from 'react';
import { ASK_BOT_MAX_QUESTION, type ChatMessage } from '@site/shared/schemas/chat';
import { askBot } from '../api/ask-bot';
import { chatCopy } from '@site/shared/content/chatbot-copy';
import { ensureSession, isExpired, readSession } from './chat-session';

const greeting: ChatMessage = { id: 'greeting', sender: 'bot', message: chatCopy.greeting };

/**
 * The conversation: starts with the SPEC's greeting; `send` adds the visitor's message at once,
 * then the bot's answer or the SPEC §8 error that fits what went wrong.
 */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([greeting]);
  const [pending, setPending] = useState(false);
  const nextId = useRef(0);
  const busy = useRef(false);

  const add = useCallback((message: Omit<ChatMessage, 'id'>) => {
    nextId.current += 1;
    const id = `m${nextId.current}`;
    setMessages((list) => [...list, { ...message, id }]);
  }, []);

  /** Sends a question; returns false when there was nothing to send (blank, or an answer pending). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const question = text.trim().slice(0, ASK_BOT_MAX_QUESTION);
      if (!question || busy.current) return false;
      add({ sender: 'user', message: question });

      // SPEC §8: without a stored session nothing is sent.
      let session = readSession();
      if (session && isExpired(session)) session = ensureSession();
      if (!session) {
        add({ sender: 'bot', message: chatCopy.errors.noSession });
        return true;
      }

      busy.current = true;
      setPending(true);
      try {
        const reply = await askBot(question, session.sessionId);
        add({ sender: 'bot', message: reply.answer, links: reply.links });
      } catch (error) {
        // fetch rejects with a TypeError when the request never got an answer.
        add({ sender: 'bot', message: error instanceof TypeError ? chatCopy.errors.network : chatCopy.errors.badStatus });
      } finally {
        busy.current = false;
        setPending(false);
      }
      return true;
    },
    [add],
  );

  return { messages, pending, send };
}
