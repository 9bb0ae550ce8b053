/**
 * The plain rules and choices of the lead forms (SPEC §3/§5/§9), without zod: pages import these
 * to draw their fields, and only the validation code (./leads) brings zod with it.
 */

/** Phone characters allowed by SPEC §5: digits, +, spaces, parentheses and hyphens. */
export const PHONE_PATTERN = /^[0-9+\s()-]+$/;

/** Limits the SPEC does not give; generous for people, tight for abuse. */
export const LEAD_LIMITS = { name: 120, email: 254, phone: 20, company: 160, message: 5000, offerDetails: 2000 } as const;

/** SPEC §3: the eight services of the contact form. */
export const CONTACT_SERVICES = [
  'Desarrollo Web',
  'Productos SaaS',
  'Inteligencia Artificial',
  'Kit Digital',
  'Telefonía Empresarial',
  'Consultoría IT',
  'Hosting y Servidores',
  'Otro',
] as const;

/** SPEC §3: the only position, and the experience ranges. */
export const JOB_POSITIONS = [{ value: 'other', label: 'Candidatura espontánea' }] as const;
export const EXPERIENCE_RANGES = ['0-1', '1-3', '3-5', '5-10', '10+'] as const;

/** CV rules (SPEC §3/§4/§9): .pdf, .doc or .docx, at most 5 MB, optional. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The three additional-line types of SPEC §9. */
export const LINE_TYPES = ['40GB', '150GB', '300GB'] as const;
export const MAX_ADDITIONAL_LINES = 8;
