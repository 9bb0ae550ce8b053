import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ChatUnavailable } from '../chat/chat-unavailable';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * When a remote's manifest or code cannot be loaded, hand React a stand-in module instead of
 * a rejected promise, so only that remote's area shows the fallback.
 */
export const fallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'site-remote-fallback',
  errorLoadRemote(args) {
    console.warn(`[shell] remote failed to load: ${args.id} (${args.lifecycle})`);
    if (args.lifecycle !== 'onLoad') return undefined;
    const isChat = String(args.id).startsWith('chatbot');
    return { __esModule: true, default: isChat ? ChatUnavailable : RemoteUnavailable };
  },
});
