import fs from 'node:fs';
import path from 'node:path';
import { typeScale } from './tokens';

const repoRoot = path.resolve(__dirname, '../../../..');
const roots = ['shared/src', 'shell/src', 'mfe-catalog/src', 'mfe-telephony/src', 'mfe-kit-digital/src', 'mfe-forms/src', 'mfe-chatbot/src'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/**
 * Sizes that are not text of the page: the 404 page's giant numeral (a picture made of digits)
 * and the video captions, which the browser scales with the player.
 */
const EXCEPTIONS = [/not-found\.tsx: 6rem !important/, /video-list\.tsx: \d+px/];

describe('type scale', () => {
  it('is the only way a font size is written, in every workspace', () => {
    const stray: string[] = [];
    for (const file of roots.flatMap((r) => sources(path.join(repoRoot, r)))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/font-size:\s*(\$\{[^}]*\}[^;}\n]*|[^;}\n]+)/g)) {
        const value = m[1].trim();
        if (/^\$\{typeScale\.\w+\}( !important)?$/.test(value) || value === 'inherit') continue;
        const where = `${path.relative(repoRoot, file)}: ${value}`;
        if (!EXCEPTIONS.some((e) => e.test(where))) stray.push(where);
      }
    }
    expect(stray).toEqual([]);
  });

  it('grows step by step: no step is smaller than the one below, none repeats', () => {
    const px = (v: string) => Number(v.match(/^([\d.]+)rem$/)?.[1] ?? v.match(/^clamp\(([\d.]+)rem/)?.[1]) * 16;
    const steps = Object.values(typeScale).map(px);
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1]);
    expect(new Set(Object.values(typeScale)).size).toBe(steps.length);
  });
});
