import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BotEngine } from '../engine';
import { pageLink } from '../passages/links';
import { runFirstLook } from './first-look';
import { attemptsTable, batchHash, loadAttempts } from './first-look-attempts';
import { FIRST_LOOK_FILE, NAVEGABOT_DOC } from './first-look-record';
import type { EvalQuestion } from './run-eval';

// Issue 37, item 5: a first look that cannot be re-rolled. Every scoring is on record before its
// score is printed; a batch (by its hash) or any of its questions is scored once, whatever its
// name, and even after the record and the log are put back as they were.
describe('first-look attempts', () => {
  let dir: string;
  let files: { recordFile: string; devFile: string; docFile: string; batchFile: string; attemptsFile: string };
  let out = '';
  let err = '';
  const io = { out: (t: string) => void (out += t), err: (t: string) => void (err += t) };
  const batch: EvalQuestion[] = [
    { question: '¿montáis la red de sensores de un invernadero de tomates?', expectPath: '/servicios' },
    { question: '¿tenéis algún caso de una almazara o de una cooperativa de aceite?', expectPath: '/proyectos' },
  ];
  const engine = () =>
    new BotEngine({
      passages: [{ id: 'p', topic: 'p', title: 'Proyectos de cooperativas', text: 'Casos de cooperativas de aceite.', links: [pageLink('/proyectos')] }],
    });
  const run = (name: string, extra: object = {}) =>
    runFirstLook({ ...files, name, by: 'a tester', minQuestions: 2, commit: () => 'abc1234', engine, inHistory: () => false, now: new Date('2026-11-29T16:00:00Z'), ...extra }, io);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-look-attempts-'));
    files = {
      recordFile: path.join(dir, 'first-look.json'),
      devFile: path.join(dir, 'dev-questions.json'),
      docFile: path.join(dir, 'navegabot.md'),
      batchFile: path.join(dir, 'batch.json'),
      attemptsFile: path.join(dir, 'first-look-attempts.json'),
    };
    fs.copyFileSync(FIRST_LOOK_FILE, files.recordFile);
    // A few dev questions: the tool prints dev's new figure after each scoring, which is not what is tested here.
    const dev = JSON.parse(fs.readFileSync(path.join(__dirname, 'dev-questions.json'), 'utf8')) as EvalQuestion[];
    fs.writeFileSync(files.devFile, JSON.stringify(dev.slice(0, 20)));
    fs.copyFileSync(NAVEGABOT_DOC, files.docFile);
    fs.writeFileSync(files.batchFile, JSON.stringify(batch));
    out = '';
    err = '';
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('logs the attempt, then refuses the same batch under another name even after the record and dev are put back', async () => {
    const record = fs.readFileSync(files.recordFile, 'utf8');
    const dev = fs.readFileSync(files.devFile, 'utf8');
    expect(await run('batch x')).toBe(0);
    const log = loadAttempts(files.attemptsFile);
    expect(log.attempts).toHaveLength(1);
    expect(log.attempts[0]).toMatchObject({ at: '2026-11-29T16:00:00.000Z', commit: 'abc1234', batch: 'batch x', hash: batchHash(batch), n: 2 });
    // Not kept: the record and dev are put back, and the batch tried again under a new name, re-spaced.
    fs.writeFileSync(files.recordFile, record);
    fs.writeFileSync(files.devFile, dev);
    fs.writeFileSync(files.batchFile, JSON.stringify(batch, null, 4));
    expect(await run('batch y')).toBe(2);
    expect(err).toContain(`this batch (hash ${batchHash(batch)}) was already scored on 2026-11-29 as "batch x"`);
    // One question changed is a new hash, but its other question was scored: refused too.
    fs.writeFileSync(files.batchFile, JSON.stringify([batch[0], { question: '¿hacéis la web de una bodega de vino de Monóvar?', expectPath: '/web-development' }]));
    err = '';
    expect(await run('batch z')).toBe(2);
    expect(err).toContain('"¿montáis la red de sensores de un invernadero de tomates?" was already scored in "batch x"');
    expect(loadAttempts(files.attemptsFile).attempts).toHaveLength(1);
  });

  it('refuses a hash found in a committed version of the log, though the log in the tree has lost it', async () => {
    expect(await run('batch w', { inHistory: (hash: string) => hash === batchHash(batch) })).toBe(2);
    expect(err).toContain('was scored before in a committed version of the attempt log');
  });

  it('lists every attempt, kept or not', async () => {
    expect(await run('batch x')).toBe(0);
    fs.writeFileSync(files.batchFile, JSON.stringify([{ question: '¿programáis el riego automático de un campo de golf?', expectPath: '/servicios' }, { question: '¿os ocupáis de la web de una quesería artesana?', expectPath: '/web-development' }]));
    expect(await run('batch v')).toBe(0);
    const table = attemptsTable(loadAttempts(files.attemptsFile), (a) => a.batch === 'batch v');
    const rows = table.split('\n').slice(2);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^\| 2026-11-29 16:00 \| batch v \| a tester \| [0-9a-f]{16} \| \d\/2 \(\d+\.\d %\) \| abc1234 \| yes \|$/);
    expect(rows[1]).toMatch(/\| batch x \| .* \| no \|$/);
  });
});
