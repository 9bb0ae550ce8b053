#!/usr/bin/env node
// Makes the pictures that show real work, as screenshots of small HTML pages in Chromium
// (tools/images/shots/): one per project record, its own website or Instagram account with
// its own layout (websites.js, social.js) or, for our products, their own screens
// (products.js: NavegaTime's card and its page's three screens, Navega Factura's invoices, and
// one more screen of each for /apps);
// and the team at the office for /nosotros and the Kit Digital pages' heroes (people.js).
// Written as shared/public/img/catalog/<name>-400.webp and -800.webp. Re-run after a change:
//   node tools/images/project-pictures.js                 # all of them
//   node tools/images/project-pictures.js proyecto-la-palmera equipo-oficina   # some
// SHOTS_PNG_DIR=/tmp/x also keeps each full-size PNG there, to look at.
const path = require('node:path');
const { root } = require('./write-webp');
const { page } = require('./shots/kit');
const { renderShots } = require('./shots/render');
const { websitePicture } = require('./shots/websites');
const { socialPicture } = require('./shots/social');
const { navegatimePictures, facturaPicture, navegatimeHolidays, facturaEditor } = require('./shots/products');
const { peoplePictures } = require('./shots/people');

/** Every picture this script makes: [{ name, html, width, height }]. */
function pictureJobs() {
  require('tsx/cjs/api').register();
  const { projects } = require(path.join(root, 'shared/src/content/projects.ts'));
  const { company } = require(path.join(root, 'shared/src/content/company.ts'));
  const card = (name, body) => ({ name, width: 800, height: 500, html: page({ width: 800, height: 500, body }) });

  const products = navegatimePictures(company.products.timeTracking);
  products['proyecto-facturacion'] = facturaPicture(company.products.invoicing);
  const jobs = [];
  for (const p of projects) {
    const body = products[p.imageUrl] ?? (p.rrssUrl ? socialPicture(p) : websitePicture(p));
    jobs.push(card(p.imageUrl, body));
    // A project page's screens, when they are drawn here (NavegaTime's are).
    for (const img of p.page?.images ?? []) if (products[img.name]) jobs.push(card(img.name, products[img.name]));
  }
  // The products' cards on /apps show one more screen of each (content/apps.ts, appScreens).
  jobs.push(card('app-navegatime', navegatimeHolidays(company.products.timeTracking)), card('app-facturacion', facturaEditor(company.products.invoicing)));
  for (const [name, { width, height, body, transparent, quality }] of Object.entries(peoplePictures(company))) {
    jobs.push({ name, width, height, transparent, quality, html: page({ width, height, body, background: transparent ? 'transparent' : '#ffffff' }) });
  }
  return jobs;
}

module.exports = { pictureJobs };

if (require.main === module) {
  renderShots(pictureJobs(), process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
