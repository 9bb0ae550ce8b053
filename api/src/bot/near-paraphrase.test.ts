import { NEAR_PARAPHRASE_THRESHOLD, overlap, readsBack, tokens } from './near-paraphrase';

// The precedents' read-back screen (issue 37, item 5) is stricter than the first look's refusal:
// no question is answered by a same-answer neighbour a first look would refuse, nor by one the
// refusal lets through at 0.5–0.6 or that only adds words around the question's subject.
describe('read-back screen', () => {
  const close = (a: string, b: string) => readsBack(tokens(a), tokens(b));

  it('screens what the first look refuses', () => {
    expect(overlap(tokens('¿abrís también los sábados?'), tokens('¿abrís los sábados?'))).toBeGreaterThanOrEqual(NEAR_PARAPHRASE_THRESHOLD);
    expect(close('¿abrís también los sábados?', '¿abrís los sábados?')).toBe(true);
  });

  it('screens a neighbour the first look lets through: the same subject words with a few more', () => {
    // The example: 0.57, under the first look's 0.6.
    expect(overlap(tokens('cual es el tamaño maximo del cv'), tokens('tamaño maximo del cv'))).toBeLessThan(NEAR_PARAPHRASE_THRESHOLD);
    expect(close('cual es el tamaño maximo del cv', 'tamaño maximo del cv')).toBe(true);
    expect(close('¿precio de la fibra de 1Gb para la oficina?', 'fibra 1gb oficina precio')).toBe(true);
  });

  it('keeps a neighbour that shares one subject word or only the question frame', () => {
    expect(close('¿cuánto cuesta la fibra?', '¿cuánto tarda la web?')).toBe(false);
    expect(close('¿qué es el kit digital?', '¿qué es la factura electrónica?')).toBe(false);
    expect(close('¿tenéis app?', '¿tenéis oficina?')).toBe(false);
  });
});
