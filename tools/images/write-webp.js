/**
 * Writes a picture as the catalog's WebP files, one per width (`<name>-<width>.webp` in
 * shared/public/img/catalog), and fails when one is over the size budget: the one writer of
 * `catalog.js` (logos, posters, the home hero), `page-heroes.js` (inner pages' heroes) and
 * `shots/render.js` (the screenshots of the projects, the products and the team).
 */
const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

const root = path.resolve(__dirname, '../..');
const outDir = path.join(root, 'shared/public/img/catalog');
const WIDTHS = [400, 800];
const MAX_BYTES = 40 * 1024;

async function writeWidths(name, open, quality) {
  for (const w of WIDTHS) {
    const file = path.join(outDir, `${name}-${w}.webp`);
    await open(w)
      .resize({ width: w })
      .webp({ quality, alphaQuality: Math.max(quality, 70), effort: 6, smartSubsample: true })
      .toFile(file);
    const { size } = fs.statSync(file);
    if (size > MAX_BYTES) throw new Error(`${path.basename(file)} is ${size} B, over the ${MAX_BYTES} B budget`);
    console.log(`[images] ${path.relative(root, file)} ${(size / 1024).toFixed(1)} KB`);
  }
}

/** A drawn SVG. `sourceWidth`: the SVG's own width (the density scales it to each width); `quality`: WebP's. */
async function writeWebp(name, svgText, { sourceWidth, quality }) {
  await writeWidths(name, (w) => sharp(Buffer.from(svgText), { density: Math.round((72 * w) / sourceWidth) }), quality);
}

/** A raster picture (a screenshot), scaled down to each width. */
async function writeWebpFromImage(name, image, { quality }) {
  await writeWidths(name, () => sharp(image), quality);
}

module.exports = { WIDTHS, writeWebp, writeWebpFromImage, outDir, root };
