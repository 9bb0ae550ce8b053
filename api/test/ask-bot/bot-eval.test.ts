import { runEval, loadQuestions } from '../../src/bot/eval/run-eval';

// A quality test, not a timed one: top-1 answers on the evaluation set (api/src/bot/eval/questions.json).
describe('NavegaBot evaluation set', () => {
  it('has at least 80 realistic questions, each with an expected page or fact', () => {
    const questions = loadQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(80);
    for (const q of questions) expect(q.expectPath ?? q.expectText).toBeTruthy();
  });

  it('answers at least 90% of them right at the first try', async () => {
    const report = await runEval();
    // Name the misses, so a failing run says which answers regressed.
    const misses = report.outcomes.filter((o) => !o.ok).map((o) => `${o.q.question} → ${o.reply.links[0]?.path}: ${o.reply.answer.slice(0, 80)}`);
    if (report.accuracy < 0.9) console.error(`NavegaBot misses:\n${misses.join('\n')}`);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
