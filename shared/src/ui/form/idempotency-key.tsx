import { useEffect, useRef } from 'react';

/** The hidden field the API reads (api/src/leads/idempotency.ts): the same name for every lead form. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/**
 * A fresh key: 128 random bits in base64url. crypto.getRandomValues works on plain http too,
 * where crypto.randomUUID does not exist (it needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const fieldOf = (form: HTMLFormElement | null) => {
  const input = form?.elements.namedItem(IDEMPOTENCY_FIELD);
  return input instanceof HTMLInputElement ? input : undefined;
};

/** The key of the submission being sent (read from the DOM, like the honeypot). */
export function readIdempotencyKey(form: HTMLFormElement | null): string {
  return fieldOf(form)?.value ?? '';
}

/** After a confirmed send: the next message from the same form is a new submission, with a new key. */
export function renewIdempotencyKey(form: HTMLFormElement | null): void {
  const input = fieldOf(form);
  if (input) input.value = newIdempotencyKey();
}

/**
 * The form's idempotency key: one per submission, so a resend of the same one (after a timeout
 * or a 502, whichever instance answers) stores nothing new.
 *
 * Why the prerendered HTML carries it EMPTY and the key is made here, in the browser: that HTML
 * is one static file for every visitor (and a server-made key per response would live on in
 * HTTP caches, 304s and the back-forward cache). A key baked into it would make every visitor's
 * lead after the first a "repeat", and a repeat is answered as sent but not stored: a lost lead.
 * So the key is generated when the script runs; a form posted without script sends none, and
 * the API stores that post as it always did. Its worst case is a duplicate staff can see (a
 * script-less visitor who sends the form again by hand), never a lead dropped for a wrong key;
 * the 303 after a script-less post already keeps a reload from posting it again.
 */
export function IdempotencyKeyField() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Set on the DOM (a hidden input's value is its attribute): the native form.reset() that
    // react-hook-form's reset() calls keeps it; only renewIdempotencyKey replaces it.
    if (ref.current && !ref.current.value) ref.current.value = newIdempotencyKey();
  }, []);
  // No value prop: React would write it back on every render (a hidden input's default value is its value).
  return <input ref={ref} type="hidden" name={IDEMPOTENCY_FIELD} />;
}
