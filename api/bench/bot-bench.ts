/**
 * NavegaBot benchmark: asks every question of the evaluation sets (api/src/bot/eval/: the tuning
 * set questions.json, which thresholds and keywords were tuned on, and the dev set
 * dev-questions.json) through the real server (POST /api/ask-bot on a listening app), scores top-1 accuracy of each set and
 * reports the server time per question (the route's Server-Timing `bot` entry: analysis,
 * search and composition) and the loopback round trip. Each question is timed in BENCH_REPEAT
 * passes (default 5) after a warm-up and its median is kept, so a pause of a busy machine does
 * not pass for the bot's time. Retrieval only: the LLM variables are
 * cleared for the run. Prints a summary and writes bench-results/bot.json.
 *
 *   npx tsx api/bench/bot-bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { repoRoot } from '../src/config';
import { INDEXED_RECORDS } from '../src/bot/passages';
import type { BotReply } from '../src/bot/engine';
import { latestFirstLook, loadFirstLook } from '../src/bot/eval/first-look-record';
import { EVAL_SETS, describeScores, loadQuestions, runEval, seenSetEngine, type EvalReport, type EvalSet } from '../src/bot/eval/run-eval';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bot-bench-'));
  const buildStart = performance.now();
  // Every seen question is also a precedent: screened as a new batch is, so the figures are not its own answers read back.
  const engine = seenSetEngine();
  const indexMs = performance.now() - buildStart;
  // Retrieval only (no LLM_* from the machine) and no rate limit: the engine is what is measured.
  const app = await buildApp({ env: {}, dataDir, logLevel: 'silent', askBotRateLimitPerMinute: 1_000_000, botEngine: engine });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/ask-bot`;
  const sets = EVAL_SETS.map((set) => ({ set, questions: loadQuestions(set) }));
  const questions = sets.flatMap((s) => s.questions);

  const repeat = Math.max(1, Number(process.env.BENCH_REPEAT ?? 5));
  let run = 0;
  let serverMs: number[] = [];
  let roundTripMs: number[] = [];
  const viaHttp = async (question: string, session: string): Promise<BotReply> => {
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ question, sessionName: `${session}_${run}` }),
    });
    const body = (await res.json()) as { answer: string; links: BotReply['links'] };
    roundTripMs.push(performance.now() - started);
    const timing = /bot;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (timing) serverMs.push(Number(timing[1]));
    if (res.status !== 200) throw new Error(`${res.status} for "${question}": ${JSON.stringify(body)}`);
    return { answer: body.answer, links: body.links, passages: [], score: 0, fallback: false, followUp: false };
  };

  // Both sets, each in its own chats, in one pass.
  const askAll = async () => {
    const reports: Partial<Record<EvalSet, EvalReport>> = {};
    for (const { set, questions: q } of sets) reports[set] = await runEval(engine, q, viaHttp, set);
    return reports as Record<EvalSet, EvalReport>;
  };
  // One warm-up pass (JIT, caches), then the measured passes.
  await askAll();
  const serverRuns: number[][] = [];
  const roundTripRuns: number[][] = [];
  let reports!: Record<EvalSet, EvalReport>;
  for (let i = 0; i < repeat; i++) {
    run = i + 1;
    serverMs = [];
    roundTripMs = [];
    const pass = await askAll();
    if (i === 0) reports = pass;
    serverRuns.push(serverMs);
    roundTripRuns.push(roundTripMs);
  }
  const perQuestion = (runs: number[][]) => questions.map((_, q) => percentile(runs.map((r) => r[q]), 50));
  serverMs = perQuestion(serverRuns);
  roundTripMs = perQuestion(roundTripRuns);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const misses = EVAL_SETS.flatMap((set) =>
    reports[set].outcomes
      .filter((o) => !o.ok)
      .map((o) => ({ set, question: o.q.question, expectPath: o.q.expectPath, expectText: o.expectText, gotPath: o.reply.links[0]?.path, gotAnswer: o.reply.answer })),
  );
  const scores = Object.fromEntries(
    EVAL_SETS.map((set) => [set, { questions: reports[set].total, correct: reports[set].correct, accuracy: round(reports[set].accuracy) }]),
  );
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    note: 'Top-1: the first link is expectPath and the answer contains expectText. Server time is the route\'s Server-Timing "bot" entry; round trip is loopback fetch; both are each question\'s median over the passes. Retrieval only (no LLM).',
    passes: repeat,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    // Both sets have been seen: what a new visitor gets is the latest first-look score.
    scores,
    firstLook: latestFirstLook(loadFirstLook()),
    passages: engine.passages.length,
    indexBuildMs: round(indexMs),
    serverTimeMs: { p50: round(percentile(serverMs, 50)), p95: round(percentile(serverMs, 95)), max: round(Math.max(...serverMs)) },
    roundTripMs: { p50: round(percentile(roundTripMs, 50)), p95: round(percentile(roundTripMs, 95)) },
    indexedRecords: INDEXED_RECORDS,
    misses,
  };
  const out = path.join(repoRoot, 'bench-results/bot.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

  console.log(`NavegaBot top-1 correct: ${describeScores(reports)}`);
  console.log(`server time per question: p50 ${result.serverTimeMs.p50} ms, p95 ${result.serverTimeMs.p95} ms (max ${result.serverTimeMs.max} ms)`);
  console.log(`round trip (loopback):    p50 ${result.roundTripMs.p50} ms, p95 ${result.roundTripMs.p95} ms`);
  console.log(`${result.passages} passages from ${INDEXED_RECORDS.length} record files; index and precedents built in ${result.indexBuildMs} ms`);
  for (const m of misses) console.log(`  miss (${m.set}): "${m.question}" → ${m.gotPath}: ${m.gotAnswer.slice(0, 100)}`);
  console.log(`written ${path.relative(repoRoot, out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
