import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { apiRequest } from '@site/shared/api-client';
import { formsCopy } from '@site/shared/content/forms-copy';
import { CONTACT_SERVICES } from '@site/shared/schemas/lead-rules';
import {
  ConsentCheckbox,
  FieldGrid,
  LeadForm,
  RequiredNote,
  SelectField,
  SubmitButton,
  TextField,
  readHoneypot,
  readIdempotencyKey,
  renewIdempotencyKey,
  type LeadFormResult,
  usePrefetchOnFirstInteraction,
} from '@site/shared/ui';
import { formHeadingId } from '../form-support/form-card';
import { lazyResolver } from '../form-support/lazy-resolver';
import { announceFailure, announceSuccess, applyServerErrors, serverFieldErrors } from '../form-support/submit-feedback';
import { useFieldMessages } from '../form-support/use-field-messages';
import { CONTACT_FORM_ID } from './contact-form-id';
import type { ContactOutput } from './contact-validation';

/** What the inputs hold before validation (read from the DOM: nothing is preset). */
export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  /** 'true' when ticked (the box's value), false when not. */
  acceptPolicy: boolean | string;
};

const formId = CONTACT_FORM_ID;
const fieldOrder = ['name', 'email', 'phone', 'company', 'service', 'message', 'acceptPolicy'] as const;
const serviceOptions = CONTACT_SERVICES.map((service) => ({ value: service, label: service }));
const contactValidation = lazyResolver(() => import('./contact-validation').then((m) => m.contactResolver));

/**
 * The /contacto message form (SPEC §3 contact request). Prerendered, it posts natively; once this
 * island hydrates it checks inline and sends JSON to POST /api/contact.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  // The confirmation shown in place of the fields once the lead is accepted.
  const [sent, setSent] = useState<LeadFormResult | null>(null);
  const sendAnother = () => setSent(null);
  const { fields, notices } = formsCopy;
  const copy = formsCopy.contact.form;
  usePrefetchOnFirstInteraction(contactValidation.prefetch);
  // No defaultValues: react-hook-form reads each control's value from the DOM when it registers,
  // so text typed before hydration is kept.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues, unknown, ContactOutput>({ resolver: contactValidation.resolver });
  const { messageOf, dismissServerMessages } = useFieldMessages(formId, errors);

  const send = handleSubmit(async (lead) => {
    try {
      const website = readHoneypot(formRef.current);
      // The same key on a resend of this message: stored once, whatever the network did.
      const idempotencyKey = readIdempotencyKey(formRef.current);
      const res = await apiRequest('POST', '/api/contact', { ...lead, formOrigin: 'contact', acceptPolicy: true, website, idempotencyKey });
      renewIdempotencyKey(formRef.current);
      setSent(await announceSuccess(res, notices.contactSuccess));
      reset();
    } catch (error) {
      announceFailure(error);
      applyServerErrors(serverFieldErrors(error), fieldOrder, setError);
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    dismissServerMessages();
    return send(event);
  };

  // Fields are registered in page order: react-hook-form focuses the first invalid one in that order.
  return (
    <LeadForm ref={formRef} formId={formId} page="/contacto" formOrigin="contact" onSubmit={onSubmit} sent={sent} onSendAnother={sendAnother} aria-labelledby={formHeadingId(formId)}>
      <RequiredNote>{fields.requiredNote}</RequiredNote>
      <FieldGrid>
        <TextField formId={formId} label={fields.name.label} required autoComplete="name" placeholder={fields.name.placeholder} error={messageOf('name')} {...register('name')} />
        <TextField formId={formId} label={fields.email.label} required type="email" autoComplete="email" inputMode="email" placeholder={fields.email.placeholder} error={messageOf('email')} {...register('email')} />
        <TextField formId={formId} label={fields.phone.label} required type="tel" autoComplete="tel" placeholder={fields.phone.placeholder} hint={fields.phone.hint} error={messageOf('phone')} {...register('phone')} />
        <TextField formId={formId} label={copy.company.label} autoComplete="organization" placeholder={copy.company.placeholder} error={messageOf('company')} {...register('company')} />
        <SelectField formId={formId} label={copy.service.label} required wide placeholder={copy.service.placeholder} options={serviceOptions} error={messageOf('service')} {...register('service')} />
        <TextField formId={formId} label={copy.message.label} required wide multiline rows={5} placeholder={copy.message.placeholder} error={messageOf('message')} {...register('message')} />
        <ConsentCheckbox formId={formId} error={messageOf('acceptPolicy')} {...register('acceptPolicy')} />
      </FieldGrid>
      <SubmitButton label={copy.submit} busyLabel={copy.submitting} busy={isSubmitting} />
    </LeadForm>
  );
}
