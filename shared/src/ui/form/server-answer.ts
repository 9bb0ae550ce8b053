import { useState } from 'react';
import { errorId, statusId } from './field-ids';

/*
 * A script-less answer page (docs/progressive-enhancement.md, "Forms") is the prerendered page
 * with the API's messages written into the form's slots. If such a page is ever hydrated, the
 * first client render must produce the same markup, so these hooks read the slots from the DOM
 * once, at that render. On a prerendered page the slots are empty and they return nothing.
 */

const inBrowser = () => typeof document !== 'undefined';

function readFieldErrors(formId: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!inBrowser()) return errors;
  // Slots are looked up by id, not inside the form: a control may sit outside it (`form` attribute).
  document.querySelectorAll<HTMLElement>('[data-error-for]').forEach((slot) => {
    const field = slot.dataset.errorFor;
    const text = slot.textContent?.trim();
    if (field && text && !slot.hidden && slot.id === errorId(formId, field)) errors[field] = text;
  });
  return errors;
}

/** The field messages already in the DOM's error slots of form `formId`, read at the first render. */
export function useServerFieldErrors(formId: string): Readonly<Record<string, string>> {
  const [errors] = useState(() => readFieldErrors(formId));
  return errors;
}

/** The status the API wrote into the form, if any. */
export type ServerStatus = { html: string; variant?: string; sent: boolean };

function readStatus(formId: string): ServerStatus | null {
  if (!inBrowser()) return null;
  const slot = document.getElementById(statusId(formId));
  if (!slot || slot.hidden || !slot.innerHTML) return null;
  const form = document.getElementById(formId);
  return { html: slot.innerHTML, variant: slot.dataset.variant, sent: Boolean(form?.hasAttribute('data-sent')) };
}

/** The status slot's content and the form's `data-sent` as the API left them, read at the first render. */
export function useServerStatus(formId: string): ServerStatus | null {
  const [status] = useState(() => readStatus(formId));
  return status;
}
