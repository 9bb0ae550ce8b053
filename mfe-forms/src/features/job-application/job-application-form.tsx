import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiPostForm } from '@site/shared/api-client';
import { formsCopy } from '@site/shared/content/forms-copy';
import { EXPERIENCE_RANGES, JOB_POSITIONS } from '@site/shared/schemas/lead-rules';
import { usePrefetchOnFirstInteraction } from '@site/shared/ui';
import { Field, FormCard, FormGrid, Input, RequiredNote, Select, SelectFrame, TextArea } from '../form-kit/field';
import { Honeypot } from '../form-kit/honeypot';
import { PolicyCheckbox } from '../form-kit/policy-checkbox';
import { SubmitButton } from '../form-kit/submit-button';
import { announceFailure, announceSuccess, applyServerErrors, serverFieldErrors } from '../form-kit/submit-feedback';
import { lazyResolver } from '../form-kit/lazy-resolver';
import { CvPicker } from './cv-picker';
import type { ApplicationOutput } from './job-application-validation';

/** What the inputs hold before validation. */
export type ApplicationValues = {
  name: string;
  email: string;
  phone: string;
  position: string;
  experience: string;
  company: string;
  message: string;
  acceptPolicy: boolean;
  website: string;
};

// No position is preselected although there is only one: SPEC §5 asks the visitor to choose it.
const emptyApplication: ApplicationValues = {
  name: '', email: '', phone: '', position: '', experience: '', company: '', message: '', acceptPolicy: false, website: '',
};
const fieldOrder = ['name', 'email', 'phone', 'position', 'experience', 'company', 'message', 'acceptPolicy'] as const;
const applicationValidation = lazyResolver(() => import('./job-application-validation').then((m) => m.applicationResolver));

/** The /empleo application (SPEC §3 job application), sent as multipart with the optional CV. */
export function JobApplicationForm() {
  const headingId = useId();
  const { fields, notices } = formsCopy;
  const copy = formsCopy.job.form;
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  usePrefetchOnFirstInteraction(applicationValidation.prefetch);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationValues, unknown, ApplicationOutput>({
    resolver: applicationValidation.resolver,
    defaultValues: emptyApplication,
  });
  // Registered here, in page order, because react-hook-form focuses the first invalid field in
  // registration order and the Field render props would otherwise register after the checkbox.
  const fieldProps = {
    name: register('name'),
    email: register('email'),
    phone: register('phone'),
    position: register('position'),
    experience: register('experience'),
    company: register('company'),
    message: register('message'),
    acceptPolicy: register('acceptPolicy'),
    website: register('website'),
  };

  const onSubmit = handleSubmit(async (lead) => {
    const form = new FormData();
    form.append('formOrigin', 'application');
    form.append('name', lead.name);
    form.append('email', lead.email);
    form.append('phone', lead.phone ?? '');
    form.append('position', lead.position);
    form.append('experience', lead.experience ?? '');
    form.append('company', lead.company ?? '');
    form.append('message', lead.message);
    form.append('acceptPolicy', 'true');
    form.append('website', lead.website ?? '');
    if (cv) form.append('cv', cv, cv.name);
    try {
      const res = await apiPostForm('/api/contact', form);
      await announceSuccess(res, notices.applicationSuccess);
      reset();
      setCv(null);
      setCvError(null);
    } catch (error) {
      announceFailure(error);
      const messages = serverFieldErrors(error);
      applyServerErrors(messages, fieldOrder, setError);
      if (messages.cv) {
        // The server refused the file itself: drop it, as the picker does with a refused choice.
        setCv(null);
        setCvError(messages.cv);
      }
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
          {/* SPEC §5: the schema keeps the phone optional, so it carries no star. */}
          <Field label={fields.phone.label} hint={fields.phone.hint} error={errors.phone?.message}>
            {(a11y) => <Input {...a11y} type="tel" autoComplete="tel" placeholder={fields.phone.placeholder} {...fieldProps.phone} />}
          </Field>
          <Field label={copy.position.label} required error={errors.position?.message}>
            {(a11y) => (
              <SelectFrame>
                <Select {...a11y} {...fieldProps.position}>
                  <option value="">{copy.position.placeholder}</option>
                  {JOB_POSITIONS.map((position) => (
                    <option key={position.value} value={position.value}>
                      {position.label}
                    </option>
                  ))}
                </Select>
              </SelectFrame>
            )}
          </Field>
          <Field label={copy.experience.label} error={errors.experience?.message}>
            {(a11y) => (
              <SelectFrame>
                <Select {...a11y} {...fieldProps.experience}>
                  <option value="">{copy.experience.placeholder}</option>
                  {EXPERIENCE_RANGES.map((range) => (
                    <option key={range} value={range}>
                      {copy.experience.options[range]}
                    </option>
                  ))}
                </Select>
              </SelectFrame>
            )}
          </Field>
          <Field label={copy.company.label} error={errors.company?.message}>
            {(a11y) => (
              <Input {...a11y} type="text" autoComplete="organization" placeholder={copy.company.placeholder} {...fieldProps.company} />
            )}
          </Field>
          <Field label={copy.message.label} required wide error={errors.message?.message}>
            {(a11y) => <TextArea {...a11y} rows={6} placeholder={copy.message.placeholder} {...fieldProps.message} />}
          </Field>
          <CvPicker
            file={cv}
            error={cvError}
            onChange={(file, error) => {
              setCv(file);
              setCvError(error);
            }}
          />
        </FormGrid>
        <PolicyCheckbox registration={fieldProps.acceptPolicy} error={errors.acceptPolicy?.message} />
        <Honeypot registration={fieldProps.website} />
        <SubmitButton submitting={isSubmitting} label={copy.submit} submittingLabel={copy.submitting} />
      </form>
    </FormCard>
  );
}
