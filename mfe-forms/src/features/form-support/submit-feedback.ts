import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, announceLeadFailed, announceLeadSent, leadNotices, readMessage } from '@site/shared/api-client';
import type { LeadFormResult } from '@site/shared/ui';

/** SPEC §8 success notice with the answer's `message`; returns it for the form's own confirmation. */
export async function announceSuccess(res: Response, title: string): Promise<LeadFormResult> {
  const message = await readMessage(res);
  announceLeadSent(title, message);
  return { title, message: message ?? leadNotices.successFallback };
}


/** SPEC §8 failure notice. */
export function announceFailure(error: unknown): void {
  announceLeadFailed(error);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The field messages of a 400 answer shaped `{ message, errors: { field: message } }`
 * (a list of messages per field is accepted too: its first one is shown).
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !isRecord(error.body) || !isRecord(error.body.errors)) return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body.errors)) {
    const message = Array.isArray(value) ? value.find((m) => typeof m === 'string') : value;
    if (typeof message === 'string' && message) out[field] = message;
  }
  return out;
}

/** Shows a 400's field messages under the fields, in form order, focusing the first one. */
export function applyServerErrors<T extends FieldValues>(
  messages: Record<string, string>,
  fieldsInOrder: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  let focus = true;
  for (const field of fieldsInOrder) {
    const message = messages[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: focus });
    focus = false;
  }
}
