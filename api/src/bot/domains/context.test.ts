import { BotEngine } from '../engine';

// Words in their context (issue 37, item 3) and no detail the visitor did not give (item 4).
// Phrased in words no evaluation question uses (../phrasing.test.ts).
describe('words in their context', () => {
  const engine = new BotEngine({ now: () => new Date('2026-11-29T10:00:00Z') });
  const ask = (q: string) => engine.ask(q);

  it("reads 'tenéis cuenta en Instagram' as our profiles and 'que me llevéis el TikTok' as the service", () => {
    const ours = ask('¿Tenéis cuenta en Instagram?');
    expect(ours.answer).toContain('Estamos en LinkedIn, Facebook e Instagram');
    expect(ours.links[0].path).toBe('/contacto');
    const service = ask('Quiero que me llevéis el TikTok de la tienda');
    expect(service.links[0].path).toBe('/marketing');
    expect(service.answer).not.toContain('Estamos en LinkedIn');
  });

  it("reads 'cobertura' alone as the network's coverage", () => {
    const reply = ask('¿Y de cobertura cómo vais por la sierra?');
    expect(reply.answer).toContain('90%');
    expect(reply.links[0].path).toBe('/telefonia');
  });

  it('gives the honest answer and the way to ask about who owns the company', () => {
    const reply = ask('¿quién es el dueño del negocio?');
    expect(reply.answer).toMatch(/^No tengo información/);
    expect(reply.links[0].path).toBe('/contacto');
  });

  it('lists the portfolio projects of a technology, a kind of work or a trade, with their page', () => {
    const shops = ask('¿Me enseñáis algún ejemplo de tienda online que hayáis hecho?');
    expect(shops.answer).toContain('Calzados Vinalopó (2025)');
    expect(shops.answer).toContain('Floristería El Palmeral (2025)');
    expect(shops.links[0].path).toBe('/proyectos');
    const builder = ask('¿Tenéis ejemplos de webs hechas con Elementor?');
    for (const title of ['Clínica Dental Sonrisa Ilicitana', 'Taller Hermanos Pastor', 'Fisioterapia Altabix', 'Academia de Idiomas Carrús']) expect(builder.answer).toContain(title);
    expect(ask('¿Algún trabajo vuestro montado con WordPress?').links[0].path).toBe('/proyectos');
    const trade = ask('¿Me enseñáis alguno de vuestros trabajos para hostelería?');
    expect(trade.answer).toContain('Restaurante La Palmera del Huerto (2024) y Cafetería El Pla (2024)');
  });

  it('says there are no open positions and how to apply anyway', () => {
    const reply = ask('¿Estáis contratando diseñadores este mes?');
    expect(reply.answer).toContain('no hay ofertas de empleo publicadas');
    expect(reply.answer).toContain('candidatura espontánea');
    expect(reply.links[0].path).toBe('/empleo');
  });
});

describe('no detail the visitor did not give', () => {
  const engine = new BotEngine({ now: () => new Date('2026-11-29T10:00:00Z') });

  it('reads "somos una floristería" as no head count', () => {
    const reply = engine.ask('Somos una floristería pequeña, ¿cuánto nos daría el kit digital para la web?');
    expect(reply.answer).not.toMatch(/\b1 empleado\b/);
  });

  it('says "como autónomo", not "1 empleado", to a self-employed visitor', () => {
    const reply = engine.ask('Trabajo como autónomo: ¿qué cantidad da el kit digital para el CRM?');
    expect(reply.answer).toContain('Como autónomo');
    expect(reply.answer).not.toMatch(/\b1 empleado\b/);
  });

  it('asks for the head count when the Kit amounts of several solutions depend on it', () => {
    const reply = engine.ask('Con las ayudas del kit, ¿qué me cubren del CRM y de la oficina virtual?');
    expect(reply.answer).toContain('depende de cuántos empleados');
    expect(reply.answer).toContain('¿Cuántos empleados tenéis?');
    expect(reply.answer).not.toMatch(/\bCon \d+ empleados?\b/);
  });
});
