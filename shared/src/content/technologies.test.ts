import { technologySchema } from '../schemas/technology';
import { technologies } from './technologies';

describe('technologies (SPEC §3 Technology showcase)', () => {
  it('lists the 24 technologies of the SPEC, in order', () => {
    for (const t of technologies) expect(technologySchema.safeParse(t).success).toBe(true);
    expect(technologies.map((t) => t.name)).toEqual([
      'Docker', 'Laravel', 'Git', 'Next.js', 'Node.js', 'PHP', 'C#', 'React', 'Tailwind CSS', 'Python', 'MySQL', 'PostgreSQL',
      'Linux', 'Apache', 'Nginx', 'AWS', 'Azure', 'WordPress', 'WooCommerce', 'PrestaShop', 'MongoDB', 'Mautic', 'Google Analytics', 'Google Ads',
    ]);
  });

  it('rejects a colour that is not #rrggbb', () => {
    expect(technologySchema.safeParse({ name: 'X', icon: null, color: 'blue' }).success).toBe(false);
  });
});
