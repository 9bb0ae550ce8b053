import type { z } from 'zod';
import { CV_MAX_BYTES } from '@site/shared/schemas/lead-rules';
import { contactFormSchema, jobApplicationSchema, telephonyLeadSchema } from '@site/shared/schemas/leads';
import { hasBadCharacters, hasLineBreak, hasPollutionKey } from '../input/text-checks';
import { cvExtension, sniffCv, type CvKind } from './cv';
import { coerceFormFields } from './form-body';
import { ERROR_MESSAGES, FIELD_FALLBACKS } from './messages';
import { completeTelephonyRequest } from './offer-details';
import type { Lead, LeadOrigin } from '../db';

/** A file part of a multipart body; `truncated` when it went past the 5 MB limit. */
export type UploadedFile = { fileName: string; content: Buffer; truncated?: boolean };

/**
 * The request body, once read: JSON (typed values, as the script client sends them) or a form
 * (string values: urlencoded, or multipart with the application's CV).
 */
export type Submission =
  | { kind: 'json'; body: unknown }
  | { kind: 'form'; fields: Record<string, string>; cv?: UploadedFile };

/** The lead's own columns (no id, timestamps, consent or CV). */
export type LeadFields = Pick<
  Lead,
  | 'origin' | 'name' | 'email' | 'phone' | 'company' | 'service' | 'message' | 'position' | 'experience'
  | 'requestType' | 'offerDetails' | 'planMode' | 'lineType' | 'lineQuantity' | 'companyName'
>;

/** What to do with a submission (`origin` once the form is known). */
export type Intake =
  | { outcome: 'malformed' }
  | { outcome: 'invalid'; errors: Record<string, string>; status: 400 | 413; origin?: LeadOrigin }
  | { outcome: 'honeypot'; origin: LeadOrigin }
  | { outcome: 'accepted'; fields: LeadFields; cv?: { kind: CvKind; fileName: string; content: Buffer } };

/**
 * Text fields each form always shows: a missing one is read as empty so the visitor gets the
 * schema's own SPEC §5 message ('El nombre debe tener al menos 2 caracteres'), not a generic one.
 */
const ALWAYS_SENT: Record<LeadOrigin, string[]> = {
  contact: ['name', 'email', 'phone', 'message'],
  application: ['name', 'email', 'position', 'message'],
  telephony: ['name', 'email', 'offerDetails'],
};

/** Spanish messages for the issues the shared schema leaves without one (wrong JSON types, mostly). */
const spanishFallback = (issue: z.core.$ZodRawIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? FIELD_FALLBACKS.required : FIELD_FALLBACKS.invalidType;
    case 'invalid_value':
      return FIELD_FALLBACKS.invalidOption;
    case 'too_big':
      return issue.origin === 'string' ? FIELD_FALLBACKS.tooLong : FIELD_FALLBACKS.tooBig;
    case 'too_small':
      return FIELD_FALLBACKS.tooSmall;
    default:
      return FIELD_FALLBACKS.invalidType;
  }
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Single-line inputs (all but the message and the offer text) take no tabs or line breaks either. */
const MULTILINE_FIELDS = new Set(['message', 'offerDetails']);

/** Field → message for each known text field holding characters a person does not type. */
function characterErrors(data: Record<string, unknown>, knownFields: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of knownFields) {
    const value = data[key];
    if (typeof value !== 'string') continue;
    if (hasBadCharacters(value) || (!MULTILINE_FIELDS.has(key) && hasLineBreak(value))) errors[key] = FIELD_FALLBACKS.badCharacters;
  }
  return errors;
}

const orNull = (v: string | undefined | null) => (v === undefined || v === null || v === '' ? null : v);

/** Field → first message, the shape the forms display under each input. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A non-empty hidden `website` field: only bots fill it. */
const isHoneypot = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** null means "not given" (a form may send null for a field of another mode). */
function withoutNulls(input: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== null) data[key] = value;
  return data;
}

/** An empty file input still sends a part with no name and no bytes: that is "no CV". */
const isFileSent = (file: UploadedFile | undefined): file is UploadedFile => Boolean(file && (file.fileName !== '' || file.content.length > 0));

/**
 * Which form a body comes from: its `formOrigin`; without one (the original forms sent none),
 * an application when it names a position or carries a CV, else a contact request.
 */
function formOf(data: Record<string, unknown>, cvSent: boolean): LeadOrigin | undefined {
  const { formOrigin } = data;
  if (formOrigin === 'contact' || formOrigin === 'telephony' || formOrigin === 'application') return formOrigin;
  if (formOrigin !== undefined) return undefined;
  return data.position !== undefined || cvSent ? 'application' : 'contact';
}

