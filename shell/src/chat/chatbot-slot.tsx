import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from '@site/shared/router';
import { selectChatOpen, selectConsent, useSiteStore } from '@site/shared/store';
import { afterNextPaint } from '@site/shared/ui';
import { openChatLabel } from '@site/shared/content/chatbot-copy';
import { RemoteErrorBoundary } from '../remotes/error-boundary';
import { useRemoteComponent } from '../remotes/use-remote-component';
import { ChatLauncherButton, ChatLauncherIcon } from './chat-launcher';
import { CHATBOT_IDLE_LOAD_MS } from './chatbot-idle-load';
import { ChatUnavailable } from './chat-unavailable';
import { MarkMounted } from './mark-mounted';
import { useAfterHydration } from '../app/use-after-hydration';


const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Mounts the NavegaBot widget (remote `chatbot/widget`) on every page. Its code stays out of the
 * first load: it is fetched on the visitor's first interaction, when something opens the chat,
 * or when the browser is idle a while after load. Until then the shell shows the same round
 * button; pressing it opens the chat as soon as the code arrives. If the code really cannot be
 * loaded, ChatUnavailable takes its place, and the next page tries again. Nothing renders on the server.
 */
export function ChatbotSlot() {
  const chatOpen = useSiteStore(selectChatOpen);
  const consent = useSiteStore(selectConsent);
  const openChat = useSiteStore((s) => s.openChat);
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  const [widgetShown, setWidgetShown] = useState(false);
  const mounted = useAfterHydration();
  const markWidgetShown = useCallback(() => setWidgetShown(true), []);

  useEffect(() => {
    if (wanted) return;
    // After the frame that shows what the interaction did: NavegaBot's code never runs in between.
    const want = () => afterNextPaint(() => setWanted(true));
    INTERACTIONS.forEach((type) => window.addEventListener(type, want, { once: true, passive: true }));
    const timer = setTimeout(() => {
      const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
      if (w.requestIdleCallback) w.requestIdleCallback(() => setWanted(true));
      else setWanted(true);
    }, CHATBOT_IDLE_LOAD_MS);
    return () => {
      INTERACTIONS.forEach((type) => window.removeEventListener(type, want));
      clearTimeout(timer);
    };
  }, [wanted]);

  const load = useRemoteComponent<object>(wanted || chatOpen ? 'chatbot/widget' : null, pathname);

  // Nothing on the server: without script there is no chat. While the cookie banner may be up (no
  // stored choice), the placeholder stays out of the banner's corner from medium up (the widget
  // itself lifts its button above the banner once loaded); on phones its place in the dock is
  // beside the banner, never under it.
  const placeholder = mounted && (
    <ChatLauncherButton
      type="button"
      title={openChatLabel}
      aria-label={openChatLabel}
      aria-expanded={false}
      onClick={openChat}
      $phoneOnly={consent === 'unknown'}
    >
      <ChatLauncherIcon />
    </ChatLauncherButton>
  );

  // The placeholder stays in place until the widget (or its fallback) is on screen. A press begun
  // on it (whose pointerdown asked for the widget) and released once the widget's launcher took
  // its place gets no click from the browser: the widget opens the chat on that release.
  const Widget = load && (load.ok ? load.Component : ChatUnavailable);
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
