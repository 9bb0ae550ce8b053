import { useCallback, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { ApiError, announceLeadFailed, announceLeadSent, apiPostForm, apiRequest, leadNotices, readMessage } from '../../api-client';
import { HONEYPOT_FIELD, readHoneypot } from './honeypot';
import { IDEMPOTENCY_FIELD, readIdempotencyKey, renewIdempotencyKey } from './idempotency-key';
import type { LeadFormResult } from './lead-form';
import { useServerFieldErrors } from './server-answer';

/** What a form posts for a valid lead: text, numbers, the consent, and (multipart only) a file. */
export type LeadBody = Record<string, string | number | boolean | File | undefined>;

/** The form element, handed to the checks as react-hook-form's `context` (a form whose values are read from the DOM needs it). */
export type LeadFormContext = RefObject<HTMLFormElement>;

export type LeadSubmissionOptions<TValues extends FieldValues, TLead> = {
  /** The form's id (`contacto`): where a script-less answer page left its messages. */
  formId: string;
  /** The form's checks (the shared schema, usually loaded on demand); `context` is the form element. */
  resolver: Resolver<TValues, LeadFormContext, TLead>;
  /** The fields a refusal may name, in page order: the first one named takes the focus. */
  fields: readonly Path<TValues>[];
  /** What is posted for a valid lead; the kit adds the honeypot and the idempotency key. */
  body: (lead: TLead, form: HTMLFormElement) => LeadBody;
  /** Posted as multipart/form-data (a form with a file) rather than JSON, natively too. */
  multipart?: boolean;
  /** SPEC §8's title of the confirmation ('Mensaje enviado correctamente'). */
  successTitle: string;
  /** A modal hides the toasts from assistive technology: the words that say the failure inside the form. */
  failureInPlace?: string;
  /** Reads a choice the reset must not undo (one outside the fields) and returns how to put it back. */
  keepThroughReset?: (form: HTMLFormElement) => () => void;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The field messages of a refusal shaped `{ message, errors: { field: message } }` (a list of
 * messages per field is accepted too: its first one is shown).
 */
function refusalMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !isRecord(error.body) || !isRecord(error.body.errors)) return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body.errors)) {
    const message = Array.isArray(value) ? value.find((m) => typeof m === 'string') : value;
    if (typeof message === 'string' && message) out[field] = message;
  }
  return out;
}

/** Posts the lead with the form's honeypot and idempotency key: JSON, or multipart for a file. */
function post(body: LeadBody, form: HTMLFormElement, multipart: boolean): Promise<Response> {
  // The same key on a resend of this submission: stored once, whatever the network did.
  const sent: LeadBody = { ...body, [HONEYPOT_FIELD]: readHoneypot(form), [IDEMPOTENCY_FIELD]: readIdempotencyKey(form) };
  if (!multipart) return apiRequest('POST', '/api/contact', sent);
  const data = new FormData();
  for (const [name, value] of Object.entries(sent)) {
    if (value instanceof File) data.append(name, value, value.name);
    else if (value !== undefined) data.append(name, String(value));
  }
  return apiPostForm('/api/contact', data);
}

/**
 * The one way a lead form sends by script (docs/progressive-enhancement.md, "Forms"): it checks
 * the fields, posts the lead with the honeypot and the idempotency key, says the outcome (SPEC
 * §8's toast, the confirmation in place of the fields, or the refusal's messages under them,
 * the first one focused), renews the key and empties the fields after a confirmed send. The
 * messages a script-less answer page already shows stay until the next send.
 *
 * Spread `form` into <LeadForm>; give each field `register(name)` and `messageOf(name)`.
 */
export function useLeadSubmission<TValues extends FieldValues, TLead>(options: LeadSubmissionOptions<TValues, TLead>) {
  const { formId, resolver, fields, body, multipart = false, successTitle, failureInPlace, keepThroughReset } = options;
  const ref = useRef<HTMLFormElement>(null);
  // No default values: react-hook-form reads each control's value from the DOM when it registers,
  // so what was typed before the script arrived is kept.
  const { register, handleSubmit, reset, setError, clearErrors, formState } = useForm<TValues, LeadFormContext, TLead>({ resolver, context: ref });
  const { errors, isSubmitting } = formState;
  // Messages from the server that the checks do not own: the answer page's (until the next send)
  // and a refusal's for a control the checks do not see (the CV).
  const [serverMessages, setServerMessages] = useState<Readonly<Record<string, string>>>(useServerFieldErrors(formId));
  const [sent, setSent] = useState<LeadFormResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const messageOf = (field: string): string | undefined => {
    const own = errors[field]?.message;
    return typeof own === 'string' && own ? own : serverMessages[field];
  };

  const showRefusal = (messages: Record<string, string>) => {
    let focus = true;
    for (const field of fields) {
      if (!messages[field]) continue;
      setError(field, { type: 'server', message: messages[field] }, { shouldFocus: focus });
      focus = false;
    }
    setServerMessages(Object.fromEntries(Object.entries(messages).filter(([field]) => !(fields as readonly string[]).includes(field))));
  };

  const send = handleSubmit(async (lead) => {
    const form = ref.current;
    if (!form) return;
    try {
      const res = await post(body(lead, form), form, multipart);
      // A confirmed send: the next message from this form is a new submission, with a new key.
      renewIdempotencyKey(form);
      const message = await readMessage(res);
      announceLeadSent(successTitle, message);
      setSent({ title: successTitle, message: message ?? leadNotices.successFallback });
      const putBack = keepThroughReset?.(form);
      reset();
      putBack?.();
    } catch (error) {
      const description = announceLeadFailed(error);
      if (failureInPlace) setFailure(`${failureInPlace} ${description}`);
      showRefusal(refusalMessages(error));
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setServerMessages({});
    setFailure(null);
    return send(event);
  };

  /** Forgets the last attempt (its messages, failure and confirmation); what was typed stays. */
  const startClean = useCallback(() => {
    clearErrors();
    setServerMessages({});
    setFailure(null);
    setSent(null);
  }, [clearErrors]);

  /** Ends the server's message on a control the checks do not own (a new CV chosen). */
  const dismissMessage = useCallback((field: string) => {
    setServerMessages(({ [field]: _gone, ...rest }) => rest);
  }, []);

  return {
    register,
    messageOf,
    dismissMessage,
    startClean,
    /** Spread into <LeadForm>. */
    form: { ref, formId, multipart, onSubmit, sent, onSendAnother: () => setSent(null), failure, busy: isSubmitting },
  };
}
