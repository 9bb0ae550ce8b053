import { PRIVACY_POLICY_VERSION } from '@site/shared/schemas/leads';
import { describeOffer } from '@site/shared/content/telephony-offer-details';
import { startLeadApp, type LeadApp } from '../helpers/lead-app';
import { applicationForm, validApplicationFields, validContact, validTelephony } from '../../testing/fixtures';

let t: LeadApp;
beforeAll(async () => {
  t = await startLeadApp();
});
afterAll(async () => {
  await t.close();
});

/** Sends, then checks that nothing reached the database or the CV folder. */
async function expectRejected(send: () => Promise<Response>, status: number) {
  const before = { rows: t.rows().length, cvs: t.cvFiles().length };
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { message: string; errors?: Record<string, string> };
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(t.rows().length).toBe(before.rows);
  expect(t.cvFiles().length).toBe(before.cvs);
  return body;
}

describe('POST /api/contact accepts each form and stores it before answering', () => {
  test('contact form: 201 with the Spanish message; the row has consent and policy version', async () => {
    const since = new Date().toISOString();
    const res = await t.postJson({ ...validContact(), website: '', role: 'admin' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Hemos recibido tu mensaje. Te responderemos en menos de 24 horas.' });
    const row = t.rows().find((r) => r.email === 'ana@example.com');
    expect(row).toMatchObject({
      origin: 'contact',
      name: 'Ana García',
      phone: '600 123 456',
      company: 'Panadería Ana',
      service: 'Desarrollo Web',
      message: 'Quiero una web nueva para mi negocio.',
      policy_version: PRIVACY_POLICY_VERSION,
      cv_path: null,
    });
    expect(String(row!.consent_at) >= since).toBe(true);
    expect(row!.consent_at).toBe(row!.created_at);
  });

  test('a contact request without formOrigin (the original form) is a contact request', async () => {
    const { formOrigin: _omit, ...body } = validContact();
    const res = await t.postJson({ ...body, email: 'sin-origen@example.com' });
    expect(res.status).toBe(201);
    expect(t.rows().find((r) => r.email === 'sin-origen@example.com')).toMatchObject({ origin: 'contact', service: 'Desarrollo Web' });
  });

  test('telephony request: 201 promising an answer within 48 hours; lines and company stored', async () => {
    const res = await t.postJson(validTelephony());
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe('Hemos recibido tu solicitud. Te responderemos en menos de 48 horas.');
    expect(t.rows().find((r) => r.email === 'jordi@example.com')).toMatchObject({
      origin: 'telephony',
      request_type: 'offer',
      offer_details: 'Líneas adicionales: 3 x 150GB (Empresa)',
      plan_mode: 'empresa',
      line_type: '150GB',
      line_quantity: 3,
      company_name: 'Puig SL',
      message: 'Llamadme por la mañana.',
      policy_version: PRIVACY_POLICY_VERSION,
    });
  });

  test('telephony request in Personal mode without phone, message or lines', async () => {
    const res = await t.postJson({
      formOrigin: 'telephony',
      name: 'Eva',
      email: 'eva@example.com',
      offerDetails: 'Fibra 1Gb + Móvil 50GB, 35 €/mes',
      planMode: 'personal',
      acceptPolicy: true,
      lineType: null,
      companyName: null,
    });
    expect(res.status).toBe(201);
    expect(t.rows().find((r) => r.email === 'eva@example.com')).toMatchObject({ phone: null, line_type: null, line_quantity: null, company_name: null });
  });

  test('job application without a CV (multipart): 201 and stored', async () => {
    const res = await t.postForm(applicationForm({ ...validApplicationFields(), email: 'sin-cv@example.com' }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Hemos recibido tu candidatura/);
    expect(t.rows().find((r) => r.email === 'sin-cv@example.com')).toMatchObject({
      origin: 'application',
      position: 'other',
      experience: '3-5',
      company: 'Consultora X',
      policy_version: PRIVACY_POLICY_VERSION,
      cv_path: null,
    });
  });

  test('an empty file input (no name, no bytes) counts as no CV', async () => {
    const form = applicationForm({ ...validApplicationFields(), email: 'input-vacio@example.com' });
    form.append('cv', new Blob([]), '');
    const res = await t.postForm(form);
    expect(res.status).toBe(201);
    expect(t.rows().find((r) => r.email === 'input-vacio@example.com')).toMatchObject({ cv_path: null });
  });
});

describe('the requests SPEC §3/§7 describe, completed by the server', () => {
  /** SPEC §7's telephony payload: no planMode (the original client sent none). */
  const specTelephony = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Rosa Ferrer',
    email,
    phone: '600 222 333',
    message: '',
    type: 'offer',
    formOrigin: 'telephony',
    offerDetails: 'Fibra 1Gb + Móvil 150GB, 37,19 €/mes sin IVA',
    lineType: null,
    lineQuantity: null,
    acceptPolicy: true,
    ...extra,
  });

  test('a telephony request without planMode: Empresa when it names a company, Personal when not', async () => {
    expect((await t.postJson(specTelephony('spec.empresa@example.com', { companyName: 'Ferrer SL' }))).status).toBe(201);
    expect((await t.postJson(specTelephony('spec.personal@example.com', { companyName: null }))).status).toBe(201);
    expect(t.rows().find((r) => r.email === 'spec.empresa@example.com')).toMatchObject({
      origin: 'telephony',
      plan_mode: 'empresa',
      company_name: 'Ferrer SL',
      offer_details: 'Fibra 1Gb + Móvil 150GB, 37,19 €/mes sin IVA',
      message: null,
    });
    expect(t.rows().find((r) => r.email === 'spec.personal@example.com')).toMatchObject({ plan_mode: 'personal', company_name: null });
  });

  test('a tariffId: the server writes offerDetails from the tariff record, whatever the client sent', async () => {
    const res = await t.postJson(specTelephony('spec.tarifa@example.com', { tariffId: 9, companyName: 'Ferrer SL', offerDetails: 'Gratis para siempre' }));
    expect(res.status).toBe(201);
    expect(describeOffer({ tariffId: 9, planMode: 'empresa' })).toContain('Móvil Ilimitado (Móvil) · 20,66 €/mes sin IVA');
    expect(t.rows().find((r) => r.email === 'spec.tarifa@example.com')).toMatchObject({
      plan_mode: 'empresa',
      offer_details: describeOffer({ tariffId: 9, planMode: 'empresa' }),
    });
  });

  test('tariffId "lines": the lines, the unit price of the mode and the total', async () => {
    expect(describeOffer({ tariffId: 'lines', planMode: 'personal', lineType: '150GB', lineQuantity: 3 })).toMatch(/10,00 €.*Total: 30,00 €/);
    const res = await t.postJson(specTelephony('spec.lineas@example.com', { tariffId: 'lines', planMode: 'personal', lineType: '150GB', lineQuantity: 3, offerDetails: undefined }));
    expect(res.status).toBe(201);
    expect(t.rows().find((r) => r.email === 'spec.lineas@example.com')).toMatchObject({
      line_type: '150GB',
      line_quantity: 3,
      offer_details: describeOffer({ tariffId: 'lines', planMode: 'personal', lineType: '150GB', lineQuantity: 3 }),
    });
  });

  test.each([[23], [0], ['abc'], [''], [true], [[1]]])('an unknown tariffId %j is a Spanish 400 on tariffId; nothing stored', async (tariffId) => {
    const body = await expectRejected(() => t.postJson(specTelephony('spec.desconocida@example.com', { tariffId })), 400);
    expect(body).toEqual({ message: 'Revisa los campos marcados.', errors: { tariffId: 'Selecciona una tarifa' } });
  });

  test('a job application as JSON, without a CV: stored as an application, never asked for a service', async () => {
    const { acceptPolicy: _a, ...fields } = validApplicationFields();
    const res = await t.postJson({ ...fields, email: 'json.candidatura@example.com', acceptPolicy: true });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Hemos recibido tu candidatura/);
    expect(t.rows().find((r) => r.email === 'json.candidatura@example.com')).toMatchObject({ origin: 'application', service: null, position: 'other', cv_path: null });
  });

  test('without formOrigin a body naming a position is an application; its errors never mention a service', async () => {
    const { formOrigin: _f, acceptPolicy: _a, ...fields } = validApplicationFields();
    expect((await t.postJson({ ...fields, email: 'sin-origen.candidatura@example.com', acceptPolicy: true })).status).toBe(201);
    expect(t.rows().find((r) => r.email === 'sin-origen.candidatura@example.com')).toMatchObject({ origin: 'application' });
    const body = await expectRejected(() => t.postJson({ position: 'other', name: 'L' }), 400);
    expect(Object.keys(body.errors!).sort()).toEqual(['acceptPolicy', 'email', 'message', 'name']);
  });

  test('contact and telephony requests may come as multipart too', async () => {
    const contact = new FormData();
    for (const [key, value] of Object.entries({ ...validContact(), email: 'multi.contacto@example.com' })) contact.append(key, String(value));
    expect((await t.postForm(contact)).status).toBe(201);
    expect(t.rows().find((r) => r.email === 'multi.contacto@example.com')).toMatchObject({ origin: 'contact', service: 'Desarrollo Web' });
  });
});

