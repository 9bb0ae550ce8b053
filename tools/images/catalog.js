#!/usr/bin/env node
// Generates the catalogue's drawn images (mfe-catalog) as WebP into shared/public/img/catalog/:
// the home hero, NavegaTime's video posters and the two product logos, drawn as SVG and
// rasterised with sharp at 400 and 800 px wide. The NavegaTime screens drawn here are the frames
// of its demo videos (tools/site/navegatime-videos). The project pictures and the product
// screens are screenshots of real-looking pages: tools/images/project-pictures.js. Re-run:
//   node tools/images/catalog.js
const fs = require('node:fs');
const path = require('node:path');
const { WIDTHS, outDir, root, writeWebp } = require('./write-webp');

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

// NavegaTime's colours in the drawn screens: [strong, dark, soft].
const NAVEGATIME_THEME = ['#1d4ed8', '#1e3a8a', '#dbeafe'];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A font size at which `text` fits `width` px (DejaVu Sans Bold is about 0.62 em a glyph). */
const fit = (text, width, max) => Math.min(max, Math.floor(width / (text.length * 0.62)));

function svg(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">
<defs>${defs}</defs>${body}</svg>`;
}

function backdrop(id, [strong, dark, soft]) {
  return {
    defs: `<linearGradient id="bg${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${soft}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
<linearGradient id="hero${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${strong}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    body: `<rect width="800" height="500" fill="url(#bg${id})"/>
<circle cx="730" cy="60" r="120" fill="${strong}" opacity="0.08"/><circle cx="40" cy="470" r="140" fill="${strong}" opacity="0.07"/>`,
  };
}

/** An app window with a sidebar, KPI cards and a bar chart (own software). */
function dashboardMockup({ id, title, subtitle, theme, variant = 'chart' }) {
  const [strong, dark, soft] = theme;
  const bg = backdrop(id, theme);
  const bars = [62, 88, 74, 96, 80, 44, 30]
    .map((h, i) => `<rect x="${300 + i * 52}" y="${420 - h * 1.4}" width="30" height="${h * 1.4}" rx="6" fill="${i === 3 ? strong : soft}"/>
<text x="${315 + i * 52}" y="440" font-size="11" fill="#64748b" text-anchor="middle">${['L', 'M', 'X', 'J', 'V', 'S', 'D'][i]}</text>`)
    .join('');
  const rows = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="280" y="${296 + i * 30}" width="416" height="26" rx="6" fill="${i % 2 ? '#ffffff' : '#f8fafc'}"/>
<circle cx="296" cy="${309 + i * 30}" r="7" fill="${[strong, '#f59e0b', strong, '#10b981', dark][i]}" opacity="0.8"/>
<rect x="312" y="${305 + i * 30}" width="${120 - i * 8}" height="8" rx="4" fill="#334155"/>
<rect x="520" y="${305 + i * 30}" width="60" height="8" rx="4" fill="#94a3b8"/>
<rect x="612" y="${301 + i * 30}" width="70" height="16" rx="8" fill="${soft}"/>`)
    .join('');
  const kpis = [0, 1, 2]
    .map((i) => `<rect x="${280 + i * 142}" y="150" width="130" height="76" rx="10" fill="#ffffff" stroke="#e2e8f0"/>
<rect x="${294 + i * 142}" y="166" width="60" height="8" rx="4" fill="#94a3b8"/>
<rect x="${294 + i * 142}" y="186" width="${80 - i * 12}" height="18" rx="5" fill="${i === 0 ? strong : '#334155'}"/>`)
    .join('');
  return svg(
    800,
    500,
    `${bg.body}
<rect x="48" y="30" width="704" height="440" rx="16" fill="#ffffff" stroke="#cbd5e1"/>
<path d="M64 30h168v440H64a16 16 0 0 1-16-16V46a16 16 0 0 1 16-16z" fill="url(#hero${id})"/>
<rect x="68" y="54" width="30" height="30" rx="8" fill="#ffffff"/><text x="83" y="75" font-size="15" font-weight="700" fill="${dark}" text-anchor="middle">${esc(title[0])}</text>
<text x="108" y="75" font-size="${fit(title, 116, 15)}" font-weight="700" fill="#ffffff">${esc(title)}</text>
${[0, 1, 2, 3, 4].map((i) => `<rect x="68" y="${116 + i * 38}" width="${i === 0 ? 148 : 110}" height="${i === 0 ? 28 : 10}" rx="${i === 0 ? 8 : 5}" fill="#ffffff" opacity="${i === 0 ? 0.2 : 0.55}" ${i === 0 ? '' : `transform="translate(0 9)"`}/>`).join('')}
<text x="280" y="90" font-size="22" font-weight="700" fill="#0f172a">${esc(subtitle)}</text>
<rect x="280" y="104" width="200" height="8" rx="4" fill="#94a3b8"/>
<rect x="616" y="72" width="110" height="32" rx="16" fill="${strong}"/><rect x="640" y="85" width="62" height="7" rx="3" fill="#ffffff"/>
${kpis}
${variant === 'chart' ? `<rect x="280" y="244" width="416" height="206" rx="10" fill="#ffffff" stroke="#e2e8f0"/><rect x="296" y="258" width="120" height="8" rx="4" fill="#334155"/>${bars}` : rows}`,
    bg.defs,
  );
}

