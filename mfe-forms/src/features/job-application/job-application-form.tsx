import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { apiPostForm } from '@site/shared/api-client';
import { formsCopy } from '@site/shared/content/forms-copy';
import { CV_ACCEPT, EXPERIENCE_RANGES, JOB_POSITIONS } from '@site/shared/schemas/lead-rules';
import {
  ConsentCheckbox,
  FieldGrid,
  FileField,
  LeadForm,
  type LeadFormResult,
  RequiredNote,
  SelectField,
  SubmitButton,
  TextField,
  readHoneypot,
  readIdempotencyKey,
  renewIdempotencyKey,
  usePrefetchOnFirstInteraction,
} from '@site/shared/ui';
import { formHeadingId } from '../form-support/form-card';
import { lazyResolver } from '../form-support/lazy-resolver';
import { announceFailure, announceSuccess, applyServerErrors, serverFieldErrors } from '../form-support/submit-feedback';
import { useFieldMessages } from '../form-support/use-field-messages';
import { checkCvFile } from './cv-file';
import { APPLICATION_FORM_ID } from './job-application-form-id';
import type { ApplicationOutput } from './job-application-validation';

/** What the inputs hold before validation (read from the DOM: nothing is preset). */
export type ApplicationValues = {
  name: string;
  email: string;
  phone: string;
  position: string;
  experience: string;
  company: string;
  message: string;
  /** 'true' when ticked (the box's value), false when not. */
  acceptPolicy: boolean | string;
};

const formId = APPLICATION_FORM_ID;
const fieldOrder = ['name', 'email', 'phone', 'position', 'experience', 'company', 'message', 'acceptPolicy'] as const;
const experienceOptions = (options: Record<(typeof EXPERIENCE_RANGES)[number], string>) =>
  EXPERIENCE_RANGES.map((range) => ({ value: range, label: options[range] }));
const applicationValidation = lazyResolver(() => import('./job-application-validation').then((m) => m.applicationResolver));

/** The CV the visitor chose, read from its input at the moment of sending (refused files are never kept there). */
function chosenCv(form: HTMLFormElement | null): File | undefined {
  const input = form?.elements.namedItem('cv');
  return input instanceof HTMLInputElement ? input.files?.[0] : undefined;
}

/**
 * The /empleo application (SPEC §3 job application) with its optional CV. Prerendered, it posts
 * natively as multipart; once this island hydrates it checks inline and sends the same multipart
 * body by script.
 */
export function JobApplicationForm() {
  const formRef = useRef<HTMLFormElement>(null);
  // The confirmation shown in place of the fields once the lead is accepted.
  const [sent, setSent] = useState<LeadFormResult | null>(null);
  const sendAnother = () => setSent(null);
  const { fields, notices } = formsCopy;
  const copy = formsCopy.job.form;
  const cvCopy = formsCopy.job.cv;
  usePrefetchOnFirstInteraction(applicationValidation.prefetch);
  // No defaultValues: react-hook-form reads each control's value from the DOM when it registers.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationValues, unknown, ApplicationOutput>({ resolver: applicationValidation.resolver });
  const { messageOf, dismissServerMessages, serverMessages } = useFieldMessages(formId, errors);
  // Only the server judges the CV's content; its verdict shows under the picker until another file is chosen.
  const [cvError, setCvError] = useState<string | undefined>(serverMessages.cv);

  const send = handleSubmit(async (lead) => {
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
    form.append('website', readHoneypot(formRef.current));
    // The same key on a resend of this application: stored once, whatever the network did.
    form.append('idempotencyKey', readIdempotencyKey(formRef.current));
    const cv = chosenCv(formRef.current);
    if (cv) form.append('cv', cv, cv.name);
    try {
      const res = await apiPostForm('/api/contact', form);
      renewIdempotencyKey(formRef.current);
      setSent(await announceSuccess(res, notices.applicationSuccess));
      reset();
    } catch (error) {
      announceFailure(error);
      const messages = serverFieldErrors(error);
      applyServerErrors(messages, fieldOrder, setError);
      if (messages.cv) setCvError(messages.cv);
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    dismissServerMessages();
    setCvError(undefined);
    return send(event);
  };

  // Fields are registered in page order: react-hook-form focuses the first invalid one in that order.
  return (
    <LeadForm ref={formRef} formId={formId} page="/empleo" formOrigin="application" multipart onSubmit={onSubmit} sent={sent} onSendAnother={sendAnother} aria-labelledby={formHeadingId(formId)}>
      <RequiredNote>{fields.requiredNote}</RequiredNote>
      <FieldGrid>
        <TextField formId={formId} label={fields.name.label} required autoComplete="name" placeholder={fields.name.placeholder} error={messageOf('name')} {...register('name')} />
        <TextField formId={formId} label={fields.email.label} required type="email" autoComplete="email" inputMode="email" placeholder={fields.email.placeholder} error={messageOf('email')} {...register('email')} />
        {/* SPEC §5: the schema keeps the phone optional, so it carries no star. */}
        <TextField formId={formId} label={fields.phone.label} type="tel" autoComplete="tel" placeholder={fields.phone.placeholder} hint={fields.phone.hint} error={messageOf('phone')} {...register('phone')} />
        <SelectField formId={formId} label={copy.position.label} required placeholder={copy.position.placeholder} options={JOB_POSITIONS} error={messageOf('position')} {...register('position')} />
        <SelectField formId={formId} label={copy.experience.label} placeholder={copy.experience.placeholder} options={experienceOptions(copy.experience.options)} error={messageOf('experience')} {...register('experience')} />
        <TextField formId={formId} label={copy.company.label} autoComplete="organization" placeholder={copy.company.placeholder} error={messageOf('company')} {...register('company')} />
        <TextField formId={formId} label={copy.message.label} required wide multiline rows={6} placeholder={copy.message.placeholder} error={messageOf('message')} {...register('message')} />
        <FileField
          formId={formId}
          name="cv"
          label={cvCopy.label}
          hint={cvCopy.hint}
          accept={CV_ACCEPT}
          wide
          selectedMessage={cvCopy.selected}
          removeLabel={cvCopy.remove}
          check={checkCvFile}
          error={cvError}
          onFileChange={() => setCvError(undefined)}
        />
        <ConsentCheckbox formId={formId} error={messageOf('acceptPolicy')} {...register('acceptPolicy')} />
      </FieldGrid>
      <SubmitButton label={copy.submit} busyLabel={copy.submitting} busy={isSubmitting} />
    </LeadForm>
  );
}
