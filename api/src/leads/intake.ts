import type { z } from 'zod';
import { CV_MAX_BYTES } from '@site/shared/schemas/lead-rules';
import { contactFormSchema, jobApplicationSchema, telephonyLeadSchema } from '@site/shared/schemas/leads';
import { cvExtension, sniffCv, type CvKind } from './cv';
import { ERROR_MESSAGES, FIELD_FALLBACKS } from './messages';
import type { Lead, LeadOrigin } from './types';

/** A file part of a multipart body. */
export type UploadedFile = { fileName: string; content: Buffer };

/** The request body, once read: JSON (contact, telephony) or multipart (application + CV). */
export type Submission =
  | { kind: 'json'; body: unknown }
  | { kind: 'multipart'; fields: Record<string, string>; cv?: UploadedFile };

/** The lead's own columns (no id, timestamps, consent or CV). */
export type LeadFields = Pick<
  Lead,
  | 'origin' | 'name' | 'email' | 'phone' | 'company' | 'service' | 'message' | 'position' | 'experience'
  | 'requestType' | 'offerDetails' | 'planMode' | 'lineType' | 'lineQuantity' | 'companyName'
>;

/** What to do with a submission. */
export type Intake =
  | { outcome: 'malformed' }
  | { outcome: 'invalid'; errors: Record<string, string>; status: 400 | 413 }
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

/**
 * No form has such fields; a body that names them (also as `__proto__[x]` or `constructor.prototype`,
 * for parsers that expand keys) is probing for prototype pollution.
 */
const POLLUTION_KEY = /__proto__|constructor|prototype/;
const hasForbiddenKey = (record: Record<string, unknown>) => Object.keys(record).some((key) => POLLUTION_KEY.test(key));

/**
 * Characters no visitor types: C0/C1 controls and DEL (tab and line breaks aside), U+FFFD (what
 * bytes that were not UTF-8 decode to) and lone surrogates (which cannot be stored as UTF-8).
 */
// eslint-disable-next-line no-control-regex
const BAD_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Single-line inputs (all but the message and the offer text) take no tabs or line breaks either. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
const MULTILINE_FIELDS = new Set(['message', 'offerDetails']);

/** Field → message for each known text field holding characters a person does not type. */
function characterErrors(data: Record<string, unknown>, knownFields: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of knownFields) {
    const value = data[key];
    if (typeof value !== 'string') continue;
    if (BAD_CHARACTERS.test(value) || (!MULTILINE_FIELDS.has(key) && LINE_BREAKS.test(value))) errors[key] = FIELD_FALLBACKS.badCharacters;
  }
  return errors;
}

/** Schema errors and character errors together (a character error wins on its field). */
function invalid(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> | undefined, characters: Record<string, string>) {
  return { outcome: 'invalid' as const, status: 400 as const, errors: { ...(issues ? fieldErrors(issues) : {}), ...characters } };
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

function prepare(origin: LeadOrigin, input: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  // null means "not given" (a form may send null for a field of another mode).
  for (const [key, value] of Object.entries(input)) if (value !== null) data[key] = value;
  for (const key of ALWAYS_SENT[origin]) if (data[key] === undefined) data[key] = '';
  return data;
}

function checkCv(file: UploadedFile | undefined): { errors?: Record<string, string>; status?: 413; cv?: { kind: CvKind; fileName: string; content: Buffer } } {
  // An empty file input still sends a part with no name and no bytes: that is "no CV".
  if (!file || (file.fileName === '' && file.content.length === 0)) return {};
  if (file.content.length > CV_MAX_BYTES) return { errors: { cv: ERROR_MESSAGES.cvTooLarge }, status: 413 };
  const extension = cvExtension(file.fileName);
  if (!extension) return { errors: { cv: ERROR_MESSAGES.cvWrongType } };
  if (file.content.length === 0) return { errors: { cv: ERROR_MESSAGES.cvEmpty } };
  // The bytes decide, and they must agree with the name (a .pdf that is a ZIP is refused).
  if (sniffCv(file.content) !== extension) return { errors: { cv: ERROR_MESSAGES.cvMismatch } };
  return { cv: { kind: extension, fileName: file.fileName, content: file.content } };
}

/**
 * Tells the three forms apart, applies the honeypot and validates with the one shared schema per
 * form. Unknown fields are dropped by the schemas; `website` only ever serves as the honeypot.
 */
export function evaluateSubmission(submission: Submission): Intake {
  if (submission.kind === 'json') {
    if (!isPlainObject(submission.body)) return { outcome: 'malformed' };
    const body = submission.body;
    const formOrigin = body.formOrigin;
    // The original contact form sent no formOrigin; a JSON body without one is a contact request.
    let origin: LeadOrigin;
    if (formOrigin === 'telephony') origin = 'telephony';
    else if (formOrigin === 'contact' || formOrigin === undefined || formOrigin === null) origin = 'contact';
    // Applications carry a file, so they only come as multipart.
    else return { outcome: 'invalid', status: 400, errors: { formOrigin: ERROR_MESSAGES.unknownForm } };

    if (hasForbiddenKey(body)) return { outcome: 'malformed' };
    if (isHoneypot(body.website)) return { outcome: 'honeypot', origin };
    const data = prepare(origin, body);

    if (origin === 'telephony') {
      const parsed = telephonyLeadSchema.safeParse(data, { error: spanishFallback });
      const characters = characterErrors(data, Object.keys(telephonyLeadSchema.shape));
      if (!parsed.success || Object.keys(characters).length > 0) return invalid(parsed.error?.issues, characters);
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
    const parsed = contactFormSchema.safeParse(data, { error: spanishFallback });
    const characters = characterErrors(data, Object.keys(contactFormSchema.shape));
    if (!parsed.success || Object.keys(characters).length > 0) return invalid(parsed.error?.issues, characters);
    const c = parsed.data;
    return {
      outcome: 'accepted',
      fields: { ...emptyFields('contact'), name: c.name, email: c.email, phone: c.phone, company: orNull(c.company), service: c.service, message: c.message },
    };
  }

  const { fields } = submission;
  if (hasForbiddenKey(fields)) return { outcome: 'malformed' };
  if (fields.formOrigin !== undefined && fields.formOrigin !== 'application') {
    return { outcome: 'invalid', status: 400, errors: { formOrigin: ERROR_MESSAGES.unknownForm } };
  }
  if (isHoneypot(fields.website)) return { outcome: 'honeypot', origin: 'application' };
  const data = prepare('application', fields);
  // Multipart fields are strings; the checkbox arrives as 'true' ('on' from a plain HTML form).
  data.acceptPolicy = fields.acceptPolicy === 'true' || fields.acceptPolicy === 'on' ? true : fields.acceptPolicy;

  const parsed = jobApplicationSchema.safeParse(data, { error: spanishFallback });
  const characters = characterErrors(data, Object.keys(jobApplicationSchema.shape));
  const cvCheck = checkCv(submission.cv);
  if (!parsed.success || cvCheck.errors || Object.keys(characters).length > 0) {
    const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...characters, ...cvCheck.errors };
    return { outcome: 'invalid', status: cvCheck.status ?? 400, errors };
  }
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
