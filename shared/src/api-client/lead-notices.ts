/**
 * SPEC §8: the notices after sending a lead form, word for word. Text only: the server's answer
 * pages and the bot read it too, so it must not import the browser store (the toasts that show
 * it are in lead-toasts.ts).
 */
export const leadNotices = {
  contactSuccess: 'Mensaje enviado correctamente',
  applicationSuccess: '¡Mensaje enviado correctamente!',
  successFallback: 'Te contactaremos pronto.',
  failureTitle: 'Error al enviar el mensaje',
  failureFallback: 'Ha ocurrido un error. Inténtalo de nuevo.',
} as const;
