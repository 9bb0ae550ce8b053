import { expand } from './expand';
import { readQuestion } from './read';
import { retrieve, search } from './retrieve';
import { chatAfter, knowledgeOf, passage, siteKnowledge } from './test-support';

const k = siteKnowledge();
const first = (question: string) => {
  const reading = readQuestion(k, question);
  return k.passage(retrieve(k, reading, expand(k, reading)).results[0]?.id);
};

describe('step 3, retrieve', () => {
  it('ranks the plan mode the visitor names first', () => {
    expect(first('tarifas de fibra para empresa')).toMatchObject({ tags: 'Fibra', mode: 'empresa' });
    expect(first('tarifas de fibra para casa')).toMatchObject({ tags: 'Fibra', mode: 'personal' });
    // Without a mode, the passage that shows both.
    expect(first('tarifas de fibra')?.mode).toBeUndefined();
  });

  it('ranks first the passage that answers the kind of question asked, whatever its other words', () => {
    // "presupuesto" and "formulario" are the contact form's words; keeping one's data is the privacy policy's.
    expect(first('si os pido un presupuesto por el formulario, ¿cuánto tiempo guardáis mis datos?')?.answers).toContain('personal-data');
    expect(first('¿cómo os pido un presupuesto por el formulario?')?.answers).toBeUndefined();
  });

  it('reads a follow-up with a new subject on its own: "¿y el horario?" after the fibre is the hours', () => {
    const reading = readQuestion(k, '¿y el horario?', chatAfter(k, '¿cuánto cuesta la fibra?'));
    const hours = k.passage(retrieve(k, reading, expand(k, reading)).results[0]?.id);
    expect(hours?.text).toMatch(/horario/);
    expect(hours?.tags).toBeUndefined();
  });

  it('answers "¿cuántos…?" with the passage that counts them, and "¿cuándo…?" with one that dates it', () => {
    const small = knowledgeOf([
      passage('programme', 'El programa', 'Ayudamos a las empresas a digitalizarse: soluciones preparadas para empresas.'),
      passage('figures', 'Cifras', 'Más de 100 empresas digitalizadas, 20 años de experiencia y 24 tecnologías.'),
      passage('history', 'Historia', 'En 2022 nos hicimos agentes digitalizadores del programa.'),
    ]);
    const top = (question: string) => {
      const reading = readQuestion(small, question);
      return search(small, reading.q.contentTerms, [], reading.facets)[0]?.id;
    };
    expect(top('empresas digitalizadas')).toBe('programme');
    expect(top('¿cuántas empresas habéis digitalizado?')).toBe('figures');
    expect(top('¿cuándo os hicisteis agentes del programa?')).toBe('history');
  });
});
