import fs from 'node:fs';
import path from 'node:path';
import { startLeadApp, type LeadApp } from '../helpers/lead-app';
import { applicationForm, cvFiles, validApplicationFields } from '../../testing/fixtures';

let t: LeadApp;
beforeAll(async () => {
  t = await startLeadApp();
});
afterAll(async () => {
  await t.close();
});

const fieldsFor = (email: string) => ({ ...validApplicationFields(), email });

async function expectRejected(form: FormData, status: number) {
  const before = { rows: t.rows().length, cvs: t.cvFiles() };
  const res = await t.postForm(form);
  expect(res.status).toBe(status);
  const body = (await res.json()) as { message: string; errors?: Record<string, string> };
  expect(t.rows().length).toBe(before.rows);
  expect(t.cvFiles()).toEqual(before.cvs);
  return body;
}

describe('a CV is checked by its content and kept outside the site', () => {
  test.each([
    ['pdf', 'Curriculum Lucía.pdf', cvFiles.pdf(), 'application/pdf'],
    ['doc', 'cv.DOC', cvFiles.doc(), 'application/msword'],
    ['docx', 'cv-2026.docx', cvFiles.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('%s is accepted, written to <dataDir>/cvs and linked from the row', async (ext, name, content, mime) => {
    const email = `cv-${ext}@example.com`;
    // The browser's declared type is ignored: the bytes decide.
    const res = await t.postForm(applicationForm(fieldsFor(email), { name, content, type: 'application/octet-stream' }));
    expect(res.status).toBe(201);
    const row = t.rows().find((r) => r.email === email)!;
    expect(row).toMatchObject({ origin: 'application', cv_original_name: name, cv_mime: mime, cv_size: content.length });
    expect(row.cv_path).toMatch(new RegExp(`^cvs/[0-9a-f-]{36}\\.${ext}$`));
    expect(fs.readFileSync(path.join(t.dataDir, String(row.cv_path)))).toEqual(content);

    // Never served over HTTP, whatever the path.
    const origin = new URL(t.url).origin;
    for (const p of [`/${row.cv_path}`, `/data/${row.cv_path}`, `/api/${row.cv_path}`]) {
      const got = await fetch(origin + p);
      expect(got.status).toBe(404);
      expect(Buffer.from(await got.arrayBuffer()).equals(content)).toBe(false);
    }
  });

  test.each([
    ['a .pdf that is HTML', 'cv.pdf', cvFiles.html(), 'El contenido del archivo no es un PDF, DOC o DOCX válido o no coincide con su extensión'],
    ['a .pdf that is a Word file', 'cv.pdf', cvFiles.docx(), 'El contenido del archivo no es un PDF, DOC o DOCX válido o no coincide con su extensión'],
    ['a .docx that is a spreadsheet', 'cv.docx', cvFiles.xlsx(), 'El contenido del archivo no es un PDF, DOC o DOCX válido o no coincide con su extensión'],
    ['a .doc that is an Excel 97 file', 'cv.doc', cvFiles.xls(), 'El contenido del archivo no es un PDF, DOC o DOCX válido o no coincide con su extensión'],
    ['a .doc that is a PDF', 'cv.doc', cvFiles.pdf(), 'El contenido del archivo no es un PDF, DOC o DOCX válido o no coincide con su extensión'],
    ['a PDF named .exe', 'cv.exe', cvFiles.pdf(), 'Formato no válido: sube un archivo PDF, DOC o DOCX'],
    ['a file without extension', 'curriculum', cvFiles.pdf(), 'Formato no válido: sube un archivo PDF, DOC o DOCX'],
    ['an empty .pdf', 'cv.pdf', Buffer.alloc(0), 'El archivo está vacío'],
  ])('%s is refused under errors.cv', async (_label, name, content, message) => {
    const body = await expectRejected(applicationForm(fieldsFor('bad-cv@example.com'), { name, content, type: 'application/pdf' }), 400);
    expect(body.message).toBe('Revisa los campos marcados.');
    expect(body.errors).toEqual({ cv: message });
  });

  test('field errors and a CV error are reported together', async () => {
    const body = await expectRejected(
      applicationForm({ ...fieldsFor('x@example.com'), name: 'L' }, { name: 'cv.pdf', content: cvFiles.html() }),
      400,
    );
    expect(Object.keys(body.errors!).sort()).toEqual(['cv', 'name']);
  });

  test('a 6 MB CV is a 413 with a Spanish message, and no file is left behind', async () => {
    const big = Buffer.concat([cvFiles.pdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const body = await expectRejected(applicationForm(fieldsFor('big@example.com'), { name: 'cv.pdf', content: big }), 413);
    expect(body).toEqual({ message: 'El archivo supera el tamaño máximo de 5 MB', errors: { cv: 'El archivo supera el tamaño máximo de 5 MB' } });
  });

  test('a CV of exactly 5 MB is accepted', async () => {
    const pdf = cvFiles.pdf();
    const content = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length, 0x20)]);
    const res = await t.postForm(applicationForm(fieldsFor('five-mb@example.com'), { name: 'cv.pdf', content }));
    expect(res.status).toBe(201);
    expect(t.rows().find((r) => r.email === 'five-mb@example.com')).toMatchObject({ cv_size: 5 * 1024 * 1024 });
  });

  test('a second file is refused', async () => {
    const form = applicationForm(fieldsFor('two@example.com'), { name: 'a.pdf', content: cvFiles.pdf() });
    form.append('cv', new Blob([new Uint8Array(cvFiles.pdf())]), 'b.pdf');
    const body = await expectRejected(form, 413);
    expect(body.message).toBe('Solo se puede adjuntar un archivo.');
  });

  test('a text field over 10 KB is a 413', async () => {
    const body = await expectRejected(applicationForm({ ...fieldsFor('long@example.com'), message: 'a'.repeat(11 * 1024) }), 413);
    expect(body.message).toBe('El texto es demasiado largo.');
  });

  test('a file under another field name is dropped like any unknown field', async () => {
    const form = applicationForm(fieldsFor('other-file@example.com'));
    form.append('photo', new Blob([new Uint8Array(cvFiles.pdf())]), 'me.pdf');
    const before = t.cvFiles().length;
    const res = await t.postForm(form);
    expect(res.status).toBe(201);
    expect(t.rows().find((r) => r.email === 'other-file@example.com')).toMatchObject({ cv_path: null });
    expect(t.cvFiles().length).toBe(before);
  });

  test('a path or control characters in the file name are not kept', async () => {
    const res = await t.postForm(
      applicationForm(fieldsFor('path@example.com'), { name: '..\\..\\evil\u0007name.pdf', content: cvFiles.pdf() }),
    );
    expect(res.status).toBe(201);
    const row = t.rows().find((r) => r.email === 'path@example.com')!;
    expect(row.cv_original_name).toBe('evilname.pdf');
    expect(row.cv_path).toMatch(/^cvs\/[0-9a-f-]{36}\.pdf$/);
  });
});
