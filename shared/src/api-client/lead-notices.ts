import { useSiteStore } from '@site/shared/store';

/** SPEC §8: the notices after sending a lead form, word for word. */
export const leadNotices = {
  contactSuccess: 'Mensaje enviado correctamente',
  applicationSuccess: '¡Mensaje enviado correctamente!',
  successFallback: 'Te contactaremos pronto.',
  failureTitle: 'Error al enviar el mensaje',
  failureFallback: 'Ha ocurrido un error. Inténtalo de nuevo.',
} as const;

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
