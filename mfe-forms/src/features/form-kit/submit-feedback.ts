import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, readMessage } from '@site/shared/api-client';
import { formsCopy } from '@site/shared/content/forms-copy';
import { useSiteStore } from '@site/shared/store';

const { notices } = formsCopy;

/** SPEC §8 success notice: the server's `message`, or else 'Te contactaremos pronto.'. */
export async function announceSuccess(res: Response, title: string): Promise<void> {
  const message = await readMessage(res);
  useSiteStore.getState().pushToast({ title, description: message ?? notices.successFallback });
}

/**
 * SPEC §8 failure notice: the error's message (an ApiError reads "status: body"), or else
 * the generic Spanish one.
 */
export function announceFailure(error: unknown): void {
  const description = error instanceof Error && error.message ? error.message : notices.failureFallback;
  useSiteStore.getState().pushToast({ title: notices.failureTitle, description, variant: 'destructive' });
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
