import { formsCopy } from '@site/shared/content/forms-copy';
import { CONTACT_SERVICES } from '@site/shared/schemas/lead-rules';
import { ConsentCheckbox, FieldGrid, LeadForm, RequiredNote, SelectField, TextField, usePrefetchOnFirstInteraction, useLeadSubmission } from '@site/shared/ui';
import { formHeadingId } from '../form-support/form-card';
import { lazyResolver } from '../form-support/lazy-resolver';
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
  const { fields, notices } = formsCopy;
  const copy = formsCopy.contact.form;
  usePrefetchOnFirstInteraction(contactValidation.prefetch);
  const { register, messageOf, form } = useLeadSubmission<ContactValues, ContactOutput>({
    formId,
    resolver: contactValidation.resolver,
    fields: fieldOrder,
    body: (lead) => ({ ...lead, formOrigin: 'contact', acceptPolicy: true }),
    successTitle: notices.contactSuccess,
  });

  // Fields are registered in page order: react-hook-form focuses the first invalid one in that order.
  return (
    <LeadForm {...form} page="/contacto" formOrigin="contact" submitLabel={copy.submit} busyLabel={copy.submitting} aria-labelledby={formHeadingId(formId)}>
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
    </LeadForm>
  );
}
