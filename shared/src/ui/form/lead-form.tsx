import { forwardRef, useCallback, useEffect, useRef, type FormEventHandler, type ForwardedRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { statusId } from './field-ids';
import { Honeypot } from './honeypot';
import { IdempotencyKeyField } from './idempotency-key';
import { useServerStatus } from './server-answer';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(5)};
  /* The API marks a form it accepted (a script-less answer): only its status remains. */
  &[data-sent] [data-form-fields] { display: none; }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(5)};
`;

// Filled by the API on a script-less answer: `<strong>{title}</strong> <span>{message}</span>`.
const Status = styled.div`
  &:not([hidden]) {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(1)};
    padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
    border-radius: ${(p) => p.theme.radii.md};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-left-width: 6px;
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.text};
    overflow-wrap: anywhere;
  }
  strong { font-size: 1.0625rem; color: ${(p) => p.theme.colors.ink}; }
  &[data-variant='success'] { border-color: ${(p) => p.theme.colors.success}; background: ${(p) => p.theme.colors.surface}; }
  &[data-variant='success'] strong { color: ${(p) => p.theme.colors.success}; }
  &[data-variant='error'] { border-color: ${(p) => p.theme.colors.danger}; background: ${(p) => p.theme.colors.dangerSoft}; }
  &[data-variant='error'] strong { color: ${(p) => p.theme.colors.danger}; }
  &:focus { outline: none; }
`;

export type LeadFormProps = {
  /** `contacto`, `empleo` or `solicitud`: the prefix of every id in the form. */
  formId: string;
  /** The page the API answers a script-less post with (`/contacto`). */
  page: string;
  formOrigin: 'contact' | 'application' | 'telephony';
  /** Posts as multipart/form-data (a form with a file) instead of urlencoded. */
  multipart?: boolean;
  /** The scripted path; it calls preventDefault (react-hook-form's handleSubmit does). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  children: ReactNode;
};

/** One ref callback that fills both the form's own ref and the one it was given. */
function useBothRefs<T>(own: { current: T | null }, given: ForwardedRef<T>) {
  return useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof given === 'function') given(node);
      else if (given) given.current = node;
    },
    [own, given],
  );
}

/**
 * A lead form that works without script: a real POST to /api/contact with the hidden `page`,
 * `formOrigin` and `idempotencyKey` (filled once the script runs), the honeypot, and the status slot the API fills (first inside the form). With
 * script, `onSubmit` takes over. Controls go in `children`.
 *
 * Once its script runs (hydrated, or rendered in the browser) the form carries `data-hydrated`,
 * as <html> does for the page: from then on a submit is the script's, before it the browser's.
 */
export const LeadForm = forwardRef<HTMLFormElement, LeadFormProps>(function LeadForm(
  { formId, page, formOrigin, multipart = false, onSubmit, children, ...labelling },
  ref,
) {
  const server = useServerStatus(formId);
  const own = useRef<HTMLFormElement>(null);
  const setRefs = useBothRefs(own, ref);
  // Set on the DOM, not rendered: the prerendered HTML must not claim a script that has not run.
  useEffect(() => {
    own.current?.setAttribute('data-hydrated', '');
  }, []);
  return (
    <Form
      ref={setRefs}
      id={formId}
      data-lead-form=""
      data-sent={server?.sent ? '' : undefined}
      method="post"
      action="/api/contact"
      encType={multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
      noValidate
      onSubmit={onSubmit}
      {...labelling}
    >
      {/* tabIndex -1: the answer page may move focus here (autofocus or #{formId}-status). The
          content, if any, is the markup the page already holds (the API's), adopted as it is. */}
      <Status
        id={statusId(formId)}
        data-form-status=""
        data-variant={server?.variant}
        role="status"
        tabIndex={-1}
        hidden={!server}
        dangerouslySetInnerHTML={server ? { __html: server.html } : undefined}
      />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="formOrigin" value={formOrigin} />
      <IdempotencyKeyField />
      <Honeypot formId={formId} />
      <Fields data-form-fields="">{children}</Fields>
    </Form>
  );
});