function checkCv(file: UploadedFile | undefined): { errors?: Record<string, string>; status?: 413; cv?: { kind: CvKind; fileName: string; content: Buffer } } {
  if (!isFileSent(file)) return {};
  if (file.truncated || file.content.length > CV_MAX_BYTES) return { errors: { cv: ERROR_MESSAGES.cvTooLarge }, status: 413 };
  const extension = cvExtension(file.fileName);
  if (!extension) return { errors: { cv: ERROR_MESSAGES.cvWrongType } };
  if (file.content.length === 0) return { errors: { cv: ERROR_MESSAGES.cvEmpty } };
  // The bytes decide, and they must agree with the name (a .pdf that is a ZIP is refused).
  if (sniffCv(file.content) !== extension) return { errors: { cv: ERROR_MESSAGES.cvMismatch } };
  return { cv: { kind: extension, fileName: file.fileName, content: file.content } };
}

type Parsed = { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };

/** Schema errors, the checks the schema cannot make, then character errors (which win on their field). */
function errorsOf(parsed: Parsed, extra: Record<string, string>, characters: Record<string, string>) {
  return { ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...extra, ...characters };
}

/**
 * Tells the three forms apart, applies the honeypot and validates with the one shared schema per
 * form, whether the body is JSON or a form (urlencoded or multipart, coerced to the schema's
 * types first). Unknown fields are dropped by the schemas; `website` only serves as the honeypot.
 */
export function evaluateSubmission(submission: Submission): Intake {
  const fromForm = submission.kind === 'form';
  const input = fromForm ? submission.fields : submission.body;
  if (!isPlainObject(input) || hasPollutionKey(input)) return { outcome: 'malformed' };
  const data = withoutNulls(fromForm ? coerceFormFields(submission.fields) : input);
  const file = fromForm ? submission.cv : undefined;

  const origin = formOf(data, isFileSent(file));
  if (!origin) return { outcome: 'invalid', status: 400, errors: { formOrigin: ERROR_MESSAGES.unknownForm } };
  if (isHoneypot(data.website)) return { outcome: 'honeypot', origin };

  const extra = origin === 'telephony' ? completeTelephonyRequest(data, fromForm) : {};
  for (const key of ALWAYS_SENT[origin]) if (data[key] === undefined) data[key] = '';

  if (origin === 'telephony') {
    const parsed = telephonyLeadSchema.safeParse(data, { error: spanishFallback });
    const characters = characterErrors(data, Object.keys(telephonyLeadSchema.shape));
    const errors = errorsOf(parsed, extra, characters);
    if (!parsed.success || Object.keys(errors).length > 0) return { outcome: 'invalid', status: 400, errors, origin };
    const t = parsed.data;
    return {
      outcome: 'accepted',
      fields: {
        ...emptyFields('telephony'),
        name: t.name,
        email: t.email,
        phone: orNull(t.phone),
        message: orNull(t.message),
        requestType: t.type ?? null,
        offerDetails: t.offerDetails,
        planMode: t.planMode,
        lineType: t.lineType ?? null,
        lineQuantity: t.lineQuantity ?? null,
        companyName: orNull(t.companyName),
      },
    };
  }

  if (origin === 'contact') {
    const parsed = contactFormSchema.safeParse(data, { error: spanishFallback });
    const errors = errorsOf(parsed, extra, characterErrors(data, Object.keys(contactFormSchema.shape)));
    if (!parsed.success || Object.keys(errors).length > 0) return { outcome: 'invalid', status: 400, errors, origin };
    const c = parsed.data;
    return {
      outcome: 'accepted',
      fields: { ...emptyFields('contact'), name: c.name, email: c.email, phone: c.phone, company: orNull(c.company), service: c.service, message: c.message },
    };
  }

  // An application: multipart with its optional CV, or JSON without one (it is not required).
  const parsed = jobApplicationSchema.safeParse(data, { error: spanishFallback });
  const cvCheck = checkCv(file);
  const errors = { ...errorsOf(parsed, extra, characterErrors(data, Object.keys(jobApplicationSchema.shape))), ...cvCheck.errors };
  if (!parsed.success || Object.keys(errors).length > 0) return { outcome: 'invalid', status: cvCheck.status ?? 400, errors, origin };
  const a = parsed.data;
  return {
    outcome: 'accepted',
    fields: {
      ...emptyFields('application'),
      name: a.name,
      email: a.email,
      phone: orNull(a.phone),
      position: a.position,
      experience: orNull(a.experience),
      company: orNull(a.company),
      message: a.message,
    },
    cv: cvCheck.cv,
  };
}

function emptyFields(origin: LeadOrigin): LeadFields {
  return {
    origin,
    name: '',
    email: '',
    phone: null,
    company: null,
    service: null,
    message: null,
    position: null,
    experience: null,
    requestType: null,
    offerDetails: null,
    planMode: null,
    lineType: null,
    lineQuantity: null,
    companyName: null,
  };
}