/** The NavegaTime clock-in screen on a phone. */
function clockInMockup(id, theme) {
  const [strong, dark, soft] = theme;
  const bg = backdrop(id, theme);
  return svg(
    800,
    500,
    `${bg.body}
<text x="64" y="150" font-size="15" font-weight="700" fill="${strong}" letter-spacing="2">NAVEGATIME</text>
<text x="64" y="198" font-size="38" font-weight="700" fill="#0f172a">Ficha en un toque</text>
<text x="64" y="236" font-size="18" fill="#475569">Entrada, pausas y salida desde</text>
<text x="64" y="262" font-size="18" fill="#475569">el móvil, con ubicación opcional.</text>
<rect x="492" y="28" width="244" height="456" rx="34" fill="#0f172a"/>
<rect x="504" y="40" width="220" height="432" rx="26" fill="#ffffff"/>
<rect x="584" y="48" width="60" height="8" rx="4" fill="#0f172a"/>
<text x="614" y="104" font-size="13" fill="#64748b" text-anchor="middle">Jornada de hoy</text>
<circle cx="614" cy="192" r="68" fill="${soft}"/><circle cx="614" cy="192" r="68" fill="none" stroke="${strong}" stroke-width="10" stroke-dasharray="300 430" transform="rotate(-90 614 192)"/>
<text x="614" y="200" font-size="30" font-weight="700" fill="#0f172a" text-anchor="middle">06:42</text>
<rect x="524" y="290" width="180" height="46" rx="23" fill="${strong}"/><text x="614" y="319" font-size="16" font-weight="700" fill="#ffffff" text-anchor="middle">Salida</text>
<rect x="524" y="348" width="180" height="46" rx="23" fill="#ffffff" stroke="${strong}" stroke-width="2"/><text x="614" y="377" font-size="16" font-weight="700" fill="${dark}" text-anchor="middle">Pausa</text>
<circle cx="540" cy="426" r="7" fill="#10b981"/><rect x="554" y="422" width="120" height="8" rx="4" fill="#94a3b8"/>`,
    bg.defs,
  );
}

/** The NavegaTime screens (800×500 SVG), by image name. */
function navegatimeScreens() {
  const nt = NAVEGATIME_THEME;
  return {
    'navegatime-panel': dashboardMockup({ id: 101, title: 'NavegaTime', subtitle: 'Equipo en tiempo real', theme: nt }),
    'navegatime-fichaje': clockInMockup(102, nt),
    'navegatime-informes': dashboardMockup({ id: 103, title: 'NavegaTime', subtitle: 'Informe mensual', theme: nt, variant: 'table' }),
  };
}

/** A video poster: the screen under a dark veil (the page adds the play button and the title). */
function posterMockup(screen) {
  const inner = screen.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return svg(800, 500, `${inner}<rect width="800" height="500" fill="#0b1f4d" opacity="0.3"/>`);
}

