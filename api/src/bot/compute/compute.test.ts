import { computeAnswer, siteContent, type ComputeContent } from '.';

// Computed answers (issue 37, item 1): each phrased in words no evaluation or known question uses
// (checked in ../phrasing.test.ts). Without the compute step these questions got a table of prices
// or the honest refusal, never the figure.
const NOW = new Date('2026-11-29T10:00:00Z');
const ask = (q: string, content?: ComputeContent) => computeAnswer(q, NOW, content);

describe('computed telephony answers', () => {
  it('adds up several additional lines for a business, before VAT, with the page that has the prices', () => {
    const a = ask('Necesito sumar cuatro líneas extra de 300 gigas a la cuenta de mi sociedad: ¿qué pago cada mes?');
    expect(a?.answer).toContain('4 líneas adicionales de 300GB: 4 × 12,40 € = 49,60 € al mes');
    expect(a?.answer).toMatch(/^Para empresas \(sin IVA\)/);
    expect(a?.links[0].path).toBe('/telefonia');
  });

  it('gives both modes when the visitor says neither, and mixes lines of several sizes', () => {
    const a = ask('dos lineas extra de 40 gb junto con una de 150 gb, precio total?')!;
    expect(a.answer).toContain('Para empresas (sin IVA): 2 líneas adicionales de 40GB: 2 × 4,13 € = 8,26 €; 1 línea adicional de 150GB: 8,26 €. Total: 16,52 € al mes.');
    expect(a.answer).toContain('Para particulares (precio final): 2 líneas adicionales de 40GB: 2 × 5 € = 10 €; 1 línea adicional de 150GB: 10 €. Total: 20 € al mes.');
  });

  it('refuses more additional lines than the form allows and says the limit', () => {
    const a = ask('me harían falta doce líneas extra de 40GB para la plantilla de la empresa')!;
    expect(a.answer).toContain('Se pueden pedir de 1 a 8 líneas adicionales');
    expect(a.answer).not.toContain('49,56');
    expect(a.links.map((l) => l.path)).toEqual(['/telefonia', '/contacto']);
  });

  it('totals tariffs over a year for a household', () => {
    expect(ask('Si en casa contratamos dos Móvil 10GB, ¿qué gasto supone en un año?')?.answer).toBe(
      'Para particulares (precio final): 2 × Móvil 10GB: 2 × 7 € = 14 € al mes, 168 € al año.',
    );
  });

  it('compares two named options and says which is cheaper and by how much', () => {
    const a = ask('Para mi despacho, ¿compensa más Fibra 300Mb frente a Fibra 1Gb?')!;
    expect(a.answer).toContain('Fibra 300Mb: 20,66 € al mes; Fibra 1Gb: 24,79 € al mes. Sale más barata la opción de Fibra 300Mb: 4,13 € menos al mes.');
  });

  it('names the cheapest and the dearest of a group, per mode', () => {
    expect(ask('De todo lo que ofrecéis en móvil, lo más económico ¿cuál sería?')?.answer).toBe(
      'Para empresas (sin IVA), la más barata es Móvil 10GB, 5,78 € al mes.\nPara particulares (precio final), la más barata es Móvil 10GB, 7 € al mes.',
    );
    expect(ask('la fibra de precio más alto para un hogar')?.answer).toBe('Para particulares (precio final), la más cara es Fibra 1Gb, 30 € al mes.');
    expect(ask('¿cuál es la tarifa más barata con datos ilimitados para una pyme?')?.answer).toContain('la más barata es Móvil Ilimitado, 20,66 € al mes (16,53 € según condiciones)');
  });

  it('says what fits a budget, and the most complete that does', () => {
    expect(ask('Tengo 27 euros al mes como mucho para la fibra del piso')?.answer).toBe(
      'Para particulares (precio final), con 27 € al mes te entran Fibra 300Mb (25 €) y Fibra 600Mb (27 €); la más completa es Fibra 600Mb, 27 € al mes.',
    );
  });

  it('leaves a single price and other services to the passages', () => {
    expect(ask('¿precio de una sola línea extra de 150 gigas?')).toBeUndefined();
    expect(ask('¿cuál es la web más barata que hacéis?')).toBeUndefined();
  });

  it('follows the records: a price changed in a copy of the content changes the answer', () => {
    const content = structuredClone(siteContent());
    const line = content.additionalLines.find((l) => l.lineType === '300GB')!;
    (line.prices as { empresa: number }).empresa = 13.05;
    expect(ask('Necesito sumar cuatro líneas extra de 300 gigas a la cuenta de mi sociedad: ¿qué pago cada mes?', content)?.answer).toContain('4 × 13,05 € = 52,20 €');
    const tariff = content.tariffs.find((t) => t.enterprise && t.name === 'Fibra 300Mb')!;
    (tariff as { price: number }).price = 26.5;
    expect(ask('Para mi despacho, ¿compensa más Fibra 300Mb frente a Fibra 1Gb?', content)?.answer).toContain('Sale más barata la opción de Fibra 1Gb: 1,71 € menos al mes.');
  });
});

