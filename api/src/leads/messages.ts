import { company } from '@site/shared/content/company';
import { CV_MAX_BYTES } from '@site/shared/schemas/lead-rules';
import type { LeadOrigin } from '../db';

const cvMaxMb = `${Math.round(CV_MAX_BYTES / (1024 * 1024))} MB`;

/** What the visitor reads after sending each form (the form shows `message` in its toast). */
export const SUCCESS_MESSAGES: Record<LeadOrigin, string> = {
  contact: 'Hemos recibido tu mensaje. Te responderemos en menos de 24 horas.',
  telephony: 'Hemos recibido tu solicitud. Te responderemos en menos de 48 horas.',
  application: 'Hemos recibido tu candidatura. Gracias por tu interés: revisaremos tu perfil y te contactaremos si encaja con lo que buscamos.',
};

/** Every error answer of POST /api/contact, in Spanish, as `{ message }` (plus `errors` per field). */
export const ERROR_MESSAGES = {
  invalidFields: 'Revisa los campos marcados.',
  malformed: 'No hemos podido leer el formulario. Revisa los datos e inténtalo de nuevo.',
  unknownForm: 'Formulario no reconocido.',
  tooLarge: 'El envío es demasiado grande.',
  fieldTooLong: 'El texto es demasiado largo.',
  tooManyFiles: 'Solo se puede adjuntar un archivo.',
  unsupportedType: 'Formato de envío no admitido. Envía el formulario como JSON, multipart/form-data o application/x-www-form-urlencoded.',
  rateLimited: 'Has enviado demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  storeFailed: 'No hemos podido registrar tu solicitud. Inténtalo de nuevo en unos minutos.',
  /** 503: the database or the CV folder refuses writes; nothing was kept. */
  storeUnavailable: `No hemos podido guardar tu mensaje. Inténtalo de nuevo en unos minutos o llámanos al ${company.phone.display}.`,
  generic: 'Ha ocurrido un error. Inténtalo de nuevo.',
  /** The idempotency key (hidden field or header) is not one the forms make. */
  badIdempotencyKey: 'No hemos podido leer el formulario. Recarga la página e inténtalo de nuevo.',
  cvTooLarge: `El archivo supera el tamaño máximo de ${cvMaxMb}`,
  cvWrongType: 'Formato no válido: sube un archivo PDF, DOC o DOCX',
  cvMismatch: 'El contenido del archivo no es un PDF, DOC o DOCX válido o no coincide con su extensión',
  cvEmpty: 'El archivo está vacío',
  /** A telephony post whose `tariffId` names no tariff (or none was picked in the form's select). */
  tariffUnknown: 'Selecciona una tarifa',
  /**
   * SPEC §5's line and company messages, for the checks made beside the schema (an additional-lines
   * request without type or count; the Empresa company, which the schema's refinement skips while
   * another field is invalid, so a script-less visitor would meet it only on a second try).
   */
  lineTypeRequired: 'Debes seleccionar un tipo de línea',
  lineQuantityRequired: 'Mínimo 1 línea',
  companyNameRequired: 'El nombre de la empresa es obligatorio para planes empresariales',
} as const;

/**
 * SPEC §8's notice titles, word for word, for the answer pages of a form posted without script
 * (the kit's toasts use the same words; the API does not import UI code).
 */
export const FORM_NOTICE_TITLES = {
  sent: { contact: 'Mensaje enviado correctamente', telephony: 'Mensaje enviado correctamente', application: '¡Mensaje enviado correctamente!' },
  failed: 'Error al enviar el mensaje',
} as const satisfies { sent: Record<LeadOrigin, string>; failed: string };

/** Texts of the script-less answer pages only. */
export const FORM_PAGE_TEXTS = {
  /** A browser never refills a file input: the visitor has to pick the CV again after an error. */
  cvChooseAgain: 'Por seguridad, vuelve a seleccionar tu CV antes de enviar.',
  /** The minimal page when the site's own page is not published. */
  backToForm: 'Volver al formulario',
} as const;

/** Fallback field messages where the shared schema sets none (wrong types, unknown values). */
export const FIELD_FALLBACKS = {
  required: 'Este campo es obligatorio',
  invalidType: 'Valor no válido',
  invalidOption: 'Selecciona una opción válida',
  tooLong: 'El valor es demasiado largo',
  tooBig: 'El valor es demasiado alto',
  tooSmall: 'El valor es demasiado bajo',
  badCharacters: 'El texto contiene caracteres no válidos',
} as const;
