import { forwardRef, useCallback, useEffect, useRef, type FormEventHandler, type ForwardedRef, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { statusId } from './field-ids';
import { formKitCopy } from './form-copy';
import { Honeypot } from './honeypot';
import { IdempotencyKeyField } from './idempotency-key';
import { useServerStatus } from './server-answer';
import { SubmitButton } from './submit-button';
import { Icon } from '../icons/icon';
import { typeScale } from '../theme/tokens';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(5)};
  /* The API marks a form it accepted (a script-less answer): only its status remains. */
  &[data-sent] [data-form-fields] { display: none; }
  &:not([data-sent]) [data-send-another] { display: none; }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(5)};
`;

// Filled by the API on a script-less answer (`<strong>{title}</strong> <span>{message}</span>`) or
// by the form's script after sending. A success is unmistakable: a green panel with a check in a
// circle, drawn by CSS so the API's answer page and the scripted form look the same.
const CHECK_ICON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m7 12.5 3.2 3.2L17 9'/%3E%3C/svg%3E")`;
const ALERT_ICON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='2.5' stroke-linecap='round'%3E%3Cpath d='M12 7v6M12 17h.01'/%3E%3C/svg%3E")`;

const Status = styled.div`
  &:not([hidden]) {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${(p) => p.theme.space(4)};
    row-gap: ${(p) => p.theme.space(1)};
    align-items: center;
    padding: ${(p) => `${p.theme.space(5)} ${p.theme.space(5)}`};
    border-radius: ${(p) => p.theme.radii.md};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-left-width: 6px;
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.text};
    overflow-wrap: anywhere;
  }
  &::before { grid-row: span 2; align-self: start; }
  > * { grid-column: 2; }
  strong { font-size: ${typeScale.lg}; color: ${(p) => p.theme.colors.ink}; }
  &[data-variant]::before {
    content: '';
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background-position: center;
    background-repeat: no-repeat;
    background-size: 28px 28px;
  }
  &[data-variant='success'] {
    border-color: ${(p) => p.theme.colors.success};
    background: ${(p) => p.theme.colors.success}12; /* 7 % of the success colour over the page */
  }
  &[data-variant='success']::before { background-color: ${(p) => p.theme.colors.success}; background-image: ${CHECK_ICON}; }
  &[data-variant='success'] strong { color: ${(p) => p.theme.colors.success}; }
  &[data-variant='error'] { border-color: ${(p) => p.theme.colors.danger}; background: ${(p) => p.theme.colors.dangerSoft}; }
  &[data-variant='error']::before { background-color: ${(p) => p.theme.colors.danger}; background-image: ${ALERT_ICON}; }
  &[data-variant='error'] strong { color: ${(p) => p.theme.colors.danger}; }
  &:focus { outline: none; }
`;

// Shown under the success (CSS: only while the form is sent): a plain link back to the empty
// form, which the script turns into an in-place reset.
const SendAnother = styled.a`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
`;

// A failure said inside the form, beside its button (a modal hides the toasts).
const Failure = styled.p`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.dangerSoft};
  color: ${(p) => p.theme.colors.danger};
  font-size: ${typeScale.sm};
  overflow-wrap: anywhere;
  svg { flex: none; width: 18px; height: 18px; margin-top: 3px; }
`;

const FIRST_FIELD = '[data-form-fields] :is(input:not([type="hidden"]), select, textarea)';

/** What the form's script shows in the status slot after sending (the API writes the same without script). */
export type LeadFormResult = { title: string; message: string };

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
  /** Set by the form's script once the lead is accepted: the success replaces the fields. */
  sent?: LeadFormResult | null;
  /** Back to the empty form after a success (the link's script path; without script it reloads `page`). */
  onSendAnother?: () => void;
  /** The words of that link ('Enviar otro mensaje'). */
  sendAnotherLabel?: string;
  /** The send button's words, idle and while sending; without them the children hold the button. */
  submitLabel?: string;
  busyLabel?: string;
  /** While the script sends: the button is disabled and says `busyLabel`. */
  busy?: boolean;
  /** A failure to say inside the form, above its button. */
  failure?: string | null;
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
 * `formOrigin` and `idempotencyKey` (filled once the script runs), the honeypot, and the status
 * slot the API fills (first inside the form). With script, `onSubmit` takes over (the props of
 * `useLeadSubmission`). Controls go in `children`, the send button after them.
 *
 * Once its script runs (hydrated, or rendered in the browser) the form carries `data-hydrated`,
 * as <html> does for the page: from then on a submit is the script's, before it the browser's.
 */
const LeadFormElement = forwardRef<HTMLFormElement, LeadFormProps>(function LeadForm(
  {
    formId, page, formOrigin, multipart = false, onSubmit, sent = null, onSendAnother, sendAnotherLabel = formKitCopy.sendAnother,
    submitLabel, busyLabel, busy = false, failure = null, children, ...labelling
  },
  ref,
) {
  const server = useServerStatus(formId);
  const own = useRef<HTMLFormElement>(null);
  const setRefs = useBothRefs(own, ref);
  const status = useRef<HTMLDivElement>(null);
  // Set on the DOM, not rendered: the prerendered HTML must not claim a script that has not run.
  useEffect(() => {
    own.current?.setAttribute('data-hydrated', '');
  }, []);
  // The fields (and the button just pressed) disappear: the focus goes to what replaced them. When
  // the visitor asks to send another, it goes back to the first field.
  const wasSent = useRef(false);
  useEffect(() => {
    if (sent) status.current?.focus();
    else if (wasSent.current) own.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    wasSent.current = Boolean(sent);
  }, [sent]);
  const sendAnother = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSendAnother) return;
    event.preventDefault();
    onSendAnother();
  };
  return (
    <Form
      ref={setRefs}
      id={formId}
      data-lead-form=""
      data-sent={sent || server?.sent ? '' : undefined}
      method="post"
      action="/api/contact"
      encType={multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
      noValidate
      onSubmit={onSubmit}
      {...labelling}
    >
      {/* tabIndex -1: the answer page may move focus here (autofocus or #{formId}-status). The
          content, if any, is the markup the page already holds (the API's), adopted as it is. */}
      {sent ? (
        <Status ref={status} id={statusId(formId)} data-form-status="" data-variant="success" role="status" tabIndex={-1}>
          <strong>{sent.title}</strong> <span>{sent.message}</span>
        </Status>
      ) : (
        <Status
          ref={status}
          id={statusId(formId)}
          data-form-status=""
          data-variant={server?.variant}
          role="status"
          tabIndex={-1}
          hidden={!server}
          dangerouslySetInnerHTML={server ? { __html: server.html } : undefined}
        />
      )}
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="formOrigin" value={formOrigin} />
      <IdempotencyKeyField />
      <Honeypot formId={formId} />
      <Fields data-form-fields="">
        {children}
        {failure && (
          <Failure role="alert">
            <Icon name="circle-alert" />
            <span>{failure}</span>
          </Failure>
        )}
        {submitLabel && <SubmitButton label={submitLabel} busyLabel={busyLabel ?? submitLabel} busy={busy} />}
      </Fields>
      <SendAnother href={page} data-send-another="" onClick={sendAnother}>
        {sendAnotherLabel}
      </SendAnother>
    </Form>
  );
});

/**
 * The lead form. Its one way to send by script, `useLeadSubmission` (use-lead-submission.ts),
 * gives the props to spread into it.
 */
export const LeadForm = LeadFormElement;