/** The home hero: a dashboard, a phone and floating result cards, on a transparent background. */
function heroIllustration() {
  return svg(
    800,
    640,
    `<circle cx="420" cy="320" r="260" fill="#38bdf8" opacity="0.12"/>
<rect x="90" y="120" width="560" height="360" rx="22" fill="#ffffff"/>
<path d="M112 120h516a22 22 0 0 1 22 22v22H90v-22a22 22 0 0 1 22-22z" fill="#e2e8f0"/>
<circle cx="118" cy="142" r="7" fill="#f87171"/><circle cx="140" cy="142" r="7" fill="#fbbf24"/><circle cx="162" cy="142" r="7" fill="#34d399"/>
<rect x="120" y="190" width="150" height="12" rx="6" fill="#1e3a8a"/><rect x="120" y="212" width="220" height="9" rx="4" fill="#94a3b8"/>
${[0, 1, 2].map((i) => `<rect x="${120 + i * 166}" y="244" width="150" height="84" rx="12" fill="#eff6ff"/><rect x="${136 + i * 166}" y="262" width="70" height="9" rx="4" fill="#64748b"/><rect x="${136 + i * 166}" y="284" width="${96 - i * 16}" height="22" rx="6" fill="${['#1d4ed8', '#0f766e', '#b45309'][i]}"/>`).join('')}
<rect x="120" y="346" width="500" height="110" rx="12" fill="#f8fafc"/>
<polyline points="140,430 200,410 260,420 320,386 380,392 440,360 500,366 560,330 600,340" fill="none" stroke="#1d4ed8" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
<polyline points="140,440 200,436 260,428 320,420 380,414 440,402 500,398 560,384 600,380" fill="none" stroke="#f59e0b" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 10"/>
<rect x="560" y="220" width="170" height="330" rx="28" fill="#0f172a"/>
<rect x="570" y="232" width="150" height="306" rx="20" fill="#ffffff"/>
<circle cx="645" cy="300" r="38" fill="#dbeafe"/><path d="M627 300l12 12 24-26" fill="none" stroke="#1d4ed8" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="590" y="356" width="110" height="10" rx="5" fill="#334155"/><rect x="600" y="376" width="90" height="8" rx="4" fill="#94a3b8"/>
<rect x="590" y="404" width="110" height="34" rx="17" fill="#1d4ed8"/>
<rect x="590" y="452" width="110" height="60" rx="10" fill="#f1f5f9"/>
<rect x="40" y="420" width="210" height="86" rx="16" fill="#ffffff"/>
<circle cx="84" cy="463" r="22" fill="#dcfce7"/><path d="M74 470l8-10 8 6 10-14" fill="none" stroke="#15803d" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="118" y="448" width="100" height="10" rx="5" fill="#0f172a"/><rect x="118" y="468" width="70" height="8" rx="4" fill="#94a3b8"/>
<rect x="600" y="60" width="180" height="80" rx="16" fill="#ffffff"/>
<circle cx="640" cy="100" r="20" fill="#fef3c7"/><path d="M640 88l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="#f59e0b"/>
<rect x="672" y="88" width="88" height="10" rx="5" fill="#0f172a"/><rect x="672" y="106" width="60" height="8" rx="4" fill="#94a3b8"/>`,
  );
}

/** A square product logo: rounded tile with a mark. */
function logo(kind) {
  const [strong, dark] = kind === 'time' ? ['#1d4ed8', '#0b1f4d'] : ['#0f766e', '#134e4a'];
  const mark =
    kind === 'time'
      ? `<circle cx="200" cy="200" r="96" fill="none" stroke="#ffffff" stroke-width="24"/><path d="M200 140v64l44 30" fill="none" stroke="#ffffff" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<path d="M136 96h100l40 40v168H136z" fill="none" stroke="#ffffff" stroke-width="22" stroke-linejoin="round"/><path d="M168 184h76M168 224h76M168 264h44" stroke="#ffffff" stroke-width="20" stroke-linecap="round"/>`;
  return svg(
    400,
    400,
    mark,
    `<linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${strong}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
  ).replace('</defs>', `</defs><rect width="400" height="400" rx="88" fill="url(#l)"/>`);
}

async function main() {
  require('tsx/cjs/api').register();
  const { projects } = require(path.join(root, 'shared/src/content/projects.ts'));
  const { appProducts } = require(path.join(root, 'shared/src/content/apps.ts'));
  fs.mkdirSync(outDir, { recursive: true });
  const jobs = [['hero-consultoria', heroIllustration(), 800]];

  // The posters of the projects' videos: the drawn screens their frames are filmed from. The
  // project pictures and the pages' screens are screenshots (node tools/images/project-pictures.js);
  // one that is nowhere fails here.
  const screens = navegatimeScreens();
  const posterScreens = { 'navegatime-video-fichaje': screens['navegatime-fichaje'], 'navegatime-video-panel': screens['navegatime-panel'] };
  const drawnOrThere = (name, drawing, what) => {
    if (drawing) return jobs.push([name, drawing, 800]);
    const missing = WIDTHS.map((w) => path.join(outDir, `${name}-${w}.webp`)).filter((file) => !fs.existsSync(file));
    if (missing.length) throw new Error(`No drawing for ${what} ${name} here, and no ${missing.map((f) => path.relative(root, f)).join(', ')}`);
  };
  for (const p of projects) {
    drawnOrThere(p.imageUrl, undefined, 'project picture');
    for (const img of p.page?.images ?? []) drawnOrThere(img.name, undefined, 'detail image');
    for (const v of p.page?.videos ?? []) drawnOrThere(v.poster, posterScreens[v.poster] && posterMockup(posterScreens[v.poster]), 'poster');
  }

  const logos = { 'logo-navegatime': logo('time'), 'logo-facturacion': logo('invoice') };
  for (const a of appProducts) {
    if (!logos[a.logo.name]) throw new Error(`No drawing for logo ${a.logo.name}`);
    jobs.push([a.logo.name, logos[a.logo.name], 400]);
  }

  for (const [name, image, width] of jobs) await writeWebp(name, image, { sourceWidth: width, quality: 78 });
}

// The NavegaTime screens are also the frames of its demo videos (tools/site/navegatime-videos).
module.exports = { navegatimeScreens, logo };

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
