import { Suspense, useCallback, useEffect, useState } from 'react';
import { MarkMounted } from './mark-mounted';
import { selectChatOpen, selectConsent, useSiteStore } from '@site/shared/store';
import { RemoteErrorBoundary } from '../remotes/error-boundary';
import { lazyRemote } from '../remotes/load-remote-module';
import { ChatLauncherButton, ChatLauncherIcon } from './chat-launcher';
import { ChatUnavailable } from './chat-unavailable';

/** With no interaction, NavegaBot's code is fetched this long after the page has loaded. */
export const CHATBOT_IDLE_LOAD_MS = 8000;

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Mounts the NavegaBot widget (remote `chatbot/widget`) on every page. Its code stays out of the
 * first load: it is fetched on the visitor's first interaction, when something opens the chat,
 * or when the browser is idle a while after load. Until then the shell shows the same round
 * button; pressing it opens the chat as soon as the code arrives. Nothing renders on the server.
 */
export function ChatbotSlot() {
  const chatOpen = useSiteStore(selectChatOpen);
  const consent = useSiteStore(selectConsent);
  const openChat = useSiteStore((s) => s.openChat);
  const [wanted, setWanted] = useState(false);
  const [widgetShown, setWidgetShown] = useState(false);
  const markWidgetShown = useCallback(() => setWidgetShown(true), []);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    INTERACTIONS.forEach((type) => window.addEventListener(type, want, { once: true, passive: true }));
    const timer = setTimeout(() => {
      const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
      if (w.requestIdleCallback) w.requestIdleCallback(want);
      else want();
    }, CHATBOT_IDLE_LOAD_MS);
    return () => {
      INTERACTIONS.forEach((type) => window.removeEventListener(type, want));
      clearTimeout(timer);
    };
  }, [wanted]);

  // While the cookie banner may be up (no stored choice), the placeholder stays away from it;
  // the widget itself lifts its button above the banner once loaded.
  const placeholder =
    consent === 'unknown' ? null : (
      <ChatLauncherButton type="button" title="Abrir NavegaBot" aria-label="Abrir NavegaBot" aria-expanded={false} onClick={openChat}>
        <ChatLauncherIcon />
      </ChatLauncherButton>
    );

  // The placeholder stays in place until the widget (or its fallback) is on screen, so a click
  // that began on it (whose pointerdown asked for the widget) still lands on it.
  const load = wanted || chatOpen;
  const Widget = load ? lazyRemote<object>('chatbot/widget', ChatUnavailable) : null;
  return (
    <>
      {!widgetShown && placeholder}
      {Widget && (
        <RemoteErrorBoundary
          fallback={
            <>
              <ChatUnavailable />
              <MarkMounted onMounted={markWidgetShown} />
            </>
          }
        >
          <Suspense fallback={null}>
            <Widget />
            <MarkMounted onMounted={markWidgetShown} />
          </Suspense>
        </RemoteErrorBoundary>
      )}
    </>
  );
}
