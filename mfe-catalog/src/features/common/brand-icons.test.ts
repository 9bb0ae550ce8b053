import { technologies } from '@site/shared/content/technologies';
import { brandIcons } from './brand-icons';

describe('brand icons', () => {
  it('has the simple-icons mark of every showcase technology that names one', () => {
    for (const t of technologies.filter((x) => x.icon)) {
      expect(brandIcons[t.icon!]?.title).toBeTruthy();
    }
    // The three without a mark are drawn as text tiles.
    expect(technologies.filter((t) => !t.icon).map((t) => t.name)).toEqual(['C#', 'AWS', 'Azure']);
  });
});
