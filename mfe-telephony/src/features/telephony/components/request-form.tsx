import { useEffect } from 'react';
import styled from 'styled-components';
import { formsCopy } from '@site/shared/content/forms-copy';
import { ConsentCheckbox, FieldGrid, LeadForm, RequiredNote, TextField, choiceId, useLeadSubmission } from '@site/shared/ui';
import { PLAN_MODE_FIELD, forPlanMode, readPlanMode } from '../plan-mode';
import { REQUEST_FORM_ID, REQUEST_TITLE_ID, TARIFF_FIELD, readTariffChoice } from '../request-choice';
import { prefetchRequestValidation, requestResolver, type RequestFields, type RequestLead } from '../request-lead';
import { LineFields } from './line-fields';
import { TariffSelect } from './tariff-select';

const formId = REQUEST_FORM_ID;

// The fields a refusal may name, in page order (the API validates with the same schema).
const FIELDS: readonly (keyof RequestFields)[] = ['tariffId', 'lineType', 'lineQuantity', 'name', 'email', 'phone', 'companyName', 'message', 'acceptPolicy'];

/**
 * The reset after a send empties the whole form, and the mode radios belong to it: the mode stays
 * as chosen, and so does the tariff (the dialog's title follows it).
 */
function keepModeAndTariff(form: HTMLFormElement) {
  const mode = readPlanMode(form);
  const tariff = readTariffChoice(form);
  return () => {
    const radio = form.ownerDocument.getElementById(choiceId(PLAN_MODE_FIELD, mode));
    if (radio instanceof HTMLInputElement) radio.checked = true;
    const select = form.elements.namedItem(TARIFF_FIELD);
    if (select instanceof HTMLSelectElement) select.value = tariff;
  };
}

/**
 * The contact fields, below the tariff and its lines: on a phone they open below the dialog's first
 * screen, so the browser styles and lays them out when they scroll near, not inside the tap that
 * opens the dialog (issue 34: about a third of that tap's work). `auto` keeps their last size.
 * Such a box clips what it paints to itself: 5 px of room keep the focus ring (3 px, 2 px off) whole.
 */
const ContactFields = styled(FieldGrid)`
  content-visibility: auto;
  contain-intrinsic-size: auto 640px;
  margin: -5px;
  padding: 5px;
`;

/**
 * The telephony request form (SPEC §3, §5), the island inside the request dialog. Its HTML is a
 * native post to the API; once hydrated it checks the fields in place, sends JSON as the rest of
 * the site does, and on success announces it and shows the confirmation in place of the fields,
 * with a link to send another request. Each time the dialog closes the form starts clean: the
 * messages of an earlier attempt never greet the next tariff.
 */
export default function RequestForm() {
  const copy = formsCopy.request;
  const { fields, notices } = formsCopy;
  const { register, messageOf, startClean, form } = useLeadSubmission<RequestFields, RequestLead>({
    formId,
    resolver: requestResolver,
    fields: FIELDS,
    // Every request from this dialog is an offer request (SPEC §7); the consent is sent so the server can record it.
    body: (lead) => ({ ...lead, type: 'offer', formOrigin: 'telephony', acceptPolicy: true }),
    successTitle: notices.contactSuccess,
    failureInPlace: copy.failure,
    keepThroughReset: keepModeAndTariff,
  });
  useEffect(prefetchRequestValidation, []);

  // One form serves every tariff: closing the dialog forgets the last attempt's messages and
  // confirmation (what was typed stays, so a second request is quicker).
  const formElement = form.ref;
  useEffect(() => {
    const dialog = formElement.current?.closest('dialog');
    dialog?.addEventListener('close', startClean);
    return () => dialog?.removeEventListener('close', startClean);
  }, [formElement, startClean]);

  // Registered in page order: react-hook-form focuses the first invalid field in that order.
  return (
    <LeadForm {...form} page="/telefonia" formOrigin="telephony" submitLabel={copy.submit} busyLabel={copy.submitting} sendAnotherLabel={copy.sendAnother} aria-labelledby={REQUEST_TITLE_ID}>
      <RequiredNote>{fields.requiredNote}</RequiredNote>
      {/* Every request from this dialog is an offer request (SPEC §7), posted natively too. */}
      <input type="hidden" name="type" value="offer" />
      <TariffSelect formId={formId} error={messageOf(TARIFF_FIELD)} {...register(TARIFF_FIELD)} />
      <LineFields formId={formId} errors={{ lineType: messageOf('lineType'), lineQuantity: messageOf('lineQuantity') }} register={register} />
      <ContactFields>
        <TextField formId={formId} label={fields.name.label} required autoComplete="name" placeholder={fields.name.placeholder} error={messageOf('name')} {...register('name')} />
        <TextField formId={formId} label={fields.email.label} required type="email" inputMode="email" autoComplete="email" placeholder={fields.email.placeholder} error={messageOf('email')} {...register('email')} />
        <TextField formId={formId} label={fields.phone.label} type="tel" autoComplete="tel" placeholder={fields.phone.placeholder} error={messageOf('phone')} {...register('phone')} />
        {/* Asked in Empresa mode only (SPEC §5); CSS hides it in Personal mode. */}
        <div {...forPlanMode('empresa')}>
          <TextField formId={formId} label={copy.companyName.label} required autoComplete="organization" error={messageOf('companyName')} {...register('companyName')} />
        </div>
        <TextField formId={formId} label={copy.message.label} multiline rows={3} wide error={messageOf('message')} {...register('message')} />
        <ConsentCheckbox formId={formId} error={messageOf('acceptPolicy')} {...register('acceptPolicy')} />
      </ContactFields>
    </LeadForm>
  );
}
