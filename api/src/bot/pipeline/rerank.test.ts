import type { Passage } from '../passages';
import { expand } from './expand';
import { readQuestion } from './read';
import { closerSibling, rerank } from './rerank';
import { retrieve } from './retrieve';
import { knowledgeOf, passage, siteKnowledge } from './test-support';

const chosen = (k: ReturnType<typeof siteKnowledge>, question: string) => {
  const reading = readQuestion(k, question);
  const retrieval = retrieve(k, reading, expand(k, reading));
  return { best: k.passage(retrieval.results[0]?.id), chosen: k.passage(rerank(k, reading, retrieval)?.id) };
};

describe('step 4, re-rank', () => {
  const cyber = (servicesRoles?: Passage['roles']) =>
    knowledgeOf([
      passage('summary', 'Ciberseguridad con la ayuda', 'Ciberseguridad pagada con la ayuda: antimalware para tu empresa.', '/kit/cybersecurity'),
      passage('services', 'Servicios incluidos', 'Antimalware y antivirus para los ordenadores, pagado con la ayuda.', '/kit/cybersecurity', { roles: servicesRoles }),
      passage('other', 'Copias', 'Copias de seguridad diarias.', '/hosting-servidores'),
    ]);

  it('answers with the passage of the same page that covers more of the question', () => {
    const { best, chosen: answer } = chosen(cyber(), 'ciberseguridad con antivirus para los ordenadores');
    expect(best?.id).toBe('summary');
    expect(answer?.id).toBe('services');
  });

  it("never takes a page's summary for the closer answer of its page", () => {
    const sibling = (k: ReturnType<typeof knowledgeOf>) => {
      const reading = readQuestion(k, 'ciberseguridad con antivirus para los ordenadores');
      const { results, facets } = retrieve(k, reading, {});
      return closerSibling(k, results[0], results, reading.q, facets)?.id;
    };
    expect(sibling(cyber())).toBe('services');
    expect(sibling(cyber(['page-summary']))).toBeUndefined();
  });

  it('gives way from a best match that shares only a broad word to a close one that covers the question', () => {
    // "trabajos" is also the word for jobs; the portfolio's fashion shop covers the question.
    const { chosen: answer } = chosen(siteKnowledge(), '¿tenéis trabajos para tiendas de moda?');
    expect(answer?.text).toMatch(/tienda de moda/);
  });

  it('gives way from a list to the item the question names', () => {
    const k = siteKnowledge();
    const { chosen: answer } = chosen(k, '¿qué es la solución de oficina virtual del kit digital?');
    expect(answer?.itemOf).toBeDefined();
    expect(answer?.links[0]?.path).toBe('/kit/virtual-office');
  });
});
