import { contactFormSchema, jobApplicationSchema, telephonyLeadSchema } from '@site/shared/schemas/leads';
import { evaluateSubmission } from '../../src/leads/intake';
import { LEAD_FORMS } from '../../src/leads/lead-forms';
import { cvFiles, validApplicationFields, validContact, validTelephony } from '../../testing/fixtures';

describe('the lead forms table: each submission judged by its own form’s schema', () => {
  test('one row per form, each naming its shared schema’s fields', () => {
    expect(Object.keys(LEAD_FORMS).sort()).toEqual(['application', 'contact', 'telephony']);
    expect(LEAD_FORMS.contact.knownFields).toEqual(Object.keys(contactFormSchema.shape));
    expect(LEAD_FORMS.application.knownFields).toEqual(Object.keys(jobApplicationSchema.shape));
    expect(LEAD_FORMS.telephony.knownFields).toEqual(Object.keys(telephonyLeadSchema.shape));
  });

  test('a valid submission of each form fills its own columns and leaves the others empty', () => {
    const contact = evaluateSubmission({ kind: 'json', body: validContact() });
    expect(contact).toMatchObject({ outcome: 'accepted', fields: { origin: 'contact', service: 'Desarrollo Web', company: 'Panadería Ana', position: null, offerDetails: null } });

    const telephony = evaluateSubmission({ kind: 'json', body: validTelephony() });
    expect(telephony).toMatchObject({ outcome: 'accepted', fields: { origin: 'telephony', planMode: 'empresa', lineType: '150GB', lineQuantity: 3, companyName: 'Puig SL', service: null } });

    const application = evaluateSubmission({ kind: 'form', fields: validApplicationFields(), cv: { fileName: 'cv.pdf', content: cvFiles.pdf() } });
    expect(application).toMatchObject({ outcome: 'accepted', fields: { origin: 'application', position: 'other', experience: '3-5', service: null }, cv: { kind: 'pdf', fileName: 'cv.pdf' } });
  });

  test("each form gets its own schema's SPEC §5 messages for the fields it always shows", () => {
    expect(evaluateSubmission({ kind: 'form', fields: { formOrigin: 'contact' } })).toMatchObject({
      outcome: 'invalid',
      status: 400,
      origin: 'contact',
      errors: { name: 'El nombre debe tener al menos 2 caracteres', service: 'Por favor selecciona un servicio', acceptPolicy: 'Debes aceptar la política de privacidad' },
    });
    expect(evaluateSubmission({ kind: 'form', fields: { formOrigin: 'application' } })).toMatchObject({
      outcome: 'invalid',
      errors: { position: 'Por favor selecciona una posición', message: 'El mensaje debe tener al menos 10 caracteres' },
    });
    // The telephony form's own completion: the unchosen tariff is said on its select.
    expect(evaluateSubmission({ kind: 'form', fields: { formOrigin: 'telephony', planMode: 'personal' } })).toMatchObject({
      outcome: 'invalid',
      errors: { tariffId: 'Selecciona una tarifa', name: 'El nombre debe tener al menos 2 caracteres' },
    });
  });

  test('only the application takes a CV: a bad one is refused there (413 when too large), ignored on another form', () => {
    const contactFields = Object.fromEntries(Object.entries(validContact()).map(([k, v]) => [k, String(v)]));
    expect(evaluateSubmission({ kind: 'form', fields: contactFields, cv: { fileName: 'x.exe', content: cvFiles.html() } })).toMatchObject({ outcome: 'accepted', cv: undefined });
    expect(evaluateSubmission({ kind: 'form', fields: validApplicationFields(), cv: { fileName: 'x.exe', content: cvFiles.html() } })).toMatchObject({
      outcome: 'invalid',
      status: 400,
      errors: { cv: 'Formato no válido: sube un archivo PDF, DOC o DOCX' },
    });
    expect(evaluateSubmission({ kind: 'form', fields: validApplicationFields(), cv: { fileName: 'cv.pdf', content: cvFiles.pdf(), truncated: true } })).toMatchObject({
      outcome: 'invalid',
      status: 413,
    });
  });
});
