/**
 * Where CVs are kept (issue 26, issue 27 §3): in the embedded mode a CV is a file whose bytes and
 * folder entry are fsync'd before the lead's row is committed; with DATABASE_URL it is a row of
 * PostgreSQL, so an instance other than the one that received it (or `npm run leads` run with
 * another DATA_DIR) exports it, downloads it and purges it.
 *
 * Mutations tried (each fails a test here): removing `await handle.sync()` from saveCv; removing
 * `await fsyncDir(dir)`; the CLI's export reading CVs from DATA_DIR only (the copy is missing);
 * the purge deleting rows without `store.cvs.remove` (the CV stays in cv_files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { runLeadsCli } from '../../src/cli/leads';
import { saveCv } from '../../src/leads/cv';
import { cvFiles } from '../../testing/fixtures';
import { makeTempDir, startLeadApp } from '../helpers/lead-app';
import { startPostgres, type TestPostgres } from '../../testing/postgres';

jest.setTimeout(60_000);

describe('embedded mode: CV files', () => {
  afterEach(() => jest.restoreAllMocks());

  test('the file and its folder are fsynced before saveCv resolves', async () => {
    const dataDir = makeTempDir('cv-fsync-');
    const synced: string[] = [];
    const open = fs.promises.open.bind(fs.promises);
    jest.spyOn(fs.promises, 'open').mockImplementation(async (...args: Parameters<typeof fs.promises.open>) => {
      const handle = await open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        await sync();
        synced.push(path.resolve(String(args[0])));
      };
      return handle;
    });
    try {
      const stored = await saveCv(dataDir, 'pdf', 'cv.pdf', cvFiles.pdf());
      const file = path.join(dataDir, stored.path);
      expect(fs.readFileSync(file)).toEqual(cvFiles.pdf());
      expect(synced).toEqual([file, path.join(dataDir, 'cvs')]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('with DATABASE_URL: CVs in PostgreSQL, reachable from any instance', () => {
  let pg: TestPostgres;
  beforeAll(async () => {
    pg = await startPostgres();
  });
  afterAll(() => pg?.stop());

  const cli = async (argv: string[], dataDir: string, now?: Date) => {
    let out = '';
    let err = '';
    const code = await runLeadsCli(argv, { env: { DATA_DIR: dataDir, DATABASE_URL: pg.url }, stdout: (t) => (out += t), stderr: (t) => (err += t), now });
    return { code, out, err };
  };

  test('posted through one instance, exported and downloaded with another DATA_DIR, purged everywhere', async () => {
    const a = await startLeadApp({ databaseUrl: pg.url });
    const elsewhere = makeTempDir('cv-elsewhere-');
    try {
      const form = new FormData();
      for (const [name, value] of Object.entries({ formOrigin: 'application', name: 'Marta Gil', email: 'marta@example.com', position: 'other', message: 'Me gustaría formar parte del equipo.', acceptPolicy: 'true' })) {
        form.append(name, value);
      }
      form.append('cv', new Blob([cvFiles.pdf()]), 'mi cv.pdf');
      expect((await a.postForm(form)).status).toBe(201);

      // Without --cv-dir the export says where the CVs are instead of naming a path that is not here.
      const plain = await cli(['export', '--format', 'json'], elsewhere);
      const [lead] = JSON.parse(plain.out) as Array<{ id: string; cvPath: string; cvFile: string | null }>;
      expect(lead.cvFile).toBeNull();
      expect(plain.err).toContain('1 CV(s) guardado(s) en PostgreSQL: añade --cv-dir CARPETA para descargarlos.');

      const copies = path.join(elsewhere, 'copias');
      const exported = await cli(['export', '--format', 'json', '--cv-dir', copies], elsewhere);
      const [withFile] = JSON.parse(exported.out) as Array<{ cvFile: string }>;
      expect(withFile.cvFile).toBe(path.join(copies, path.basename(lead.cvPath)));
      expect(fs.readFileSync(withFile.cvFile)).toEqual(cvFiles.pdf());

      const download = path.join(elsewhere, 'cv.pdf');
      expect((await cli(['cv', lead.id, '--out', download], elsewhere)).code).toBe(0);
      expect(fs.readFileSync(download)).toEqual(cvFiles.pdf());

      // Three years and a day later, the purge from anywhere removes the row and the CV.
      const later = new Date(Date.now() + (3 * 365 + 2) * 24 * 3600 * 1000);
      const purge = await cli(['purge'], elsewhere, later);
      expect(purge.out).toContain('Borrados 1 lead(s)');
      expect(purge.out).toContain(`Borrados 1 CV(s):\n  ${lead.cvPath}`);
      const client = new Client({ connectionString: pg.url });
      await client.connect();
      try {
        expect(Number((await client.query('SELECT COUNT(*) AS n FROM cv_files')).rows[0].n)).toBe(0);
      } finally {
        await client.end();
      }
      expect((await cli(['cv', lead.id, '--out', download], elsewhere)).code).toBe(1);
    } finally {
      await a.close();
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
