import { company } from '@site/shared/content/company';
import { analyzeAsked, readQuestion } from './read';
import { chatAfter, siteKnowledge } from './test-support';

const k = siteKnowledge();

describe('step 1, read the question', () => {
  it('reads a bare number after a Kit Digital answer as a head count, and not after a tariff', () => {
    expect(readQuestion(k, '¿y para 20?', chatAfter(k, 'ayuda kit digital para gestión de procesos')).facets.employees).toBe(20);
    expect(readQuestion(k, '¿y para 20?', chatAfter(k, 'cuánto cuesta la fibra')).facets.employees).toBeUndefined();
    expect(readQuestion(k, '¿y para 20?').facets.employees).toBeUndefined();
  });

  it('tells a question that only refines the previous one ("¿y en empresa?") from one with a new subject', () => {
    const chat = chatAfter(k, 'cuánto cuesta la fibra');
    expect(readQuestion(k, '¿y en empresa?', chat).onlyRefines).toBe(true);
    expect(readQuestion(k, '¿y con 5 empleados?', chat).onlyRefines).toBe(true);
    expect(readQuestion(k, '¿y el horario?', chat).onlyRefines).toBe(false);
    // Nothing to refine in a new chat.
    expect(readQuestion(k, '¿y en empresa?').onlyRefines).toBe(false);
  });

  it('notices a question that starts like a follow-up or points back at the last answer', () => {
    for (const question of ['¿y eso cuánto cuesta?', '¿con qué herramienta lo hacéis?', 'entonces, ¿para particulares?']) {
      expect(readQuestion(k, question).pointsBack).toBe(true);
    }
    expect(readQuestion(k, '¿qué herramientas de marketing usáis?').pointsBack).toBe(false);
  });

  it("reads the company's name as who is asked, and the name alone as 'who are you'", () => {
    expect(analyzeAsked(k, `${company.name} teléfono`).contentTerms).toEqual(analyzeAsked(k, 'teléfono').contentTerms);
    expect(analyzeAsked(k, company.name).contentTerms).toEqual(analyzeAsked(k, '¿quiénes sois?').contentTerms);
  });

  it('remembers only the last turn that had a topic: a greeting in between does not end it', () => {
    const chat = chatAfter(k, 'ayuda kit digital para un crm', 'gracias');
    expect(chat[1].topic).toBeUndefined();
    const reading = readQuestion(k, '¿y para 20?', chat);
    expect(reading.previous?.passageId).toBe(chat[0].passageId);
    expect(reading.facets.employees).toBe(20);
  });

  it('drops a sibling\'s tag the visitor rules out ("sin móvil"), and keeps the one asked for', () => {
    const alone = analyzeAsked(k, 'la fibra de un giga sola, sin móvil ni televisión, ¿cuánto cuesta?').contentTerms;
    expect(alone).toEqual(expect.arrayContaining(['fibr', '1gb']));
    expect(alone).not.toContain('movil');
    expect(alone).not.toContain('tv');
    // Asked for, not ruled out.
    expect(analyzeAsked(k, 'fibra con móvil, ¿cuánto cuesta?').contentTerms).toContain('movil');
  });
});
