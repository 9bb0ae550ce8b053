import { expand, mergeFacets } from './expand';
import { readQuestion } from './read';
import { retrieve } from './retrieve';
import { chatAfter, siteKnowledge } from './test-support';

const k = siteKnowledge();
const topAfter = (previous: string, question: string) => {
  const reading = readQuestion(k, question, chatAfter(k, previous));
  const retrieval = retrieve(k, reading, expand(k, reading));
  return { retrieval, top: k.passage(retrieval.results[0]?.id) };
};

describe('step 2, expand with the previous turn', () => {
  it('a follow-up "¿y para empresa?" keeps the previous topic, now for businesses', () => {
    const { retrieval, top } = topAfter('¿cuánto cuesta la fibra?', '¿y para empresa?');
    expect(retrieval.followUp).toBe(true);
    expect(top?.tags).toBe('Fibra');
    expect(top?.mode).toBe('empresa');
  });

  it('"¿y para 20 empleados?" after a Kit solution answers with the same solution again', () => {
    const chat = chatAfter(k, 'ayuda kit digital para gestión de procesos');
    const expansion = expand(k, readQuestion(k, '¿y para 20 empleados?', chat));
    expect(expansion.repeat?.passage.id).toBe(chat[0].passageId);
    expect(expansion.repeat?.facets.employees).toBe(20);
  });

  it('"¿y eso lleva el IVA incluido?" asks about the plan just shown, not for private plans', () => {
    const chat = chatAfter(k, 'precio fibra 600 + movil 50gb para empresa');
    expect(expand(k, readQuestion(k, '¿y eso lleva el IVA incluido?', chat)).context?.facets.mode).toBe('empresa');
    // On its own, "IVA incluido" names the private customers' prices.
    expect(readQuestion(k, '¿lleva el IVA incluido?').facets.mode).toBe('personal');
  });

  it('borrows nothing in a new chat, nor for a greeting', () => {
    expect(expand(k, readQuestion(k, '¿y para empresa?'))).toEqual({});
    expect(expand(k, readQuestion(k, 'hola', chatAfter(k, '¿cuánto cuesta la fibra?')))).toEqual({});
  });

  it('keeps every kind of question asked over a follow-up', () => {
    expect(mergeFacets({ kinds: ['personal-data'], mode: 'empresa' }, { kinds: ['warranty'] })).toEqual({ kinds: ['personal-data', 'warranty'], mode: 'empresa' });
  });
});
