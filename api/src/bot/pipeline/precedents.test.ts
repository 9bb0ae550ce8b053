import { BotEngine } from '../engine';
import { REFUSAL, Precedents, labelPrecedents, weighPrecedents, type Expectation } from './precedents';
import type { Verdict } from './decide';
import { readQuestion } from './read';
import { NOW, siteKnowledge } from './test-support';
import { replyWith } from '.';

const k = siteKnowledge();
const precedentsOf = (expectations: Expectation[]) => new Precedents(labelPrecedents(k, expectations, (question) => replyWith(k, question, NOW)));
const votesFor = (precedents: Precedents, question: string, screenNearParaphrases = false) =>
  precedents.vote(question, readQuestion(k, question).q.contentTerms, { screenNearParaphrases });
const passageWith = (fact: string) => k.passages.find((p) => p.text.includes(fact))!;

// Mutations tried, each failing a test here: the engine's own choice weighing nothing (one
// distant precedent overturns the refusal), no `found` filter (a passage the search did not find
// wins), no near-paraphrase screen (the screened vote is not empty), no merging of repeated
// questions (3 precedents), no prior (the out-of-scope answer wins).
describe('step 5b, precedents: known questions vote for their answers', () => {
  const coverage = passageWith('90%');
  const known = precedentsOf([
    { question: '¿qué cobertura tiene vuestra red móvil?', expectPath: '/telefonia', expectText: '90%' },
    { question: '¿vendéis seguros para el coche?', expectPath: '/contacto', expectText: 'No tengo información' },
    { question: '¿hacéis páginas web para restaurantes?', expectPath: '/web-development' },
  ]);

  it("takes each question's answer from what meets its expectation: the passage stating the fact, or the refusal", () => {
    expect(votesFor(known, '¿y la cobertura de la red?').get(coverage.id)).toBeGreaterThan(0);
    expect([...votesFor(known, '¿vendéis seguros de hogar?').keys()]).toEqual([REFUSAL]);
    // Nothing in common, no vote.
    expect(votesFor(known, '¿dónde está vuestra oficina?').size).toBe(0);
  });

  it('counts a question written again with the same answer once', () => {
    const repeated = precedentsOf([
      { question: '¿qué cobertura tiene vuestra red?', expectPath: '/telefonia', expectText: '90%' },
      { question: '¿que cobertura tiene la red?', expectPath: '/telefonia', expectText: '90%' },
      { question: 'en el polígono no hay señal, ¿qué cobertura tenéis?', expectPath: '/telefonia', expectText: '90%' },
    ]);
    expect(repeated.size).toBe(2);
  });

  it('leaves out, when screening, the precedents that repeat the question (a seen set is scored as a new question would be)', () => {
    expect(votesFor(known, '¿qué cobertura tiene vuestra red móvil?').size).toBe(1);
    expect(votesFor(known, '¿qué cobertura tiene vuestra red móvil?', true).size).toBe(0);
  });
});

describe('the engine weighed against the precedents', () => {
  const answer = (fact: string, covered: number): Verdict => ({ passage: passageWith(fact), score: 10, answers: true, followUp: false, covered });
  const refused: Verdict = { score: 0, answers: false, followUp: false };
  const coverage = passageWith('90%');
  const noPrior = () => 1;

  it('answers from a clear vote when the engine refused', () => {
    expect(weighPrecedents(k, refused, new Map([[coverage.id, 0.7]]), [coverage.id], noPrior)).toMatchObject({ answers: true, passage: coverage });
    // One distant precedent is not enough to overturn the refusal.
    expect(weighPrecedents(k, refused, new Map([[coverage.id, 0.2]]), [coverage.id], noPrior).answers).toBe(false);
  });

  it('keeps an answer that covers the whole question against a few votes, not one that matched by coincidence', () => {
    const hours = answer('horario', 1);
    expect(weighPrecedents(k, hours, new Map([[coverage.id, 0.9]]), [hours.passage!.id, coverage.id], noPrior).passage).toBe(hours.passage);
    const weak = answer('horario', 0.5);
    expect(weighPrecedents(k, weak, new Map([[coverage.id, 0.9]]), [weak.passage!.id, coverage.id], noPrior).passage).toBe(coverage);
  });

  it('lets precedents choose only among the passages the search found, or the refusal', () => {
    const weak = answer('horario', 0.5);
    expect(weighPrecedents(k, weak, new Map([[coverage.id, 5]]), [weak.passage!.id], noPrior).passage).toBe(weak.passage);
    expect(weighPrecedents(k, weak, new Map([[REFUSAL, 5]]), [weak.passage!.id], noPrior).answers).toBe(false);
  });

  it("holds a precedent's answer to the search's priors (a Kit solution for a question that names no subsidy)", () => {
    const weak = answer('horario', 0.5);
    const outOfScope = () => 0.3;
    expect(weighPrecedents(k, weak, new Map([[coverage.id, 0.9]]), [weak.passage!.id, coverage.id], outOfScope).passage).toBe(weak.passage);
  });
});

describe('precedents in the engine', () => {
  const bare = new BotEngine({ precedents: [], now: () => NOW });
  const engine = new BotEngine({ now: () => NOW });

  it('answers, as known questions like it were answered, a question the search alone gets wrong', () => {
    // Worded unlike any known question (the screen would refuse none of its precedents). The
    // earlier example, a question about coverage, is now a decisive kind of its own (issue 37).
    const question = '¿Queréis que os dé el CIF para la factura o me dais el vuestro?';
    expect(bare.ask(question).links[0]?.path).not.toBe('/terminos');
    const reply = engine.ask(question);
    expect(reply.links[0]?.path).toBe('/terminos');
    expect(reply.answer).toContain('CIF');
    expect(new BotEngine({ now: () => NOW, screenNearParaphrases: true }).ask(question).links[0]?.path).toBe('/terminos');
  });
});