describe('every SPEC §5 message for bad input, with nothing stored', () => {
  const contact = validContact();
  test.each([
    ['name', { name: 'A' }, 'El nombre debe tener al menos 2 caracteres'],
    ['name', { name: undefined }, 'El nombre debe tener al menos 2 caracteres'],
    ['email', { email: 'ana@' }, 'Email inválido'],
    ['phone', { phone: '6001' }, 'El teléfono debe tener al menos 9 caracteres'],
    ['phone', { phone: '600 123 456 78' }, 'El teléfono no puede tener más de 11 caracteres'],
    ['phone', { phone: '600-12a-456' }, 'Introduce un teléfono válido'],
    ['service', { service: '' }, 'Por favor selecciona un servicio'],
    ['service', { service: 'Criptomonedas' }, 'Por favor selecciona un servicio'],
    ['message', { message: 'Hola' }, 'El mensaje debe tener al menos 10 caracteres'],
    ['acceptPolicy', { acceptPolicy: false }, 'Debes aceptar la política de privacidad'],
    ['acceptPolicy', { acceptPolicy: undefined }, 'Debes aceptar la política de privacidad'],
  ])('contact %s %j → %s', async (field, change, message) => {
    const body = await expectRejected(() => t.postJson({ ...contact, ...change }), 400);
    expect(body.message).toBe('Revisa los campos marcados.');
    expect(body.errors).toEqual({ [field]: message });
  });

  const telephony = validTelephony();
  test.each([
    ['name', { name: 'J' }, 'El nombre debe tener al menos 2 caracteres'],
    ['email', { email: 'jordi.example.com' }, 'Email inválido'],
    ['phone', { phone: '600 11' }, 'El teléfono debe tener al menos 9 caracteres'],
    ['phone', { phone: '600#111#222' }, 'Introduce un teléfono válido'],
    ['acceptPolicy', { acceptPolicy: false }, 'Debes aceptar la política de privacidad'],
    ['lineType', { lineType: undefined }, 'Debes seleccionar un tipo de línea'],
    ['lineType', { lineType: '1TB' }, 'Debes seleccionar un tipo de línea'],
    ['lineQuantity', { lineQuantity: 0 }, 'Mínimo 1 línea'],
    ['lineQuantity', { lineQuantity: 9 }, 'Máximo 8 líneas'],
    ['companyName', { companyName: '' }, 'El nombre de la empresa es obligatorio para planes empresariales'],
  ])('telephony %s %j → %s', async (field, change, message) => {
    const body = await expectRejected(() => t.postJson({ ...telephony, ...change }), 400);
    expect(body.message).toBe('Revisa los campos marcados.');
    expect(body.errors).toEqual({ [field]: message });
  });

  const application = validApplicationFields();
  test.each([
    ['name', { name: 'L' }, 'El nombre debe tener al menos 2 caracteres'],
    ['email', { email: 'lucia' }, 'Email inválido'],
    ['phone', { phone: '611 22' }, 'El teléfono debe tener al menos 9 caracteres'],
    ['phone', { phone: '611/222/333' }, 'Introduce un teléfono válido'],
    ['position', { position: '' }, 'Por favor selecciona una posición'],
    ['message', { message: 'Hola' }, 'El mensaje debe tener al menos 10 caracteres'],
    ['acceptPolicy', { acceptPolicy: 'false' }, 'Debes aceptar la política de privacidad'],
  ])('application %s %j → %s', async (field, change, message) => {
    const body = await expectRejected(() => t.postForm(applicationForm({ ...application, ...change })), 400);
    expect(body.errors).toEqual({ [field]: message });
  });

  test('a multipart application without acceptPolicy or position gets the SPEC messages', async () => {
    const { acceptPolicy: _a, position: _p, ...fields } = application;
    const body = await expectRejected(() => t.postForm(applicationForm(fields)), 400);
    expect(body.errors).toEqual({
      acceptPolicy: 'Debes aceptar la política de privacidad',
      position: 'Por favor selecciona una posición',
    });
  });

  test('an empty JSON object lists every required field of the contact form', async () => {
    const body = await expectRejected(() => t.postJson({}), 400);
    expect(Object.keys(body.errors!).sort()).toEqual(['acceptPolicy', 'email', 'message', 'name', 'phone', 'service']);
  });
});

