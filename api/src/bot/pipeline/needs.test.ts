import { BotEngine } from '../engine';
import { splitNeeds } from './needs';

// Two or three needs in one message (issue 37, item 2): one reply, a part for each, each part's
// page among the links. Phrased in words no evaluation question uses (../phrasing.test.ts).
describe('several needs in one message', () => {
  const engine = new BotEngine({ now: () => new Date('2026-11-29T10:00:00Z') });

  it('splits where a second need starts, and leaves one need whole', () => {
    expect(splitNeeds('Me haría falta una tienda online y además alguien que cuide el posicionamiento en Google')).toEqual([
      'Me haría falta una tienda online',
      'alguien que cuide el posicionamiento en Google',
    ]);
    expect(splitNeeds('¿En qué calle tenéis la oficina? ¿Hasta qué hora atendéis el teléfono?')).toEqual([
      'En qué calle tenéis la oficina',
      'Hasta qué hora atendéis el teléfono?',
    ]);
    // A short second sentence refines the first: one need.
    expect(splitNeeds('¿Dónde guardáis las copias? ¿En Europa?')).toEqual(['¿Dónde guardáis las copias? ¿En Europa?']);
    expect(splitNeeds('¿Hacéis apps para restaurantes y cafeterías?')).toEqual(['¿Hacéis apps para restaurantes y cafeterías?']);
  });

  it('answers each need with its own page', () => {
    const reply = engine.ask('Querría que me montaseis la centralita virtual de la oficina y, por otro lado, saber la dirección de vuestro local');
    const pages = reply.links.map((l) => l.path);
    expect(pages).toContain('/telefonia-empresarial');
    expect(pages).toContain('/contacto');
    expect(reply.answer).toMatch(/centralita/i);
    expect(reply.answer).toContain('Elche');
    expect(reply.answer.split('\n\n').length).toBeGreaterThanOrEqual(2);
  });

  it('answers a web and social media looked after for the visitor, not our own profiles', () => {
    const reply = engine.ask('Me gustaría encargaros la web del negocio y además que me gestionéis el Facebook');
    const pages = reply.links.map((l) => l.path);
    expect(pages).toEqual(expect.arrayContaining(['/web-development', '/marketing']));
    expect(reply.answer).not.toContain('Estamos en LinkedIn');
  });
});
