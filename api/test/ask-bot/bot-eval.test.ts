import { readFileSync } from 'node:fs';
import {
  NAVEGABOT_DOC,
  docFirstLookTable,
  firstLookTable,
  loadFirstLook,
  sameBatchName,
} from '../../src/bot/eval/first-look-record';
import { MIN_FIRST_LOOK_QUESTIONS } from '../../src/bot/eval/batch-check';
import {
  EVAL_FLOOR,
  EVAL_TYPO_FLOOR,
  TYPO_SEEDS,
  EVAL_SETS,
  EVAL_TARGET,
  describeScores,
  loadQuestions,
  normalQuestion,
  runEval,
  type EvalReport,
  type EvalSet,
} from '../../src/bot/eval/run-eval';
import { typoVariants, withTypo } from '../../src/bot/eval/typos';

// A quality test, not a timed one: top-1 answers on the tuning set (api/src/bot/eval/questions.json,
// what the thresholds and keywords were tuned on) and on the dev set (dev-questions.json, every
// batch after its first look). Both have been seen: the floors catch regressions; the reported
// figure is the first-look record (first-look.json), checked for consistency here.
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
    // The figures, side by side, in the test output.
    console.log(`NavegaBot top-1: ${describeScores(reports)}`);
  });

  it('has at least 80 tuning and 60 dev questions, each with an expected page or fact', () => {
    const tuning = loadQuestions('tuning');
    const dev = loadQuestions('dev');
    expect(tuning.length).toBeGreaterThanOrEqual(80);
    expect(dev.length).toBeGreaterThanOrEqual(60);
    for (const q of [...tuning, ...dev]) expect(q.expectPath ?? q.expectText).toBeTruthy();
  });

  it('keeps the sets apart: no question is asked twice, in one set or across sets', () => {
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
    if (report.accuracy < EVAL_TARGET[set]) console.error(`NavegaBot below the ${EVAL_TARGET[set] * 100} % target (${set}):\n${misses(report)}`);
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

describe('the first-look record (the reported figure)', () => {
  const { batches } = loadFirstLook();

  it('names each batch once, with a figure that adds up', () => {
    for (const [i, row] of batches.entries()) {
      expect(batches.slice(0, i).filter((r) => sameBatchName(r.batch, row.batch))).toEqual([]);
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.by.trim()).not.toBe('');
      expect(row.commit).toMatch(/^[0-9a-f]{7,40}$/);
      expect(Number.isInteger(row.correct) && row.correct >= 0 && row.correct <= row.n).toBe(true);
      // Rows from the tool rest on a full, screened batch; the older ones were smaller.
      if (!row.historical) expect(row.n).toBeGreaterThanOrEqual(MIN_FIRST_LOOK_QUESTIONS);
    }
    // Appended in time order: the newest is last.
    expect(batches.map((r) => r.date)).toEqual([...batches.map((r) => r.date)].sort());
  });

  it('is the table docs/navegabot.md shows, newest first', () => {
    expect(docFirstLookTable(readFileSync(NAVEGABOT_DOC, 'utf8'))).toBe(firstLookTable(batches));
    expect(firstLookTable(batches).split('\n')[2]).toContain(`| ${batches[batches.length - 1].batch} |`);
  });
});
