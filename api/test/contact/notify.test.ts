import { loadConfig } from '../../src/config';
import type { OutboxConfig } from '../../src/leads/config';
import { retryDelay } from '../../src/leads/outbox-worker';
import { startLeadApp } from '../helpers/lead-app';
import { freePort } from '../../testing/free-port';
import { applicationForm, cvFiles, validApplicationFields, validContact, validTelephony } from '../../testing/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';
import { waitFor } from '../helpers/wait-for';

jest.setTimeout(30_000);

const smtpEnv = (port: number) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_USER: 'web',
  SMTP_PASS: 'secret',
  SMTP_FROM: 'web@navega.example',
  LEADS_NOTIFY_TO: 'comercial@navega.example, rrhh@navega.example',
  SMTP_IGNORE_TLS: 'true',
});
// Seconds instead of minutes so an outage fits in a test.
const fastOutbox: Partial<OutboxConfig> = { pollMs: 50, baseDelayMs: 150, maxDelayMs: 300 };

/** The SMTP settings exactly as the server reads them from the environment. */
const smtpFor = (port: number) => loadConfig(smtpEnv(port)).leads.smtp;

const textPart = (mail: { parts: { headers: Record<string, string>; body: Buffer }[] }) =>
  mail.parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))!.body.toString('utf8');

describe('notification config', () => {
  test('SMTP_* and LEADS_NOTIFY_TO switch notifications on; without them there are none', () => {
    expect(loadConfig({}).leads).toMatchObject({ smtp: undefined, jsonBodyLimit: 64 * 1024 });
    expect(smtpFor(2525)).toEqual({
      host: '127.0.0.1',
      port: 2525,
      user: 'web',
      pass: 'secret',
      from: 'web@navega.example',
      to: ['comercial@navega.example', 'rrhh@navega.example'],
      secure: false,
      ignoreTLS: true,
      requireTLS: false,
    });
    expect(loadConfig({ SMTP_HOST: 'smtp.example', SMTP_PORT: '465', LEADS_NOTIFY_TO: 'a@b.es' }).leads.smtp).toMatchObject({ secure: true, from: 'a@b.es' });
  });

  test('retries wait 1 minute, doubling up to 1 hour', () => {
    const { outbox } = loadConfig({}).leads;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, outbox) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(outbox.maxAttempts).toBeGreaterThan(6);
  });

  test('without SMTP no outbox rows are written', async () => {
    const t = await startLeadApp();
    try {
      expect((await t.postJson(validContact())).status).toBe(201);
      expect(t.outboxRows()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('lead notifications through the outbox', () => {
  test('each lead is e-mailed as plain text; the visitor text stays text', async () => {
    const sink = await startSmtpSink();
    const t = await startLeadApp({ leads: { smtp: smtpFor(sink.port), outbox: fastOutbox } });
    try {
      const res = await t.postJson({ ...validContact(), name: 'Ana <b>García</b>', message: '<script>alert("hola")</script> =SUMA(A1)' });
      expect(res.status).toBe(201);
      const mail = await waitFor(() => sink.mails[0], 10_000, 'the notification');
      const [lead] = t.rows();

      expect(mail.to).toEqual(['comercial@navega.example', 'rrhh@navega.example']);
      expect(mail.from).toBe('web@navega.example');
      expect(mail.headers['reply-to']).toBe('ana@example.com');
      // The subject carries no visitor text, only the form and a reference.
      expect(mail.headers.subject).toBe(`[Web] Nuevo mensaje de contacto (ref. ${String(lead.id).slice(0, 8)})`);
      expect(mail.raw).not.toMatch(/text\/html/i);
      const text = textPart(mail);
      expect(text).toContain('Nombre: Ana <b>García</b>');
      expect(text).toContain('<script>alert("hola")</script> =SUMA(A1)');
      expect(text).toContain(`Referencia: ${lead.id}`);
      expect(text).toContain('Servicio: Desarrollo Web');
      expect(text).toMatch(/política de privacidad versión 2026-01, aceptada el/);

      await waitFor(() => t.outboxRows()[0]?.status === 'sent', 5_000, 'the outbox row to be marked sent');
      expect(t.outboxRows()[0]).toMatchObject({ lead_id: lead.id, attempts: 1, last_error: null });

      // Telephony gets its own subject.
      await t.postJson(validTelephony());
      const second = await waitFor(() => sink.mails[1], 10_000, 'the second notification');
      expect(second.headers.subject).toMatch(/^\[Web\] Nueva solicitud de telefonía/);
      expect(textPart(second)).toContain('Número de líneas: 3');
    } finally {
      await t.close();
      await sink.close();
    }
  });

  test('an application is mailed with its CV attached, byte for byte', async () => {
    const sink = await startSmtpSink();
    const t = await startLeadApp({ leads: { smtp: smtpFor(sink.port), outbox: fastOutbox } });
    try {
      const content = cvFiles.docx();
      const res = await t.postForm(applicationForm(validApplicationFields(), { name: 'CV Lucía.docx', content }));
      expect(res.status).toBe(201);
      const mail = await waitFor(() => sink.mails[0], 10_000, 'the notification');
      expect(mail.headers.subject).toMatch(/^\[Web\] Nueva candidatura/);
      expect(textPart(mail)).toContain('Puesto: Candidatura espontánea');
      const attachment = mail.parts.find((p) => /attachment/i.test(p.headers['content-disposition'] ?? ''))!;
      expect(attachment.headers['content-type']).toMatch(/^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document/);
      expect(attachment.body.equals(content)).toBe(true);
    } finally {
      await t.close();
      await sink.close();
    }
  });

  test('an SMTP outage neither loses nor blocks a lead: it is mailed once the server is back', async () => {
    const port = await freePort(); // nothing listens there yet
    const t = await startLeadApp({ leads: { smtp: smtpFor(port), outbox: fastOutbox } });
    let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
    try {
      const started = Date.now();
      const res = await t.postJson(validContact());
      expect(res.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(t.rows()).toHaveLength(1);

      // The worker keeps trying, backing off, and the row stays pending.
      const row = await waitFor(
        () => t.outboxRows().find((r) => Number(r.attempts) >= 2),
        10_000,
        'two failed attempts',
      );
      expect(row).toMatchObject({ status: 'pending' });
      expect(String(row.last_error)).toMatch(/ECONNREFUSED/);

      sink = await startSmtpSink(port);
      const mail = await waitFor(() => sink!.mails[0], 10_000, 'the mail after the outage');
      expect(textPart(mail)).toContain('Nombre: Ana García');
      await waitFor(() => t.outboxRows()[0]?.status === 'sent', 5_000, 'the row to be marked sent');
      expect(sink.mails).toHaveLength(1);
    } finally {
      await t.close();
      await sink?.close();
    }
  });

  test('after the last attempt the row is marked failed and the lead is still stored', async () => {
    const port = await freePort();
    const t = await startLeadApp({ leads: { smtp: smtpFor(port), outbox: { ...fastOutbox, maxAttempts: 3 } } });
    try {
      expect((await t.postJson(validContact())).status).toBe(201);
      const row = await waitFor(() => (t.outboxRows()[0]?.status === 'failed' ? t.outboxRows()[0] : undefined), 10_000, 'failed');
      expect(row).toMatchObject({ attempts: 3 });
      expect(t.rows()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
