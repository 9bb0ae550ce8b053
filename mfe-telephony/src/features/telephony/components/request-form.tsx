import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ApiError, announceLeadFailed, announceLeadSent, leadNotices } from '@site/shared/api-client';
import { formsCopy } from '@site/shared/content/forms-copy';
import { ConsentCheckbox, FieldGrid, Icon, LeadForm, RequiredNote, SubmitButton, TextField, choiceId, readHoneypot, readIdempotencyKey, renewIdempotencyKey, useServerFieldErrors, type LeadFormResult, typeScale } from '@site/shared/ui';
import { sendTelephonyLead } from '../api/send-telephony-lead';
import { PLAN_MODE_FIELD, forPlanMode, readPlanMode } from '../plan-mode';
import { REQUEST_FORM_ID, REQUEST_TITLE_ID, TARIFF_FIELD, readTariffChoice } from '../request-choice';
import { prefetchRequestValidation, requestResolver, type RequestFields, type RequestLead } from '../request-lead';
import { LineFields } from './line-fields';
import { TariffSelect } from './tariff-select';

const formId = REQUEST_FORM_ID;

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

// Fields the API may flag in a 400 answer (it validates with the same schema).
const FIELDS: readonly (keyof RequestFields)[] = ['tariffId', 'name', 'email', 'phone', 'companyName', 'message', 'acceptPolicy', 'lineType', 'lineQuantity'];
const isField = (key: string): key is keyof RequestFields => (FIELDS as readonly string[]).includes(key);

/**
 * The telephony request form (SPEC §3, §5), the island inside the request dialog. Its HTML is a
 * native post to the API; once hydrated it checks the fields in place, sends JSON as the rest of
 * the site does, and on success announces it and shows the confirmation in place of the fields,
 * with a link to send another request. Each time the dialog closes the form starts clean: the
 * messages of an earlier attempt never greet the next tariff.
 */
