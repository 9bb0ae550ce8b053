import type { SendMailOptions } from 'nodemailer';
import { JOB_POSITIONS } from '@site/shared/schemas/lead-rules';
import type { Lead, LeadOrigin } from '../db';

const SUBJECTS: Record<LeadOrigin, string> = {
  contact: 'Nuevo mensaje de contacto',
  telephony: 'Nueva solicitud de telefonía',
  application: 'Nueva candidatura',
};

const FORM_NAMES: Record<LeadOrigin, string> = {
  contact: 'Formulario de contacto (/contacto)',
  telephony: 'Solicitud de telefonía (/telefonia)',
  application: 'Candidatura (trabaja con nosotros)',
};

const positionLabel = (value: string | null) => JOB_POSITIONS.find((p) => p.value === value)?.label ?? value;

/** A short reference staff can quote; the full id is in the body. */
export const leadRef = (lead: Lead) => lead.id.slice(0, 8);

/**
 * The company's notification for one lead. Plain text only: what the visitor typed is never
 * put into HTML, and the subject carries no visitor text (header injection, spoofed subjects).
 * `cv`: the CV's bytes, read by the caller from wherever CVs are kept (undefined: gone).
 */
export function composeLeadMail(lead: Lead, smtp: { from: string; to: string[] }, cv: Buffer | undefined): SendMailOptions {
  const lines: string[] = [`${SUBJECTS[lead.origin]} recibido desde la web.`, ''];
  const add = (label: string, value: string | number | null) => {
    if (value !== null && value !== '') lines.push(`${label}: ${value}`);
  };
  add('Formulario', FORM_NAMES[lead.origin]);
  add('Referencia', lead.id);
  add('Recibido (UTC)', lead.createdAt);
  lines.push('');
  add('Nombre', lead.name);
  add('Email', lead.email);
  add('Teléfono', lead.phone);
  add('Empresa', lead.company);
  add('Servicio', lead.service);
  add('Puesto', positionLabel(lead.position));
  add('Experiencia (años)', lead.experience);
  add('Tipo de solicitud', lead.requestType === 'offer' ? 'Oferta de tarifa' : lead.requestType === 'contact' ? 'Contacto' : null);
  add('Modalidad', lead.planMode === 'empresa' ? 'Empresa' : lead.planMode === 'personal' ? 'Personal' : null);
  add('Nombre de la empresa', lead.companyName);
  add('Detalle de la oferta', lead.offerDetails);
  add('Tipo de línea adicional', lead.lineType);
  add('Número de líneas', lead.lineQuantity);
  if (lead.message) lines.push('', 'Mensaje:', lead.message);
  lines.push('', `Consentimiento: política de privacidad versión ${lead.policyVersion}, aceptada el ${lead.consentAt}.`);

  const attachments: NonNullable<SendMailOptions['attachments']> = [];
  if (lead.cvPath) {
    if (cv) {
      lines.push(`CV adjunto: ${lead.cvOriginalName ?? 'cv'} (${lead.cvSize ?? 0} bytes).`);
      attachments.push({ filename: lead.cvOriginalName ?? `cv-${leadRef(lead)}`, content: cv, contentType: lead.cvMime ?? undefined });
    } else {
      lines.push('El CV de esta candidatura ya no está disponible en el servidor.');
    }
  }

  return {
    from: smtp.from,
    to: smtp.to,
    // Staff can answer the visitor directly; the address passed the schema's e-mail check.
    replyTo: lead.email,
    subject: `[Web] ${SUBJECTS[lead.origin]} (ref. ${leadRef(lead)})`,
    text: `${lines.join('\n')}\n`,
    attachments,
  };
}
