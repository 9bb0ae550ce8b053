import { RemoteRoot } from '@site/shared/ui';
import { ChatWidget } from '../features/chat/chat-widget';

/** Exposed as `chatbot/widget`: the shell mounts it on every page, client-side only. */
export default function ChatbotWidget() {
  return (
    <RemoteRoot name="chatbot">
      <ChatWidget />
    </RemoteRoot>
  );
}
