import type { z } from 'zod';
import { CV_MAX_BYTES } from '@site/shared/schemas/lead-rules';
import { hasBadCharacters, hasLineBreak, hasPollutionKey } from '../input/text-checks';
import { cvExtension, sniffCv, type CvKind } from './cv';
import { coerceFormFields } from './form-body';
import { ERROR_MESSAGES, FIELD_FALLBACKS } from './messages';
import { emptyFields, LEAD_FORMS, type LeadFields } from './lead-forms';
import type { LeadOrigin } from '../db';

/** A file part of a multipart body; `truncated` when it went past the 5 MB limit. */
export type UploadedFile = { fileName: string; content: Buffer; truncated?: boolean };

/**
 * The request body, once read: JSON (typed values, as the script client sends them) or a form
 * (string values: urlencoded, or multipart with the application's CV).
 */
export type Submission =
  | { kind: 'json'; body: unknown }
  | { kind: 'form'; fields: Record<string, string>; cv?: UploadedFile };

export type { LeadFields };

/** What to do with a submission (`origin` once the form is known). */
export type Intake =
  | { outcome: 'malformed' }
  | { outcome: 'invalid'; errors: Record<string, string>; status: 400 | 413; origin?: LeadOrigin }
  | { outcome: 'honeypot'; origin: LeadOrigin }
  | { outcome: 'accepted'; fields: LeadFields; cv?: { kind: CvKind; fileName: string; content: Buffer } };

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

/** The application's CV, if one was sent: the bytes must be a PDF, DOC or DOCX of at most 5 MB, as named. */
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

/**
 * Tells the three forms apart, applies the honeypot and judges the submission by its form's
 * schema (LEAD_FORMS), whether the body is JSON or a form (urlencoded or multipart, coerced to the
 * schema's types first). The schema's errors, then the checks it cannot make, then character
 * errors (which win on their field). Unknown fields are dropped by the schemas; `website` only
 * serves as the honeypot.
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

  const form = LEAD_FORMS[origin];
  const extra = form.complete?.(data, fromForm) ?? {};
  for (const key of form.alwaysSent) if (data[key] === undefined) data[key] = '';
  const verdict = form.judge(data, spanishFallback);
  const cv: ReturnType<typeof checkCv> = form.takesCv ? checkCv(file) : {};
  const errors = {
    ...(verdict.success ? {} : fieldErrors(verdict.issues)),
    ...extra,
    ...characterErrors(data, form.knownFields),
    ...cv.errors,
  };
  if (!verdict.success || Object.keys(errors).length > 0) return { outcome: 'invalid', status: cv.status ?? 400, errors, origin };
  return { outcome: 'accepted', fields: { ...emptyFields(origin), ...verdict.columns }, cv: cv.cv };
}
