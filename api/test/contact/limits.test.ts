import { startLeadApp, type LeadApp } from '../helpers/lead-app';
import { applicationForm, cvFiles, validApplicationFields, validContact, validTelephony } from '../../testing/fixtures';

describe('limits, content types and the honeypot', () => {
  let t: LeadApp;
  beforeAll(async () => {
    t = await startLeadApp();
  });
  afterAll(async () => {
    await t.close();
  });

  test('a JSON body over 64 KB is a 413 in Spanish', async () => {
    const res = await t.postJson({ ...validContact(), message: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'El envío es demasiado grande.' });
    expect(t.rows()).toHaveLength(0);
  });

  test.each([
    ['text/plain', 'Hola, quiero información'],
    ['application/xml', '<lead><name>Ana</name></lead>'],
    ['multipart/mixed; boundary=x', '--x\r\n\r\nAna\r\n--x--'],
  ])('%s is a 415 in Spanish', async (type, body) => {
    const res = await t.postRaw(body, { 'content-type': type });
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      message: 'Formato de envío no admitido. Envía el formulario como JSON, multipart/form-data o application/x-www-form-urlencoded.',
    });
    expect(t.rows()).toHaveLength(0);
  });

  test.each([
    ['contact', () => t.postJson({ ...validContact(), website: 'http://spam.example' }), 'Hemos recibido tu mensaje. Te responderemos en menos de 24 horas.'],
    ['telephony', () => t.postJson({ ...validTelephony(), website: 'x' }), 'Hemos recibido tu solicitud. Te responderemos en menos de 48 horas.'],
    [
      'application with a CV',
      () => t.postForm(applicationForm({ ...validApplicationFields(), website: 'spam' }, { name: 'cv.pdf', content: cvFiles.pdf() })),
      undefined,
    ],
    // A bot that fills the trap and fails validation still learns nothing.
    ['invalid contact', () => t.postJson({ name: 'x', website: 'spam' }), 'Hemos recibido tu mensaje. Te responderemos en menos de 24 horas.'],
  ])('honeypot (%s): the normal 201, nothing stored', async (_label, send, message) => {
    const res = await send();
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string };
    if (message) expect(body.message).toBe(message);
    else expect(body.message).toMatch(/^Hemos recibido tu candidatura/);
    expect(t.rows()).toHaveLength(0);
    expect(t.cvFiles()).toHaveLength(0);
  });
});

describe('per-IP rate limit', () => {
  let t: LeadApp;
  beforeAll(async () => {
    t = await startLeadApp({ rateLimitPerMinute: 3 });
  });
  afterAll(async () => {
    await t.close();
  });

  test('after the limit: 429 with Retry-After and a Spanish message; nothing stored', async () => {
    expect((await t.postJson({ ...validContact(), email: 'r1@example.com' })).status).toBe(201);
    expect((await t.postJson({})).status).toBe(400); // refused requests count too
    expect((await t.postJson({ ...validContact(), email: 'r3@example.com' })).status).toBe(201);
    const res = await t.postJson({ ...validContact(), email: 'r4@example.com' });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await res.json()).toEqual({ message: 'Has enviado demasiadas solicitudes. Espera un momento e inténtalo de nuevo.' });
    // A multipart upload is refused before its body is read.
    const form = await t.postForm(applicationForm(validApplicationFields(), { name: 'cv.pdf', content: cvFiles.pdf() }));
    expect(form.status).toBe(429);
    expect(t.rows().map((r) => r.email)).toEqual(['r1@example.com', 'r3@example.com']);
    expect(t.cvFiles()).toHaveLength(0);
  });
});
