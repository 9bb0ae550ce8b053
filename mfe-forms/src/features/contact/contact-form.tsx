import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { apiRequest } from '@site/shared/api-client';
import { formsCopy } from '@site/shared/content/forms-copy';
import { CONTACT_SERVICES } from '@site/shared/schemas/lead-rules';
import { usePrefetchOnFirstInteraction } from '@site/shared/ui';
import { Field, FormCard, FormGrid, Input, RequiredNote, Select, SelectFrame, TextArea } from '../form-kit/field';
import { Honeypot } from '../form-kit/honeypot';
import { PolicyCheckbox } from '../form-kit/policy-checkbox';
import { SubmitButton } from '../form-kit/submit-button';
import { announceFailure, announceSuccess, applyServerErrors, serverFieldErrors } from '../form-kit/submit-feedback';
import { lazyResolver } from '../form-kit/lazy-resolver';
import type { ContactOutput } from './contact-validation';

/** What the inputs hold before validation: nothing chosen, policy unticked. */
export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: (typeof CONTACT_SERVICES)[number] | '';
  message: string;
  acceptPolicy: boolean;
  website: string;
};

const emptyContact: ContactValues = { name: '', email: '', phone: '', company: '', service: '', message: '', acceptPolicy: false, website: '' };
const fieldOrder = ['name', 'email', 'phone', 'company', 'service', 'message', 'acceptPolicy'] as const;
const contactValidation = lazyResolver(() => import('./contact-validation').then((m) => m.contactResolver));

/** The /contacto message form (SPEC §3 contact request), sent as JSON to POST /api/contact. */
export function ContactForm() {
  const headingId = useId();
  const { fields, notices } = formsCopy;
  const copy = formsCopy.contact.form;
  usePrefetchOnFirstInteraction(contactValidation.prefetch);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues, unknown, ContactOutput>({
    resolver: contactValidation.resolver,
    defaultValues: emptyContact,
  });
  // Registered here, in page order, because react-hook-form focuses the first invalid field in
  // registration order and the Field render props would otherwise register after the checkbox.
  const fieldProps = {
    name: register('name'),
    email: register('email'),
    phone: register('phone'),
    company: register('company'),
    service: register('service'),
    message: register('message'),
    acceptPolicy: register('acceptPolicy'),
    website: register('website'),
  };

  const onSubmit = handleSubmit(async ({ website, ...lead }) => {
    try {
      const res = await apiRequest('POST', '/api/contact', { ...lead, formOrigin: 'contact', acceptPolicy: true, website: website ?? '' });
      await announceSuccess(res, notices.contactSuccess);
      reset();
    } catch (error) {
      announceFailure(error);
      applyServerErrors(serverFieldErrors(error), fieldOrder, setError);
    }
  });

  return (
    <FormCard>
      <h2 id={headingId}>{copy.heading}</h2>
      <p>{copy.intro}</p>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <RequiredNote>{fields.requiredNote}</RequiredNote>
        <FormGrid>
          <Field label={fields.name.label} required error={errors.name?.message}>
            {(a11y) => <Input {...a11y} type="text" autoComplete="name" placeholder={fields.name.placeholder} {...fieldProps.name} />}
          </Field>
          <Field label={fields.email.label} required error={errors.email?.message}>
            {(a11y) => (
              <Input {...a11y} type="email" autoComplete="email" inputMode="email" placeholder={fields.email.placeholder} {...fieldProps.email} />
            )}
          </Field>
          <Field label={fields.phone.label} required hint={fields.phone.hint} error={errors.phone?.message}>
            {(a11y) => <Input {...a11y} type="tel" autoComplete="tel" placeholder={fields.phone.placeholder} {...fieldProps.phone} />}
          </Field>
          <Field label={copy.company.label} error={errors.company?.message}>
            {(a11y) => (
              <Input {...a11y} type="text" autoComplete="organization" placeholder={copy.company.placeholder} {...fieldProps.company} />
            )}
          </Field>
          <Field label={copy.service.label} required wide error={errors.service?.message}>
            {(a11y) => (
              <SelectFrame>
                <Select {...a11y} {...fieldProps.service}>
                  <option value="">{copy.service.placeholder}</option>
                  {CONTACT_SERVICES.map((service) => (
                    <option key={service} value={service}>
                      {service}
                    </option>
                  ))}
                </Select>
              </SelectFrame>
            )}
          </Field>
          <Field label={copy.message.label} required wide error={errors.message?.message}>
            {(a11y) => <TextArea {...a11y} rows={5} placeholder={copy.message.placeholder} {...fieldProps.message} />}
          </Field>
        </FormGrid>
        <PolicyCheckbox registration={fieldProps.acceptPolicy} error={errors.acceptPolicy?.message} />
        <Honeypot registration={fieldProps.website} />
        <SubmitButton submitting={isSubmitting} label={copy.submit} submittingLabel={copy.submitting} />
      </form>
    </FormCard>
  );
}
