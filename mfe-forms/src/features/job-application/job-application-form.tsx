import { formsCopy } from '@site/shared/content/forms-copy';
import { CV_ACCEPT, EXPERIENCE_RANGES, JOB_POSITIONS } from '@site/shared/schemas/lead-rules';
import { ConsentCheckbox, FieldGrid, FileField, LeadForm, RequiredNote, SelectField, TextField, usePrefetchOnFirstInteraction, useLeadSubmission } from '@site/shared/ui';
import { formHeadingId } from '../form-support/form-card';
import { lazyResolver } from '../form-support/lazy-resolver';
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
function chosenCv(form: HTMLFormElement): File | undefined {
  const input = form.elements.namedItem('cv');
  return input instanceof HTMLInputElement ? input.files?.[0] : undefined;
}

/**
 * The /empleo application (SPEC §3 job application) with its optional CV. Prerendered, it posts
 * natively as multipart; once this island hydrates it checks inline and sends the same multipart
 * body by script. Only the server judges the CV's content: its verdict shows under the picker
 * until another file is chosen.
 */
export function JobApplicationForm() {
  const { fields, notices } = formsCopy;
  const copy = formsCopy.job.form;
  const cvCopy = formsCopy.job.cv;
  usePrefetchOnFirstInteraction(applicationValidation.prefetch);
  const { register, messageOf, dismissMessage, form } = useLeadSubmission<ApplicationValues, ApplicationOutput>({
    formId,
    resolver: applicationValidation.resolver,
    fields: fieldOrder,
    multipart: true,
    body: (lead, element) => ({ ...lead, formOrigin: 'application', acceptPolicy: true, cv: chosenCv(element) }),
    successTitle: notices.applicationSuccess,
  });

  // Fields are registered in page order: react-hook-form focuses the first invalid one in that order.
  return (
    <LeadForm {...form} page="/empleo" formOrigin="application" submitLabel={copy.submit} busyLabel={copy.submitting} aria-labelledby={formHeadingId(formId)}>
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
          error={messageOf('cv')}
          onFileChange={() => dismissMessage('cv')}
        />
        <ConsentCheckbox formId={formId} error={messageOf('acceptPolicy')} {...register('acceptPolicy')} />
      </FieldGrid>
    </LeadForm>
  );
}
