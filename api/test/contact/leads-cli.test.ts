import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { runLeadsCli } from '../../src/cli/leads';
import { csvCell } from '../../src/leads/export';
import { openStores, type Lead } from '../../src/db';
import { makeLead } from '../../testing/fixtures';
import { makeTempDir } from '../helpers/lead-app';

jest.setTimeout(30_000);
const repoRoot = path.resolve(__dirname, '../../..');

/** A small RFC 4180 reader, enough to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

async function cli(argv: string[], dataDir: string, now?: Date) {
  let out = '';
  let err = '';
  const code = await runLeadsCli(argv, { env: { DATA_DIR: dataDir }, stdout: (t) => (out += t), stderr: (t) => (err += t), now });
  return { code, out, err };
}

const days = (n: number) => n * 24 * 60 * 60 * 1000;
const at = (iso: string) => ({ createdAt: iso, consentAt: iso });

describe('npm run leads -- export / purge', () => {
  let dataDir: string;
  let recent: Lead;
  let withCv: Lead;
  let old: Lead;

  beforeEach(async () => {
    dataDir = makeTempDir();
    fs.mkdirSync(path.join(dataDir, 'cvs'));
    fs.writeFileSync(path.join(dataDir, 'cvs/recent.pdf'), '%PDF-1.4');
    fs.writeFileSync(path.join(dataDir, 'cvs/old.docx'), 'PK');
    recent = makeLead({
      ...at('2026-03-02T10:00:00.000Z'),
      name: '=HYPERLINK("http://evil.example","clic")',
      company: '+34 Telecom, "la buena"',
      message: '@SUM(1+1)\nsegunda línea',
      phone: '-600123456',
    });
    withCv = makeLead({
      ...at('2026-01-15T08:00:00.000Z'),
      origin: 'application',
      service: null,
      position: 'other',
      cvPath: 'cvs/recent.pdf',
      cvOriginalName: 'cv.pdf',
      cvMime: 'application/pdf',
      cvSize: 8,
    });
    old = makeLead({ ...at('2023-01-01T00:00:00.000Z'), email: 'old@example.com', origin: 'application', cvPath: 'cvs/old.docx' });
    const stores = await openStores({ dataDir });
    for (const lead of [recent, withCv, old]) await stores.leads.insertLead(lead, { notify: true });
    await stores.close();
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('csv: every field quoted, formulas neutralised, CV paths absolute', async () => {
    const { code, out, err } = await cli(['export', '--format', 'csv'], dataDir);
    expect(code).toBe(0);
    expect(err).toContain('3 lead(s)');
    expect(out.startsWith('\uFEFF"id","origin","created_at"')).toBe(true);
    const rows = parseCsv(out.slice(1));
    const header = rows[0];
    expect(header).toEqual(expect.arrayContaining(['consent_at', 'policy_version', 'cv_path', 'cv_file']));
    expect(rows).toHaveLength(4);
    const byId = new Map(rows.slice(1).map((r) => [r[0], Object.fromEntries(header.map((h, i) => [h, r[i]]))]));
    expect(byId.get(recent.id)).toMatchObject({
      name: `'=HYPERLINK("http://evil.example","clic")`,
      company: `'+34 Telecom, "la buena"`,
      message: "'@SUM(1+1)\nsegunda línea",
      phone: "'-600123456",
      email: 'ana@example.com',
      cv_file: '',
    });
    expect(byId.get(withCv.id)).toMatchObject({ cv_path: 'cvs/recent.pdf', cv_file: path.join(dataDir, 'cvs/recent.pdf') });
    // Every cell is quoted, even plain ones.
    expect(out).toContain(`"${recent.id}","contact"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
  });

  test('json with --since', async () => {
    const { code, out } = await cli(['export', '--format', 'json', '--since', '2026-02-01'], dataDir);
    expect(code).toBe(0);
    const leads = JSON.parse(out) as Array<Lead & { cvFile: string | null }>;
    expect(leads.map((l) => l.id)).toEqual([recent.id]);
    const all = JSON.parse((await cli(['export', '--format=json'], dataDir)).out) as Array<Lead & { cvFile: string | null }>;
    expect(all.map((l) => l.id)).toEqual([old.id, withCv.id, recent.id]);
    expect(all[1].cvFile).toBe(path.join(dataDir, 'cvs/recent.pdf'));
  });

  test('bad arguments are refused with a usage message', async () => {
    expect((await cli(['export', '--format', 'xml'], dataDir)).code).toBe(2);
    expect((await cli(['export', '--since', '01/02/2026'], dataDir)).code).toBe(2);
    const unknown = await cli(['delete-all'], dataDir);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Uso: npm run leads');
  });

  test('purge deletes leads older than 3 years with their CV files and orphan files, and says so', async () => {
    const now = new Date('2026-03-10T00:00:00.000Z');
    const orphanOld = path.join(dataDir, 'cvs/orphan-old.pdf');
    const orphanNew = path.join(dataDir, 'cvs/orphan-new.pdf');
    fs.writeFileSync(orphanOld, '%PDF');
    fs.writeFileSync(orphanNew, '%PDF');
    const twoDaysAgo = new Date(now.getTime() - days(2));
    fs.utimesSync(orphanOld, twoDaysAgo, twoDaysAgo);
    fs.utimesSync(orphanNew, now, now);

    const dry = await cli(['purge', '--dry-run'], dataDir, now);
    expect(dry.out).toContain('Se borrarían 1 lead(s)');
    expect(fs.existsSync(path.join(dataDir, 'cvs/old.docx'))).toBe(true);

    const { code, out } = await cli(['purge'], dataDir, now);
    expect(code).toBe(0);
    expect(out).toContain('fecha de corte 2023-03-10T00:00:00.000Z');
    expect(out).toContain(`Borrados 1 lead(s):\n  ${old.id}  application  2023-01-01T00:00:00.000Z  CV cvs/old.docx`);
    expect(out).toContain(path.join(dataDir, 'cvs/old.docx'));
    expect(out).toContain(orphanOld);
    expect(fs.existsSync(path.join(dataDir, 'cvs/old.docx'))).toBe(false);
    expect(fs.existsSync(orphanOld)).toBe(false);
    // Recent files and a file possibly being committed right now stay.
    expect(fs.existsSync(path.join(dataDir, 'cvs/recent.pdf'))).toBe(true);
    expect(fs.existsSync(orphanNew)).toBe(true);

    const stores = await openStores({ dataDir });
    expect((await stores.leads.listLeads()).map((l) => l.id)).toEqual([withCv.id, recent.id]);
    expect((await stores.outbox.listOutbox()).map((o) => o.leadId).sort()).toEqual([withCv.id, recent.id].sort());
    await stores.close();

    expect((await cli(['purge'], dataDir, now)).out).toContain('Borrados 0 lead(s)');
  });

  test('runs as a script with tsx (what `npm run leads` calls)', async () => {
    const { stdout } = await promisify(execFile)(path.join(repoRoot, 'node_modules/.bin/tsx'), ['api/src/cli/leads.ts', 'export', '--format', 'json'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    expect((JSON.parse(stdout) as Lead[]).map((l) => l.id)).toEqual([old.id, withCv.id, recent.id]);
  });
});
