import { whyChooseUsPointSchema } from '../schemas/service';
import { whyChooseUsPoints, resultsPoints } from './why-choose-us';

describe('why choose us (SPEC §2 Services)', () => {
  it('has the four points of the SPEC', () => {
    for (const p of [...whyChooseUsPoints, ...resultsPoints]) expect(whyChooseUsPointSchema.safeParse(p).success).toBe(true);
    expect(whyChooseUsPoints.map((p) => p.title)).toEqual(['Desarrollo Ágil', 'Seguridad Máxima', 'Equipo Experto', 'Soporte Constante']);
    expect(resultsPoints.length).toBeGreaterThanOrEqual(3);
  });
});
