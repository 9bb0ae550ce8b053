import { useState } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useServerFieldErrors } from '@site/shared/ui';

/**
 * The message under each field: react-hook-form's, or, until the visitor's first scripted
 * submit, the one a server answer page already shows (so hydration keeps it).
 */
export function useFieldMessages<T extends FieldValues>(formId: string, errors: FieldErrors<T>) {
  const fromServer = useServerFieldErrors(formId);
  const [serverShown, setServerShown] = useState(true);
  const messageOf = (field: string): string | undefined => {
    const own = errors[field]?.message;
    if (typeof own === 'string' && own) return own;
    return serverShown ? fromServer[field] : undefined;
  };
  return { messageOf, dismissServerMessages: () => setServerShown(false), serverMessages: fromServer };
}
