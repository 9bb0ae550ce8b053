import { LINE_TYPES } from '../schemas/lead-rules';
import { additionalLineSchema } from '../schemas/additional-lines';
import { additionalLinePrice, additionalLines, additionalLinesTotal } from './additional-lines';

describe('additional lines (SPEC §9)', () => {
  it('lists the three line types, each valid', () => {
    expect(additionalLines.map((l) => l.lineType)).toEqual([...LINE_TYPES]);
    for (const line of additionalLines) expect(() => additionalLineSchema.parse(line)).not.toThrow();
  });

  it('prices each line per mode as the SPEC says', () => {
    expect(LINE_TYPES.map((t) => additionalLinePrice(t, 'empresa'))).toEqual([4.13, 8.26, 12.4]);
    expect(LINE_TYPES.map((t) => additionalLinePrice(t, 'personal'))).toEqual([5, 10, 15]);
  });

  it('multiplies without floating-point drift', () => {
    expect(additionalLinesTotal(12.4, 3)).toBe(37.2);
    expect(additionalLinesTotal(4.13, 8)).toBe(33.04);
    expect(additionalLinesTotal(8.26, 7)).toBe(57.82);
  });
});