describe('wrong types and non-JSON bodies are 400 in Spanish', () => {
  test('wrong JSON types get a Spanish field message', async () => {
    const body = await expectRejected(() => t.postJson({ ...validContact(), name: 42, acceptPolicy: 'yes' }), 400);
    expect(body.errors).toEqual({ name: 'Valor no válido', acceptPolicy: 'Debes aceptar la política de privacidad' });
  });

  test('a telephony line quantity sent as text is refused', async () => {
    const body = await expectRejected(() => t.postJson({ ...validTelephony(), lineQuantity: '3' }), 400);
    expect(body.errors).toEqual({ lineQuantity: 'Valor no válido' });
  });

  test.each([
    ['broken JSON', '{"name": "Ana",'],
    ['empty body', ''],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"hola"'],
    ['null', 'null'],
  ])('%s', async (_label, raw) => {
    const body = await expectRejected(() => t.postRaw(raw, { 'content-type': 'application/json' }), 400);
    expect(body.message).toBe('No hemos podido leer el formulario. Revisa los datos e inténtalo de nuevo.');
    expect(body.errors).toEqual({});
  });

  test('an unknown formOrigin is named as such', async () => {
    const body = await expectRejected(() => t.postJson({ ...validContact(), formOrigin: 'newsletter' }), 400);
    expect(body.errors).toEqual({ formOrigin: 'Formulario no reconocido.' });
  });

  test('a broken multipart body (no boundary) is a 400, not a 500', async () => {
    const body = await expectRejected(() => t.postRaw('name=Ana', { 'content-type': 'multipart/form-data' }), 400);
    expect(body.message).toMatch(/formulario/);
  });
});
