import { decide, namesAbsentConcept } from './decide';
import { expand } from './expand';
import { readQuestion } from './read';
import { rerank } from './rerank';
import { retrieve } from './retrieve';
import { siteKnowledge } from './test-support';

const k = siteKnowledge();
const verdict = (question: string) => {
  const reading = readQuestion(k, question);
  const retrieval = retrieve(k, reading, expand(k, reading));
  return decide(k, reading, retrieval, rerank(k, reading, retrieval));
};

describe('step 5, answer or refuse', () => {
  it('answers a question the site answers', () => {
    expect(verdict('¿cuál es vuestro horario?')).toMatchObject({ answers: true });
    expect(verdict('¿cuánto cuesta la fibra al mes?').answers).toBe(true);
  });

  it("gives the honest refusal to a question about something we don't offer, whatever else it shares", () => {
    for (const question of ['¿hacéis seguros de coche?', '¿tenéis oficina en Barcelona?', '¿qué tiempo hace hoy en Elche?']) {
      expect(namesAbsentConcept(k, readQuestion(k, question))).toBe(true);
      expect(verdict(question).answers).toBe(false);
    }
    // Our own office is on the site.
    expect(verdict('¿tenéis oficina en Elche?').answers).toBe(true);
  });

  it('refuses a passage that shares only a coincidence with the question', () => {
    // The marketing page says channels "tienen sentido"; "¿cuánto cuesta el hosting al mes?" shares only "price" and "per month" with a tariff.
    expect(verdict('¿cuál es el sentido de la vida?').answers).toBe(false);
    expect(verdict('¿cuánto cuesta el hosting al mes?').answers).toBe(false);
    // A lone common word found only in passage bodies ("tiempo real") is no subject.
    expect(verdict('¿qué tal el tiempo hoy?').answers).toBe(false);
  });

  it('thanks back when the rest says nothing it knows, and refuses a real question beside a greeting', () => {
    expect(verdict('mil gracias')).toMatchObject({ answers: true, passage: { smallTalk: true } });
    expect(verdict('hola buenas, ¿me hacéis un logo? gracias').answers).toBe(false);
  });

  it('refuses a price the site does not publish, and still answers one it does', () => {
    // The hosting and maintenance pages describe the service and state no figure; the fibre states its prices.
    for (const question of ['precio del hosting para una web pequeña', '¿cuánto cuesta el mantenimiento de la web al mes?']) {
      expect(verdict(question)).toMatchObject({ answers: false, priceNotPublished: true });
    }
    expect(verdict('precio de la fibra de 1 Gb para empresa')).toMatchObject({ answers: true });
    // A list of versions of which one is free prices only that one.
    expect(verdict('precio de navegatime business')).toMatchObject({ answers: false, priceNotPublished: true });
    expect(verdict('cuanto cuesta la version gratuita de navegatime').answers).toBe(true);
    // A question about prices (taxes), not for one: the passage that speaks of them answers.
    expect(verdict('los precios de empresa llevan iva?').answers).toBe(true);
  });
});
