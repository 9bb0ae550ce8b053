import { LEGAL_TERMS, THIRD_PARTY_COOKIE_DURATIONS } from '@site/shared/content/legal';
import { pageLink } from './links';
import type { Passage } from './types';

/** Record: legal (retention periods, payment terms, cookie durations). */
export function legalPassages(): Passage[] {
  const t = LEGAL_TERMS;
  const d = THIRD_PARTY_COOKIE_DURATIONS;
  return [
    {
      id: 'legal-privacy',
      topic: 'legal:privacidad',
      title: 'Protección de datos y privacidad',
      keywords: 'datos personales rgpd privacidad conserváis guardáis borrar derechos supresión',
      text: `Conservamos los datos de clientes ${t.customerRetention}, los de contacto ${t.contactRetention}, los de navegación ${t.browsingRetention} y las copias de seguridad ${t.backupRetention}. Puedes ejercer tus derechos como explica la política de privacidad.`,
      links: [pageLink('/privacidad')],
    },
    {
      id: 'legal-terms',
      topic: 'legal:terminos',
      title: 'Condiciones de pago',
      keywords: 'pago plazo factura condiciones contratación términos aviso legal',
      text: `Los precios se expresan en ${t.currency} y el plazo de pago es de ${t.paymentDays} días desde la fecha de la factura.`,
      links: [pageLink('/terminos')],
    },
    {
      id: 'legal-cookies',
      topic: 'legal:cookies',
      title: 'Cookies',
      keywords: 'cookies técnicas analíticas personalización terceros duración banner aceptar rechazar cambiar',
      text: `Usamos cookies técnicas (necesarias) y, solo si lo aceptas, de análisis y personalización. Duración de las de terceros: analítica ${d.analytics}, fuentes ${d.fonts}, vídeo ${d.video.toLowerCase()}. Puedes cambiar tu elección en la política de cookies.`,
      links: [pageLink('/cookies')],
    },
  ];
}
