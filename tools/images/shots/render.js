/**
 * Screenshots small HTML pages in Debian's Chromium (the browser the tests use; nothing is
 * downloaded) and writes each as the catalogue's 400 and 800 px WebP files. Pages are drawn at
 * twice their CSS size, so the 800 px file is sharp on a retina screen and the 400 px one is a
 * clean downscale.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { writeWebpFromImage } = require('../write-webp');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** `jobs`: [{ name, html, width, height, transparent?, quality? }]; `only`: names to render (all when empty). */
async function renderShots(jobs, only = []) {
  const todo = only.length ? jobs.filter((j) => only.includes(j.name)) : jobs;
  if (todo.length === 0) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shots-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--font-render-hinting=none'] });
  try {
    for (const job of todo) {
      const context = await browser.newContext({ viewport: { width: job.width, height: job.height }, deviceScaleFactor: 2 });
      const tab = await context.newPage();
      // A file, not setContent: the fonts are file URLs, which an about:blank page may not load.
      const file = path.join(dir, `${job.name}.html`);
      fs.writeFileSync(file, job.html);
      await tab.goto(`file://${file}`);
      await tab.evaluate(() => document.fonts.ready);
      const png = await tab.screenshot({ type: 'png', omitBackground: Boolean(job.transparent) });
      await context.close();
      if (process.env.SHOTS_PNG_DIR) fs.writeFileSync(path.join(process.env.SHOTS_PNG_DIR, `${job.name}.png`), png);
      await writeWebpFromImage(job.name, png, { quality: job.quality ?? 72 });
    }
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { renderShots };
