import { parseMessage } from './message-text';

describe('parseMessage', () => {
  it('reads numbered and bulleted lines as lists, with the paragraphs around them', () => {
    expect(parseMessage('De tu factura a tu nueva telefonía:\n1. Análisis: estudiamos tus facturas.\n2. Propuesta: una oferta clara.\nSin compromiso.')).toEqual([
      { kind: 'p', text: 'De tu factura a tu nueva telefonía:' },
      { kind: 'ol', start: 1, items: ['Análisis: estudiamos tus facturas.', 'Propuesta: una oferta clara.'] },
      { kind: 'p', text: 'Sin compromiso.' },
    ]);
    expect(parseMessage('Incluye:\n- Antimalware\n• Correo seguro')).toEqual([
      { kind: 'p', text: 'Incluye:' },
      { kind: 'ul', items: ['Antimalware', 'Correo seguro'] },
    ]);
  });

  it('finds a run of numbered steps inside a sentence', () => {
    expect(parseMessage('Lo hacemos en 3 pasos: 1. Diagnóstico; 2. Solicitud; y 3. Formación. Te acompañamos 12 meses.')).toEqual([
      { kind: 'p', text: 'Lo hacemos en 3 pasos:' },
      { kind: 'ol', start: 1, items: ['Diagnóstico', 'Solicitud', 'Formación'] },
      { kind: 'p', text: 'Te acompañamos 12 meses.' },
    ]);
  });

  it('leaves amounts, dates and a lone numbered sentence as text', () => {
    for (const text of [
      'Ayuda de 2.000 € para 1 usuario y 3.000 € para 2. Disponible hasta 31-10-2025.',
      '1. Es lo primero que te preguntamos.',
      'Fibra 1Gb 24,79 €, Móvil 10GB 5,78 €.',
    ]) {
      expect(parseMessage(text)).toEqual([{ kind: 'p', text }]);
    }
  });
});
