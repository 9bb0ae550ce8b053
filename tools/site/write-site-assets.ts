import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { company } from '@site/shared/content/company';
import { companyWebApp } from '@site/shared/content/company-web-app';
import { siteRoutes } from '@site/shared/content/site-routes';
import { shareCardFor } from '@site/shared/seo';
import { theme } from '../../shared/src/ui/theme/tokens';
import { APP_ICONS, markFile, renderFaviconIco, renderIcon } from './app-icons';
import { DEJAVU } from './pango-text';
import { renderShareCard } from './share-cards';
import { MANIFEST_PATH, webManifest } from './web-manifest';
import { repoRoot } from './workspaces';

/** The public files the server sends as they are (api: `publicDir`); the written ones are gitignored. */
export const publicDir = path.join(repoRoot, 'shared/public');
/** What the last run was made from: the same inputs need no new files. */
const stampFile = path.join(publicDir, '.site-assets-stamp');
/** Only ever holds the cards: a card of a route that is gone is removed. */
const cardsDir = path.join(publicDir, 'img/og');

type Asset = { path: string; render: () => Promise<Buffer> | Buffer };

/** Every written file: a share card per route, the icons, /favicon.ico and the manifest. */
export function siteAssets(): Asset[] {
  return [
    ...siteRoutes.map((route) => {
      const card = shareCardFor(route.path);
      return { path: card.path, render: () => renderShareCard(card) };
    }),
    ...Object.values(APP_ICONS).map((icon) => ({ path: icon.path, render: () => renderIcon(icon) })),
    { path: '/favicon.ico', render: renderFaviconIco },
    { path: MANIFEST_PATH, render: () => Buffer.from(JSON.stringify(webManifest(), null, 2) + '\n') },
  ];
}

/** A hash of everything the files are made from: content, colours, mark, fonts, code and sharp. */
function inputsHash(): string {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify({ siteRoutes, company, companyWebApp, colors: theme.colors, sharp: sharp.versions }));
  const sources = ['write-site-assets.ts', 'share-cards.ts', 'pango-text.ts', 'app-icons.ts', 'ico.ts', 'web-manifest.ts'].map((f) => path.join(__dirname, f));
  const seoSources = ['index.ts', 'share-card.ts'].map((f) => path.join(repoRoot, 'shared/src/seo', f));
  for (const file of [...sources, ...seoSources, markFile]) hash.update(fs.readFileSync(file));
  for (const font of Object.values(DEJAVU)) hash.update(fs.existsSync(font) ? String(fs.statSync(font).size) : 'missing');
  return hash.digest('hex');
}

const fileOf = (urlPath: string) => path.join(publicDir, urlPath);

/**
 * Writes the site's generated public files: share cards, icons, favicon.ico and the web app
 * manifest. Skipped when nothing they are made from changed and every file is there; a file
 * whose bytes come out the same is left untouched. Run by every full deploy (npm run build,
 * npm start, the e2e set-up) and by `npx tsx tools/site/write-site-assets.ts`.
 */
export async function writeSiteAssets(): Promise<void> {
  const assets = siteAssets();
  const hash = inputsHash();
  const current = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === hash;
  if (current && assets.every((a) => fs.existsSync(fileOf(a.path)))) return;

  const started = Date.now();
  let written = 0;
  for (const asset of assets) {
    const file = fileOf(asset.path);
    const bytes = await asset.render();
    if (fs.existsSync(file) && fs.readFileSync(file).equals(bytes)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Through a rename: a server (or another deploy) never reads half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, bytes);
    fs.renameSync(tmp, file);
    written++;
  }
  const keep = new Set(assets.map((a) => fileOf(a.path)));
  for (const name of fs.readdirSync(cardsDir).filter((n) => n.endsWith('.png'))) {
    if (!keep.has(path.join(cardsDir, name))) fs.rmSync(path.join(cardsDir, name), { force: true });
  }
  fs.writeFileSync(stampFile, hash + '\n');
  console.log(`[assets] share cards, icons and manifest: ${written} of ${assets.length} files written, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  writeSiteAssets().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