describe('computed Kit Digital answers', () => {
  it('adds up several solutions for a head count and applies the bono of the segment', () => {
    const a = ask('Somos dos en una zapatería: con la subvención, ¿cuánto recibiríamos por montar la venta online y por las facturas electrónicas?')!;
    expect(a.answer).toContain('Con 2 empleados (Segmento III, de 0 a menos de 3 empleados), el Kit Digital da por solución:');
    expect(a.answer).toContain('- Tienda online: 2.000 €');
    expect(a.answer).toContain('- Factura electrónica: 1.000 € (1 usuario)');
    expect(a.answer).toContain('Suman 3.000 €, dentro del bono de tu segmento (hasta 3.000 € en total).');
    expect(a.links.map((l) => l.path)).toEqual(['/kit/ecommerce', '/kit/billing', '/agentes-digitalizadores']);
  });

  it('caps the sum at the bono, and counts per-device aid up to its cap', () => {
    const a = ask('Trabajamos 2 personas; con el bono queremos antivirus para 3 portátiles, un CRM y salir en google, ¿qué ayuda nos toca?')!;
    expect(a.answer).toContain('- Ciberseguridad: 125 € por dispositivo, 2 dispositivos = 250 €');
    expect(a.answer).toContain('Suman 4.250 €, pero el bono de tu segmento es de hasta 3.000 € en total, así que entre todas la ayuda llega como mucho a 3.000 €.');
  });

  it('follows the records: an amount changed in a copy of the content changes the sum', () => {
    const content = structuredClone(siteContent());
    const billing = content.kitSolutions.find((s) => s.slug === 'billing')!;
    billing.aidRows[0] = { ...billing.aidRows[0], amount: '1.500 €', euros: 1500 };
    expect(ask('Somos dos en una zapatería: con la subvención, ¿cuánto recibiríamos por montar la venta online y por las facturas electrónicas?', content)?.answer).toContain('Suman 3.500 €, pero el bono');
  });
});

describe('computed portfolio answers', () => {
  it('finds a trade written with a typo, when the question asks about past work of that trade', () => {
    const a = ask('Quisiera ver trabajos anteriores con una peluqeria de barrio')!;
    expect(a.answer).toContain('Peluquería Estilo Raval (proyecto de 2025)');
    expect(a.links.map((l) => l.path)).toEqual(['/proyectos']);
  });

  it('reads a letter missing or added as the same trade, but not a different word', () => {
    expect(ask('Mostradme proyectos realizados para una inmobilaria de la costa')?.answer).toContain('Inmobiliaria Santa Pola Mar');
    expect(ask('Mostradme proyectos realizados para una inmobilliaria de la costa')?.answer).toContain('Inmobiliaria Santa Pola Mar');
    expect(ask('Mostradme proyectos realizados para una inmovilizaria de la costa')).toBeUndefined();
  });

  it('takes "alguna" with a trade as asking for an example', () => {
    expect(ask('¿Os ha contratado alguna floristeria de Elche?')?.answer).toContain('Floristería El Palmeral');
  });

  it('leaves a trade named without asking about past work to the passages', () => {
    expect(ask('Regento un salón de peluquería y me faltan clientas nuevas')).toBeUndefined();
  });
});
