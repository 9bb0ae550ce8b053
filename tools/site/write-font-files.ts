import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './workspaces';

/**
 * The site's typeface, Figtree (SIL Open Font License 1.1), self-hosted from the registry
 * package @fontsource-variable/figtree: one variable file (weights 300–900) of its Latin subset,
 * which holds every character of Spanish (á é í ó ú ü ñ ¿ ¡ « » €). Published under a name
 * carrying its content hash, so the server caches it for a year (api: static-files.ts).
 */
export const FONT_SOURCE = path.join(repoRoot, 'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2');

/** Where the font file is published (served as /fonts/<name>). */
export const fontDir = path.join(repoRoot, 'shared/public/fonts');

/** The generated module the theme and the prerender read the file's URL from. */
export const fontModuleFile = path.join(repoRoot, 'shared/src/ui/theme/site-font.ts');

/** The font's licence (SIL OFL 1.1), published beside it. */
export const LICENCE_NAME = 'figtree-OFL.txt';

/** The Latin subset's characters, as the package declares them. */
const LATIN_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The published file's name and the generated module's text, from the package's file. */
export function fontFiles(): { name: string; bytes: Buffer; module: string } {
  const bytes = fs.readFileSync(FONT_SOURCE);
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const name = `figtree-latin-wght.${hash}.woff2`;
  const module = [
    '// Written by `npx tsx tools/site/write-font-files.ts` with the file in shared/public/fonts; do not edit.',
    '',
    '/** The site\'s own typeface (Figtree, variable weight, Latin subset; SIL OFL 1.1). */',
    "export const SITE_FONT_FAMILY = 'Figtree';",
    '',
    '/** Its one file, named by its content hash (cached for a year), preloaded by every page. */',
    `export const SITE_FONT_URL = '/fonts/${name}';`,
    '',
    '/** Its size in bytes (woff2 is compressed already: sent as it is). */',
    `export const SITE_FONT_BYTES = ${bytes.length};`,
    '',
    '/** The characters the file holds: Latin, with every Spanish letter and sign. */',
    `export const SITE_FONT_UNICODE_RANGE = '${LATIN_RANGE}';`,
    '',
  ].join('\n');
  return { name, bytes, module };
}

/** `npx tsx tools/site/write-font-files.ts`: (re)writes the font file and its module. */
if (require.main === module) {
  const { name, bytes, module } = fontFiles();
  fs.mkdirSync(fontDir, { recursive: true });
  for (const old of fs.readdirSync(fontDir)) if (old !== name && old !== LICENCE_NAME) fs.rmSync(path.join(fontDir, old));
  fs.writeFileSync(path.join(fontDir, name), bytes);
  // The OFL asks for its text to travel with the font.
  fs.copyFileSync(path.join(path.dirname(FONT_SOURCE), '../LICENSE'), path.join(fontDir, LICENCE_NAME));
  fs.writeFileSync(fontModuleFile, module);
  console.log(`[fonts] ${name} (${(bytes.length / 1024).toFixed(1)} KB) written to ${path.relative(repoRoot, fontDir)}`);
}