export default function RequestForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<LeadFormResult | null>(null);
  const resolver = useMemo(() => requestResolver(() => formRef.current), []);
  // No default values: react-hook-form then adopts what the DOM holds (typed before hydration).
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RequestFields, unknown, RequestLead>({ resolver });
  useEffect(prefetchRequestValidation, []);
  // The messages a server answer page already shows stay until the visitor sends again.
  const fromServer = useServerFieldErrors(formId);
  const [serverShown, setServerShown] = useState(true);
  const messageOf = (field: keyof RequestFields) => errors[field]?.message ?? (serverShown ? fromServer[field] : undefined);

  // One form serves every tariff: closing the dialog forgets the last attempt's messages and
  // confirmation (what was typed stays, so a second request is quicker).
  useEffect(() => {
    const dialog = formRef.current?.closest('dialog');
    if (!dialog) return;
    const startClean = () => {
      clearErrors();
      setFailure(null);
      setServerShown(false);
      setSent(null);
    };
    dialog.addEventListener('close', startClean);
    return () => dialog.removeEventListener('close', startClean);
  }, [clearErrors]);

  const sendAnother = useCallback(() => setSent(null), []);

  const onSubmit = async (lead: RequestLead) => {
    const form = formRef.current;
    if (!form) return;
    setFailure(null);
    const mode = readPlanMode(form);
    const trap = readHoneypot(form);
    try {
      const message = await sendTelephonyLead({
        name: lead.name,
        email: lead.email,
        phone: lead.phone ?? '',
        message: lead.message ?? '',
        type: 'offer',
        formOrigin: 'telephony',
        tariffId: lead.tariffId,
        planMode: lead.planMode,
        offerDetails: lead.offerDetails,
        ...(lead.planMode === 'empresa' ? { companyName: lead.companyName } : {}),
        ...(lead.lineType ? { lineType: lead.lineType, lineQuantity: lead.lineQuantity } : {}),
        // Sent so the server can record consent (a deliberate change from the original site).
        acceptPolicy: true,
        ...(trap ? { website: trap } : {}),
        // The same key on a resend of this request: stored once, whatever the network did.
        idempotencyKey: readIdempotencyKey(form),
      });
      renewIdempotencyKey(form);
      announceLeadSent(leadNotices.contactSuccess, message);
      // The modal hides the toast from assistive technology: the confirmation is also said here.
      setSent({ title: leadNotices.contactSuccess, message: message ?? leadNotices.successFallback });
      // reset() resets the whole form, and the mode radios belong to it: the mode stays as chosen,
      // and so does the tariff (the dialog's title follows it).
      const tariff = readTariffChoice(form);
      reset();
      const radio = form.ownerDocument.getElementById(choiceId(PLAN_MODE_FIELD, mode));
      if (radio instanceof HTMLInputElement) radio.checked = true;
      const select = form.elements.namedItem(TARIFF_FIELD);
      if (select instanceof HTMLSelectElement) select.value = tariff;
    } catch (error) {
      showServerFieldErrors(error);
      // The modal hides the rest of the page from assistive technology, toasts included, so the
      // failure is also said inside the dialog.
      setFailure(announceLeadFailed(error));
    }
  };

  const showServerFieldErrors = (error: unknown) => {
    const fields = error instanceof ApiError ? (error.body as { errors?: unknown } | undefined)?.errors : undefined;
    if (!fields || typeof fields !== 'object') return;
    for (const [field, message] of Object.entries(fields)) {
      if (isField(field) && typeof message === 'string') setError(field, { type: 'server', message });
    }
  };

  const submit = handleSubmit(onSubmit);
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    setServerShown(false);
    return submit(event);
  };

  const { fields } = formsCopy;
  // Registered in page order: react-hook-form focuses the first invalid field in that order.
  return (
    <LeadForm ref={formRef} formId={formId} page="/telefonia" formOrigin="telephony" onSubmit={onFormSubmit} sent={sent} onSendAnother={sendAnother} sendAnotherLabel="Enviar otra solicitud" aria-labelledby={REQUEST_TITLE_ID}>
      <RequiredNote>{fields.requiredNote}</RequiredNote>
      {/* Every request from this dialog is an offer request (SPEC §7), posted natively too. */}
      <input type="hidden" name="type" value="offer" />
      <TariffSelect formId={formId} error={messageOf(TARIFF_FIELD)} {...register(TARIFF_FIELD)} />
      <LineFields formId={formId} errors={{ lineType: messageOf('lineType'), lineQuantity: messageOf('lineQuantity') }} register={register} />
      <FieldGrid>
        <TextField formId={formId} label={fields.name.label} required autoComplete="name" placeholder={fields.name.placeholder} error={messageOf('name')} {...register('name')} />
        <TextField
          formId={formId}
          label={fields.email.label}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={fields.email.placeholder}
          error={messageOf('email')}
          {...register('email')}
        />
        <TextField formId={formId} label={fields.phone.label} type="tel" autoComplete="tel" placeholder={fields.phone.placeholder} error={messageOf('phone')} {...register('phone')} />
        {/* Asked in Empresa mode only (SPEC §5); CSS hides it in Personal mode. */}
        <div {...forPlanMode('empresa')}>
          <TextField
            formId={formId}
            label="Nombre de la empresa"
            required
            autoComplete="organization"
            error={messageOf('companyName')}
            {...register('companyName')}
          />
        </div>
        <TextField formId={formId} label="Mensaje" multiline rows={3} wide error={messageOf('message')} {...register('message')} />
        <ConsentCheckbox formId={formId} error={messageOf('acceptPolicy')} {...register('acceptPolicy')} />
      </FieldGrid>
      {failure && (
        <Failure role="alert">
          <Icon name="circle-alert" />
          <span>No hemos podido enviar tu solicitud: {failure}</span>
        </Failure>
      )}
      <SubmitButton label="Enviar" busyLabel="Enviando..." busy={isSubmitting} />
    </LeadForm>
  );
}
