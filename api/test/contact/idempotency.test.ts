/**
 * A lead is stored once, whatever the network does (issue 26): a submission sent again with the
 * same idempotency key (after a timeout or a 502, to this instance or another) is answered with
 * the same confirmation and stores nothing new, on SQLite and on PostgreSQL; a unique index
 * decides, so the same submission sent several times at once still stores one lead.
 *
 * Mutations tried (each fails a test here): dropping `ON CONFLICT (idempotency_key) DO NOTHING`
 * from the SQLite store (the repeat is a 503 and the visitor is told it failed); not removing the
 * CV of a repeat (a second CV is left behind, on both databases).
 */
import fs from 'node:fs';
import { Client } from 'pg';
import { openStores } from '../../src/db';
import { cvFiles, validContact } from '../../testing/fixtures';
import { startLeadApp, type LeadApp } from '../helpers/lead-app';
import { startPostgres, type TestPostgres } from '../../testing/postgres';

jest.setTimeout(60_000);

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(() => pg?.stop());

const CONFIRMATION = 'Hemos recibido tu mensaje. Te responderemos en menos de 24 horas.';
let serial = 0;
/** A key as the form kit makes them: 22 base64url characters. */
const newKey = () => `k${String(++serial).padStart(5, '0')}${Math.random().toString(36).slice(2, 18)}`.padEnd(22, 'x');

describe.each(['sqlite', 'postgres'] as const)('on %s', (kind) => {
  let t: LeadApp;
  beforeAll(async () => {
    if (kind === 'postgres') {
      const client = new Client({ connectionString: pg.url });
      await client.connect();
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await client.end();
    }
    t = await startLeadApp(kind === 'postgres' ? { databaseUrl: pg.url } : {});
  });
  afterAll(() => t.close());

  const emails = async (email: string) => {
    const stores = await openStores({ dataDir: t.dataDir, databaseUrl: kind === 'postgres' ? pg.url : undefined });
    try {
      return (await stores.leads.listLeads()).filter((lead) => lead.email === email).length;
    } finally {
      await stores.close();
    }
  };
  const storedCvs = async () => {
    if (kind === 'sqlite') return t.cvFiles().length;
    const client = new Client({ connectionString: pg.url });
    await client.connect();
    try {
      return Number((await client.query<{ n: string }>('SELECT COUNT(*) AS n FROM cv_files')).rows[0].n);
    } finally {
      await client.end();
    }
  };

  test('the same JSON submission twice (the field, then the header): the same 201, one lead', async () => {
    const key = newKey();
    const lead = { ...validContact(), email: `twice-${kind}@example.com`, idempotencyKey: key };
    for (const res of [await t.postJson(lead), await t.postJson(lead)]) {
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ message: CONFIRMATION });
    }
    const { idempotencyKey: _sentAsField, ...withoutField } = lead;
    const byHeader = await t.postJson(withoutField, { 'Idempotency-Key': key });
    expect(byHeader.status).toBe(201);
    expect(await emails(lead.email)).toBe(1);
  });

  test('the same submission eight times at once: every answer a 201, one lead', async () => {
    const lead = { ...validContact(), email: `burst-${kind}@example.com`, idempotencyKey: newKey() };
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.postJson(lead)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await emails(lead.email)).toBe(1);
  });

  test('two submissions (two keys) are two leads; a script-less post sent again is one lead, another script-less post is another', async () => {
    const lead = { ...validContact(), email: `two-${kind}@example.com` };
    await t.postJson({ ...lead, idempotencyKey: newKey() });
    await t.postJson({ ...lead, idempotencyKey: newKey() });
    expect(await emails(lead.email)).toBe(2);

    const native = { ...validContact(), email: `native-${kind}@example.com`, formOrigin: 'contact', acceptPolicy: 'true', page: '/contacto' };
    const form = (key: string) => new URLSearchParams({ ...native, idempotencyKey: key }).toString();
    const postNative = (body: string) =>
      fetch(t.url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,*/*;q=0.8' }, body }).then((r) => r.status);
    // The prerendered form's empty key: its content is its key, so the visitor's resend (after a
    // 503, or the browser's after a 502) is confirmed again and stored once...
    expect([await postNative(form('')), await postNative(form(''))]).toEqual([303, 303]);
    expect(await emails(native.email)).toBe(1);
    // ...while anything else the same visitor sends is a lead of its own.
    const other = new URLSearchParams({ ...native, message: 'Y también quiero una tienda online.', idempotencyKey: '' }).toString();
    expect(await postNative(other)).toBe(303);
    expect(await emails(native.email)).toBe(2);
    const key = newKey();
    expect([await postNative(form(key)), await postNative(form(key))]).toEqual([303, 303]);
    expect(await emails(native.email)).toBe(3);
  });

  test('an application with its CV sent twice: one lead, one CV', async () => {
    const before = await storedCvs();
    const key = newKey();
    const application = () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ formOrigin: 'application', name: 'Luis Pérez', email: `cv-${kind}@example.com`, position: 'other', message: 'Desarrollador con ganas de unirme al equipo.', acceptPolicy: 'true', idempotencyKey: key })) {
        form.append(name, value);
      }
      form.append('cv', new Blob([cvFiles.pdf()], { type: 'application/pdf' }), 'cv.pdf');
      return form;
    };
    expect((await t.postForm(application())).status).toBe(201);
    expect((await t.postForm(application())).status).toBe(201);
    expect(await emails(`cv-${kind}@example.com`)).toBe(1);
    expect(await storedCvs()).toBe(before + 1);
  });

  test('a malformed key, or a field and a header that disagree: a Spanish 400, nothing stored', async () => {
    const lead = { ...validContact(), email: `badkey-${kind}@example.com` };
    for (const res of [
      await t.postJson({ ...lead, idempotencyKey: 'corta' }),
      await t.postJson({ ...lead, idempotencyKey: 'con espacios no valen nada' }),
      await t.postJson({ ...lead, idempotencyKey: newKey() }, { 'Idempotency-Key': newKey() }),
    ]) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('No hemos podido leer el formulario. Recarga la página e inténtalo de nuevo.');
    }
    expect(await emails(lead.email)).toBe(0);
  });
});

test('the CV folder of the embedded mode is not used with PostgreSQL', async () => {
  const t = await startLeadApp({ databaseUrl: pg.url });
  try {
    const form = new FormData();
    for (const [name, value] of Object.entries({ formOrigin: 'application', name: 'Eva Ruiz', email: 'eva@example.com', position: 'other', message: 'Candidatura espontánea para el equipo web.', acceptPolicy: 'true' })) {
      form.append(name, value);
    }
    form.append('cv', new Blob([new Uint8Array(cvFiles.docx())]), 'cv.docx');
    expect((await t.postForm(form)).status).toBe(201);
    expect(fs.existsSync(`${t.dataDir}/cvs`) ? fs.readdirSync(`${t.dataDir}/cvs`).filter((f) => !f.startsWith('.probe')) : []).toEqual([]);
  } finally {
    await t.close();
  }
});
