/**
 * The bot's knowledge is not its exam (issue 35): the server reads nothing from
 * api/src/bot/eval/. A copy of the API whose eval/ holds only the two sets rewritten (each
 * question given the next one's expected answer) and no code answers every question of the real
 * sets, through the real route, exactly as this tree does; and this tree's server loads no module
 * from eval/.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUN_TS } from '../../../tools/run-ts';
import { loadQuestions, type EvalQuestion } from '../../src/bot/eval/run-eval';

const root = path.resolve(__dirname, '../../..');

// Builds the app as the server does (its engine over the site's passages and known questions, on
// a fixed day so both runs label alike), asks every question, and lists the eval/ modules loaded.
const ASK_ALL = `
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const [tree, questionsFile, out] = process.argv.slice(2);
const { buildApp } = require(path.join(tree, 'api/src/app'));
const { BotEngine } = require(path.join(tree, 'api/src/bot/engine'));
(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-apart-'));
  const botEngine = new BotEngine({ now: () => new Date('2026-11-29T10:00:00Z') });
  const app = await buildApp({ env: {}, dataDir, siteDir: path.join(dataDir, 'site'), logLevel: 'silent', askBotRateLimitPerMinute: 1e9, botEngine });
  const answers = [];
  for (const [i, q] of JSON.parse(fs.readFileSync(questionsFile, 'utf8')).entries()) {
    const sessionName = q.session ? 'chat_' + q.session.replace(/[^A-Za-z0-9_-]/g, '_') : 'q_' + i;
    const res = await app.inject({ method: 'POST', url: '/api/ask-bot', payload: { question: q.question, sessionName } });
    answers.push(res.statusCode + ' ' + res.body);
  }
  const evalModules = Object.keys(require.cache).filter((f) => f.split(path.sep).join('/').includes('/bot/eval/'));
  fs.writeFileSync(out, JSON.stringify({ answers, evalModules }));
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
})();
`;

type Run = { answers: string[]; evalModules: string[] };

function askAll(tree: string, questionsFile: string, out: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...RUN_TS, path.join(path.dirname(out), 'ask-all.cjs'), tree, questionsFile, out], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(fs.readFileSync(out, 'utf8')) as Run) : reject(new Error(`ask-all in ${tree} exited ${code}:\n${stderr}`))));
  });
}

/** The API alone, with the repository's packages (each linked, so its labels' cache is its own). */
function copyOfApi(to: string): void {
  fs.cpSync(path.join(root, 'api'), path.join(to, 'api'), { recursive: true, filter: (src) => !src.startsWith(path.join(root, 'api', 'test')) });
  fs.copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(to, 'tsconfig.base.json'));
  fs.mkdirSync(path.join(to, 'node_modules'));
  for (const name of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (name !== '.cache') fs.symlinkSync(path.join(root, 'node_modules', name), path.join(to, 'node_modules', name));
  }
}

/** Each question with the next one's expected answer (the last with the first's). */
function rotated(set: EvalQuestion[]): EvalQuestion[] {
  return set.map((q, i) => {
    const { expectPath, expectText } = set[(i + 1) % set.length];
    return { question: q.question, ...(q.session ? { session: q.session } : {}), ...(expectPath ? { expectPath } : {}), ...(expectText ? { expectText } : {}) };
  });
}

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-apart-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('editing the evaluation sets changes no answer: the server never reads api/src/bot/eval/', async () => {
  const tuning = loadQuestions('tuning');
  const dev = loadQuestions('dev');
  const copy = path.join(tmp, 'copy');
  copyOfApi(copy);
  const evalDir = path.join(copy, 'api/src/bot/eval');
  fs.rmSync(evalDir, { recursive: true });
  fs.mkdirSync(evalDir);
  fs.writeFileSync(path.join(evalDir, 'questions.json'), JSON.stringify(rotated(tuning), null, 1));
  fs.writeFileSync(path.join(evalDir, 'dev-questions.json'), JSON.stringify(rotated(dev), null, 1));

  fs.writeFileSync(path.join(tmp, 'ask-all.cjs'), ASK_ALL);
  const questionsFile = path.join(tmp, 'questions.json');
  fs.writeFileSync(questionsFile, JSON.stringify([...tuning, ...dev]));
  const [here, there] = await Promise.all([askAll(root, questionsFile, path.join(tmp, 'here.json')), askAll(copy, questionsFile, path.join(tmp, 'there.json'))]);

  expect(here.evalModules).toEqual([]);
  expect(here.answers).toHaveLength(tuning.length + dev.length);
  expect(here.answers.every((a) => a.startsWith('200 '))).toBe(true);
  // Compared one by one, so a failure names the questions whose answer moved.
  const moved = here.answers.flatMap((a, i) => (a === there.answers[i] ? [] : [`${[...tuning, ...dev][i].question}: ${a.slice(0, 80)} → ${there.answers[i]?.slice(0, 80)}`]));
  expect(moved).toEqual([]);
}, 180_000);
