import { BotEngine } from '../../engine';

const engine = new BotEngine({ now: () => new Date('2026-03-01T10:00:00Z') });
const kinds = (question: string) => engine.analyze(question).facets.kinds ?? [];

describe('NavegaBot, legal domain', () => {
  it('answers whether we fix what we delivered with the warranty terms, whatever was delivered', () => {
    for (const question of ['si la web que me entregáis tiene fallos, ¿los arregláis gratis?', 'la tienda online da errores, ¿lo corregís sin coste?']) {
      const reply = engine.ask(question);
      expect(reply.links[0]?.path).toBe('/terminos');
      expect(reply.answer).toMatch(/periodo de garantía/);
    }
  });

  it('does not read a repair of the visitor\'s own device as our warranty', () => {
    expect(kinds('mi ordenador tiene fallos, ¿lo arregláis?')).not.toContain('warranty');
    expect(engine.ask('mi ordenador tiene fallos, ¿lo arregláis?').fallback).toBe(true);
  });

  it('answers what happens to one\'s own data from the privacy policy, whichever form it came through', () => {
    expect(kinds('mi currículum, ¿lo compartís con otras empresas?')).toContain('personal-data');
    expect(engine.ask('si os pido un presupuesto por el formulario, ¿cuánto tiempo guardáis mis datos?').links[0]?.path).toBe('/privacidad');
    // Without one's own data in it, the form is still the answer.
    expect(kinds('¿cómo os pido un presupuesto por el formulario?')).toEqual([]);
  });
});
