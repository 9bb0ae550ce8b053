import { company } from '@site/shared/content/company';
import { decide } from './decide';
import { expand } from './expand';
import { phrase } from './phrase';
import { readQuestion } from './read';
import { rerank } from './rerank';
import { retrieve } from './retrieve';
import { NOW, siteKnowledge } from './test-support';

const k = siteKnowledge();
const reply = (question: string) => {
  const reading = readQuestion(k, question);
  const retrieval = retrieve(k, reading, expand(k, reading));
  return phrase(k, reading, retrieval, decide(k, reading, retrieval, rerank(k, reading, retrieval)), NOW);
};

describe('step 6, phrase the reply', () => {
  it('says honestly that it does not know, and offers Contacto and the phone', () => {
    const refusal = reply('¿quién ganó el mundial de 2010?');
    expect(refusal.fallback).toBe(true);
    expect(refusal.answer).toMatch(/^No tengo información/);
    expect(refusal.answer).toContain(company.phone.display);
    expect(refusal.links.map((l) => l.path)).toEqual(['/contacto', expect.stringMatching(/^tel:/)]);
    expect(refusal.passages).toEqual([]);
  });

  it('adds the sentence of a close passage that states the fact asked when the answer lacks it', () => {
    // Every fibre tariff is symmetric, but the fibre price list does not say so.
    const fibre = reply('¿la fibra es simetrica?');
    expect(fibre.answer).toMatch(/simétrica/);
    expect(fibre.passages).toHaveLength(2);
  });

  it('sharpens a Kit Digital answer with the head count asked', () => {
    const answer = reply('somos 12, ¿cuánto da el kit digital para un crm?').answer;
    expect(answer).toContain('Con 12 empleados');
  });

  it('offers a quote and the page asked about when the site publishes no price for it', () => {
    const quote = reply('precio del hosting para una web pequeña');
    expect(quote.fallback).toBe(true);
    expect(quote.answer).toMatch(/^No tengo información sobre ese precio/);
    expect(quote.answer).toContain('presupuesto sin compromiso');
    // What the site does say about it.
    expect(quote.answer).toContain('Lo que sí te puedo contar: Hosting web gestionado');
    expect(quote.links.map((l) => l.path)).toEqual(['/contacto', '/hosting-servidores', expect.stringMatching(/^tel:/)]);
  });

  it("states the item of a service's list the question names, which the answer's text leaves out", () => {
    const voicemail = reply('la centralita virtual tiene buzon de voz?');
    expect(voicemail.links[0].path).toBe('/telefonia-empresarial');
    expect(voicemail.answer).toContain('- Buzón de voz por correo electrónico');
    // Only what was asked: the switchboard's other features stay on its page.
    expect(voicemail.answer).not.toContain('Locución de bienvenida');
    expect(reply('la centralita virtual funciona desde el movil?').answer).not.toContain('- ');
  });
});
