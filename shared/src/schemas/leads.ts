import './zod-config';
import { z } from 'zod';
import { CONTACT_SERVICES, EXPERIENCE_RANGES, LEAD_LIMITS, LINE_TYPES, MAX_ADDITIONAL_LINES, PHONE_PATTERN } from './lead-rules';

/**
 * The three lead forms of SPEC §3/§5, used by the forms' resolvers and by POST /api/contact.
 * Messages are the SPEC's, word for word.
 */

const phoneCharsMessage = 'Introduce un teléfono válido';
const nameMessage = 'El nombre debe tener al menos 2 caracteres';
const messageMessage = 'El mensaje debe tener al menos 10 caracteres';
const policyMessage = 'Debes aceptar la política de privacidad';

const name = z.string().trim().min(2, nameMessage).max(LEAD_LIMITS.name, 'El nombre es demasiado largo');
const email = z.string().trim().max(LEAD_LIMITS.email, 'Email inválido').pipe(z.email('Email inválido'));
const acceptPolicy = z.literal(true, policyMessage);

/** Contact and application phone: 9 to 11 characters of the allowed set. */
const phone9to11 = z
  .string()
  .trim()
  .min(9, 'El teléfono debe tener al menos 9 caracteres')
  .max(11, 'El teléfono no puede tener más de 11 caracteres')
  .regex(PHONE_PATTERN, phoneCharsMessage);

/** Contact form (/contacto). The label marks the phone as required, so it is. */
export const contactFormSchema = z.object({
  name,
  email,
  phone: phone9to11,
  company: z.string().trim().max(LEAD_LIMITS.company, 'El nombre de la empresa es demasiado largo').optional().or(z.literal('')),
  service: z.enum(CONTACT_SERVICES, 'Por favor selecciona un servicio'),
  message: z.string().trim().min(10, messageMessage).max(LEAD_LIMITS.message, 'El mensaje es demasiado largo'),
  acceptPolicy,
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** Job application (/empleo). The CV travels beside these fields (multipart), checked apart. */
export const jobApplicationSchema = z.object({
  name,
  email,
  // SPEC §5: the schema marks the phone optional though the label says required; we follow the schema.
  phone: phone9to11.optional().or(z.literal('')),
  position: z.string().min(1, 'Por favor selecciona una posición').pipe(z.enum(['other'], 'Por favor selecciona una posición')),
  experience: z.enum(EXPERIENCE_RANGES).optional().or(z.literal('')),
  company: z.string().trim().max(LEAD_LIMITS.company, 'El nombre de la empresa es demasiado largo').optional().or(z.literal('')),
  message: z.string().trim().min(10, messageMessage).max(LEAD_LIMITS.message, 'El mensaje es demasiado largo'),
  acceptPolicy,
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** Telephony request (/telefonia dialog); `companyName` is required in Empresa mode only. */
export const telephonyLeadSchema = z
  .object({
    name,
    email,
    phone: z
      .string()
      .trim()
      .max(LEAD_LIMITS.phone, phoneCharsMessage)
      .refine((v) => v === '' || v.length >= 9, 'El teléfono debe tener al menos 9 caracteres')
      .refine((v) => v === '' || PHONE_PATTERN.test(v), phoneCharsMessage)
      .optional(),
    message: z.string().trim().max(LEAD_LIMITS.message, 'El mensaje es demasiado largo').optional(),
    type: z.enum(['offer', 'contact']).optional(),
    formOrigin: z.literal('telephony'),
    offerDetails: z.string().trim().min(1, 'Falta el detalle de la oferta').max(LEAD_LIMITS.offerDetails),
    acceptPolicy,
    planMode: z.enum(['personal', 'empresa']),
    lineType: z.enum(LINE_TYPES, 'Debes seleccionar un tipo de línea').optional(),
    lineQuantity: z.number().int().min(1, 'Mínimo 1 línea').max(MAX_ADDITIONAL_LINES, 'Máximo 8 líneas').optional(),
    companyName: z.string().trim().max(LEAD_LIMITS.company).optional(),
  })
  .superRefine((lead, ctx) => {
    if (lead.planMode === 'empresa' && !lead.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'El nombre de la empresa es obligatorio para planes empresariales' });
    }
    if (lead.lineQuantity !== undefined && !lead.lineType) {
      ctx.addIssue({ code: 'custom', path: ['lineType'], message: 'Debes seleccionar un tipo de línea' });
    }
  });
export type TelephonyLead = z.infer<typeof telephonyLeadSchema>;

/** Version of the privacy policy a lead consents to (kept with the policy's content). */
export { PRIVACY_POLICY_VERSION } from '../content/privacy-policy';
