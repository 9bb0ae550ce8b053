import type { z } from 'zod';
import { contactFormSchema, jobApplicationSchema, telephonyLeadSchema } from '@site/shared/schemas/leads';
import { completeTelephonyRequest } from './offer-details';
import type { Lead, LeadOrigin } from '../db';

/** The lead's own columns (no id, timestamps, consent or CV). */
export type LeadFields = Pick<
  Lead,
  | 'origin' | 'name' | 'email' | 'phone' | 'company' | 'service' | 'message' | 'position' | 'experience'
  | 'requestType' | 'offerDetails' | 'planMode' | 'lineType' | 'lineQuantity' | 'companyName'
>;

/** A schema's verdict on a submission: the lead's columns, or its issues. */
export type Verdict =
  | { success: true; columns: Partial<LeadFields> }
  | { success: false; issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };

/** What the intake needs to know about one form. */
export type LeadFormRule = {
  /** The schema's fields: each is checked for characters a person does not type. */
  knownFields: readonly string[];
  /**
   * Text fields the form always shows: a missing one is read as empty so the visitor gets the
   * schema's own SPEC §5 message ('El nombre debe tener al menos 2 caracteres'), not a generic one.
   */
  alwaysSent: readonly string[];
  /** Fills in, before the schema, what the form leaves to the server; returns the errors the schema cannot see. */
  complete?: (data: Record<string, unknown>, fromForm: boolean) => Record<string, string>;
  /** Carries the optional CV (multipart). */
  takesCv?: true;
  /** Validates with the form's one shared schema; `error` gives Spanish messages where the schema sets none. */
  judge: (data: Record<string, unknown>, error: z.core.$ZodErrorMap) => Verdict;
};

const orNull = (v: string | undefined | null) => (v === undefined || v === null || v === '' ? null : v);

/** One row of the table: the form's schema and how its valid lead fills the lead's columns. */
function leadForm<S extends z.ZodObject>(
  schema: S,
  columns: (lead: z.output<S>) => Partial<LeadFields>,
  rule: Omit<LeadFormRule, 'knownFields' | 'judge'>,
): LeadFormRule {
  return {
    ...rule,
    knownFields: Object.keys(schema.shape),
    judge(data, error) {
      const parsed = schema.safeParse(data, { error });
      return parsed.success ? { success: true, columns: columns(parsed.data) } : { success: false, issues: parsed.error.issues };
    },
  };
}

/** The three lead forms of SPEC §3, each judged by its own schema (the same the browser checks with). */
export const LEAD_FORMS: Record<LeadOrigin, LeadFormRule> = {
  contact: leadForm(
    contactFormSchema,
    (c) => ({ name: c.name, email: c.email, phone: c.phone, company: orNull(c.company), service: c.service, message: c.message }),
    { alwaysSent: ['name', 'email', 'phone', 'message'] },
  ),
  // An application: multipart with its optional CV, or JSON without one (it is not required).
  application: leadForm(
    jobApplicationSchema,
    (a) => ({
      name: a.name,
      email: a.email,
      phone: orNull(a.phone),
      position: a.position,
      experience: orNull(a.experience),
      company: orNull(a.company),
      message: a.message,
    }),
    { alwaysSent: ['name', 'email', 'position', 'message'], takesCv: true },
  ),
  telephony: leadForm(
    telephonyLeadSchema,
    (t) => ({
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
    }),
    { alwaysSent: ['name', 'email', 'offerDetails'], complete: completeTelephonyRequest },
  ),
};

/** Every column empty, for the form's own to fill. */
export function emptyFields(origin: LeadOrigin): LeadFields {
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
