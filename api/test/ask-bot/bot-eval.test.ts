import {
  EVAL_FLOOR,
  EVAL_TYPO_FLOOR,
  TYPO_SEEDS,
  EVAL_SETS,
  EVAL_TARGET,
  HELD_OUT,
  describeScores,
  loadQuestions,
  normalQuestion,
  runEval,
  type EvalReport,
  type EvalSet,
} from '../../src/bot/eval/run-eval';
import { typoVariants, withTypo } from '../../src/bot/eval/typos';

// A quality test, not a timed one: top-1 answers on the tuning set (api/src/bot/eval/questions.json,
// what the thresholds and keywords were tuned on), on the dev set (dev-questions.json, fresh
// questions that guide general improvements) and on the held-out set (held-out-questions.json,
// which nothing is tuned on).
const reports: Partial<Record<EvalSet, EvalReport>> = {};

async function scored(set: EvalSet): Promise<EvalReport> {
  reports[set] ??= await runEval(undefined, loadQuestions(set), undefined, set);
  return reports[set]!;
}

/** The misses, named, so a failing run says which answers regressed; the held-out set's stay unnamed. */
function misses(set: EvalSet, report: EvalReport): string {
  const missed = report.outcomes.filter((o) => !o.ok);
  if (set === HELD_OUT) return `  ${missed.length} questions (not listed: nothing may be fitted to them)`;
  return missed.map((o) => `  ${o.q.question} → ${o.reply.links[0]?.path}: ${o.reply.answer.slice(0, 80)}`).join('\n');
}

describe('NavegaBot evaluation', () => {
  afterAll(() => {
    // The figures, side by side, in the test output.
    console.log(`NavegaBot top-1: ${describeScores(reports)}`);
  });

  it('has at least 80 tuning, 60 dev and 60 held-out questions, each with an expected page or fact', () => {
    const tuning = loadQuestions('tuning');
    const dev = loadQuestions('dev');
    const heldOut = loadQuestions('held-out');
    expect(tuning.length).toBeGreaterThanOrEqual(80);
    expect(dev.length).toBeGreaterThanOrEqual(60);
    expect(heldOut.length).toBeGreaterThanOrEqual(60);
    for (const q of [...tuning, ...dev, ...heldOut]) expect(q.expectPath ?? q.expectText).toBeTruthy();
  });

  it('keeps the three sets apart: no question is asked twice, in one set or across sets', () => {
    // Compared without case, accents or punctuation: "¿abrís los sábados?" is "abris los sabados".
    const seen = new Map<string, EvalSet>();
    const repeated: string[] = [];
    for (const set of EVAL_SETS) {
      for (const q of loadQuestions(set)) {
        const key = normalQuestion(q.question);
        if (seen.has(key)) repeated.push(`${set}: ${q.question} (also in ${seen.get(key)})`);
        else seen.set(key, set);
      }
    }
    expect(repeated).toEqual([]);
  });

  it.each(EVAL_SETS)('answers the %s set right at the first try at least as often as its floor', async (set) => {
    const report = await scored(set);
    if (report.accuracy < EVAL_TARGET[set]) console.error(`NavegaBot below the ${EVAL_TARGET[set] * 100} % target (${set}):\n${misses(set, report)}`);
    expect(report.accuracy).toBeGreaterThanOrEqual(EVAL_FLOOR[set]);
  });

  it('makes one typo of the kind a phone keyboard makes, the same on every run', () => {
    const typed = withTypo('¿cuánto cuesta la fibra para empresas?', 3);
    expect(typed).not.toBe('¿cuánto cuesta la fibra para empresas?');
    expect(typed).toBe(withTypo('¿cuánto cuesta la fibra para empresas?', 3));
    // One word changed by one letter at most.
    const before = '¿cuánto cuesta la fibra para empresas?'.split(' ');
    const after = typed.split(' ');
    expect(after.filter((w, i) => w !== before[i])).toHaveLength(1);
  });

  it.each(EVAL_SETS)('still answers the %s set with one typo per question at least as often as its floor', async (set) => {
    const report = await runEval(undefined, typoVariants(loadQuestions(set), TYPO_SEEDS), undefined, `${set}-typo`);
    expect(report.accuracy).toBeGreaterThanOrEqual(EVAL_TYPO_FLOOR[set]);
  });
});
