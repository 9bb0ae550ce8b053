import { useSiteStore } from '@site/shared/store';
import { leadNotices } from './lead-notices';

/** Success toast: the server's `message`, or else 'Te contactaremos pronto.'. */
export function announceLeadSent(title: string, serverMessage?: string): void {
  useSiteStore.getState().pushToast({ title, description: serverMessage ?? leadNotices.successFallback });
}

/**
 * Destructive failure toast: the error's message (an ApiError reads "status: body"), or else the
 * generic Spanish one. Returns the description, for forms that also show it in place.
 */
export function announceLeadFailed(error: unknown): string {
  const description = error instanceof Error && error.message ? error.message : leadNotices.failureFallback;
  useSiteStore.getState().pushToast({ title: leadNotices.failureTitle, description, variant: 'destructive' });
  return description;
}
