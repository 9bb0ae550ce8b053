import fs from 'node:fs';
import path from 'node:path';
import { aboutSchema } from '../schemas/about';
import { about, aboutPicture } from './about';

describe('about (SPEC §2 About)', () => {
  it('parses, with a timeline from 2000 to 2024 in order', () => {
    expect(aboutSchema.safeParse(about).success).toBe(true);
    const years = about.timeline.map((t) => t.year);
    expect(years[0]).toBe(2000);
    expect(years[years.length - 1]).toBe(2024);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it('claims only figures the SPEC supports', () => {
    expect(about.figures).toEqual(
      expect.arrayContaining([
        { value: '+100', label: 'empresas digitalizadas' },
        { value: '24 h', label: 'para responder a tu consulta' },
        { value: '24', label: 'tecnologías en nuestro día a día' },
      ]),
    );
  });

  it('shows the team at the office, described in Spanish, in both widths', () => {
    expect(aboutPicture.alt).toMatch(/^Ilustración del equipo .* oficina de Elche/);
    for (const w of [400, 800]) expect(fs.existsSync(path.resolve(__dirname, `../../public/img/catalog/${aboutPicture.name}-${w}.webp`))).toBe(true);
  });
});
