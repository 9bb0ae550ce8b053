import { Suspense, useEffect, useState } from 'react';
import { selectChatOpen, useSiteStore } from '@site/shared/store';
import { RemoteErrorBoundary } from '../remotes/error-boundary';
import { lazyRemote } from '../remotes/load-remote-module';
import { ChatUnavailable } from './chat-unavailable';

/**
 * Mounts the NavegaBot widget (remote `chatbot/widget`) on every page. Its code is fetched when
 * the browser is idle after the page is interactive, or at once if something opens the chat,
 * so it never competes with the first paint. Nothing is rendered on the server.
 */
export function ChatbotSlot() {
  const chatOpen = useSiteStore(selectChatOpen);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(() => setIdle(true), { timeout: 4000 });
      return () => window.cancelIdleCallback?.(id);
    }
    const timer = setTimeout(() => setIdle(true), 2500);
    return () => clearTimeout(timer);
  }, []);

  if (!idle && !chatOpen) return null;
  const Widget = lazyRemote<object>('chatbot/widget', ChatUnavailable);
  return (
    <RemoteErrorBoundary fallback={<ChatUnavailable />}>
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
