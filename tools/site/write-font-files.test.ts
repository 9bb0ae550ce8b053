import fs from 'node:fs';
import path from 'node:path';
import { SITE_FONT_URL } from '@site/shared/ui';
import { fontDir, fontFiles, fontModuleFile, LICENCE_NAME } from './write-font-files';

describe('write-font-files', () => {
  it('has published the package\'s font file, its licence and its module as the tool writes them', () => {
    const { name, bytes, module } = fontFiles();
    const file = path.join(fontDir, name);
    expect(fs.existsSync(file) ? fs.readFileSync(file).equals(bytes) : `missing ${file}`).toBe(true);
    expect(fs.readFileSync(fontModuleFile, 'utf8')).toBe(module);
    expect(SITE_FONT_URL).toBe(`/fonts/${name}`);
    expect(fs.readFileSync(path.join(fontDir, LICENCE_NAME), 'utf8')).toMatch(/SIL Open Font License/);
  });

  it('names the file by its content, so the server caches it for a year', () => {
    expect(fontFiles().name).toMatch(/\.[0-9a-f]{8}\.woff2$/);
  });
});
