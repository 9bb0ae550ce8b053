import { EVAL_FLOOR, EVAL_TARGET, describeScores, loadQuestions, runEval, type EvalReport, type EvalSet } from '../../src/bot/eval/run-eval';

// A quality test, not a timed one: top-1 answers on the tuning set (api/src/bot/eval/questions.json,
// what the thresholds and keywords were tuned on) and on the held-out set
// (api/src/bot/eval/held-out-questions.json, which nothing is tuned on).
const reports: Partial<Record<EvalSet, EvalReport>> = {};

async function scored(set: EvalSet): Promise<EvalReport> {
  reports[set] ??= await runEval(undefined, loadQuestions(set), undefined, set);
  return reports[set]!;
}

/** The misses, named, so a failing run says which answers regressed. */
function misses(report: EvalReport): string {
  return report.outcomes
    .filter((o) => !o.ok)
    .map((o) => `  ${o.q.question} → ${o.reply.links[0]?.path}: ${o.reply.answer.slice(0, 80)}`)
    .join('\n');
}

describe('NavegaBot evaluation', () => {
  afterAll(() => {
    // Both figures, side by side, in the test output.
    console.log(`NavegaBot top-1: ${describeScores(reports)}`);
  });

  it('has at least 80 tuning and 60 held-out questions, each with an expected page or fact', () => {
    const tuning = loadQuestions('tuning');
    const heldOut = loadQuestions('held-out');
    expect(tuning.length).toBeGreaterThanOrEqual(80);
    expect(heldOut.length).toBeGreaterThanOrEqual(60);
    for (const q of [...tuning, ...heldOut]) expect(q.expectPath ?? q.expectText).toBeTruthy();
  });

  it('keeps the held-out questions out of the tuning set', () => {
    const normal = (q: string) => q.toLowerCase().replace(/[¿?¡!.,]/g, '').trim();
    const tuning = new Set(loadQuestions('tuning').map((q) => normal(q.question)));
    expect(loadQuestions('held-out').filter((q) => tuning.has(normal(q.question)))).toEqual([]);
  });

  it.each(['tuning', 'held-out'] as const)('answers the %s set right at the first try at least as often as its floor', async (set) => {
    const report = await scored(set);
    if (report.accuracy < EVAL_TARGET[set]) console.error(`NavegaBot below the ${EVAL_TARGET[set] * 100} % target (${set}):\n${misses(report)}`);
    expect(report.accuracy).toBeGreaterThanOrEqual(EVAL_FLOOR[set]);
  });
});
