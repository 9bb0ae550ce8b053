/**
 * Writes a drawn SVG as the catalog's WebP pictures, one per width (`<name>-<width>.webp` in
 * shared/public/img/catalog), and fails when one is over the size budget: the one writer of
 * `catalog.js` (projects, NavegaTime) and `page-heroes.js` (inner pages' heroes).
 */
const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

const root = path.resolve(__dirname, '../..');
const outDir = path.join(root, 'shared/public/img/catalog');
const WIDTHS = [400, 800];
const MAX_BYTES = 40 * 1024;

/** `sourceWidth`: the SVG's own width (the density scales it to each width); `quality`: WebP's. */
async function writeWebp(name, svgText, { sourceWidth, quality }) {
  for (const w of WIDTHS) {
    const file = path.join(outDir, `${name}-${w}.webp`);
    await sharp(Buffer.from(svgText), { density: Math.round((72 * w) / sourceWidth) })
      .resize({ width: w })
      .webp({ quality, effort: 6, smartSubsample: true })
      .toFile(file);
    const { size } = fs.statSync(file);
    if (size > MAX_BYTES) throw new Error(`${path.basename(file)} is ${size} B, over the ${MAX_BYTES} B budget`);
    console.log(`[images] ${path.relative(root, file)} ${(size / 1024).toFixed(1)} KB`);
  }
}

module.exports = { WIDTHS, writeWebp, outDir, root };
