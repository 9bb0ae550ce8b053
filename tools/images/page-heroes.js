#!/usr/bin/env node
// Generates the illustrations beside the inner pages' hero text (issue 28: a hero never leaves
// half the width empty at 1280 px, and each service page has its own picture) as WebP into
// shared/public/img/catalog/ (the catalogue's image folder, so <CatalogImage> serves them):
// one per service page record (its `hero`), named `service-<path>`, and one each for /telefonia,
// /contacto (shared/src/content/page-hero-art.ts), named `hero-<page>`; /nosotros' and /proyectos'
// are screenshots (tools/images/project-pictures.js), used here as they are.
// The style is the home hero's (tools/images/catalog.js): white panels and cards on the dark band,
// no text, the brand blue and one accent per page. The glyphs are the site's own icons
// (shared/src/ui/icons/sprite.svg). Re-run after a change:
//   node tools/images/page-heroes.js
const fs = require('node:fs');
const path = require('node:path');
const { WIDTHS, outDir, root, writeWebp } = require('./write-webp');

const sprite = fs.readFileSync(path.join(root, 'shared/src/ui/icons/sprite.svg'), 'utf8');

const W = 800;
const H = 640;

// Accent pairs [strong, soft] of the content tones (mfe-catalog/src/features/common/tones.ts).
const TONES = {
  blue: ['#1d4ed8', '#dbeafe'],
  rose: ['#be123c', '#ffe4e6'],
  violet: ['#6d28d9', '#ede9fe'],
  cyan: ['#0e7490', '#cffafe'],
  emerald: ['#047857', '#d1fae5'],
  amber: ['#b45309', '#fef3c7'],
};
const INK = '#0f172a';
const MUTED = '#94a3b8';
const LINE = '#e2e8f0';

/** One of the site's icons, `size` px wide, its top-left corner at (x, y). */
function glyph(name, x, y, size, color, width = 2) {
  const match = sprite.match(new RegExp(`<symbol id="icon-${name}"[^>]*>([\\s\\S]*?)</symbol>`));
  if (!match) throw new Error(`no icon ${name} in the sprite`);
  return `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${match[1]}</g>`;
}

const bar = (x, y, w, h, fill) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;

/** A floating white card with an icon in a tinted circle and two text bars. */
function chip(x, y, icon, [strong, soft], w = 210) {
  return `<rect x="${x}" y="${y}" width="${w}" height="86" rx="16" fill="#ffffff"/>
<circle cx="${x + 44}" cy="${y + 43}" r="24" fill="${soft}"/>${glyph(icon, x + 30, y + 29, 28, strong)}
${bar(x + 80, y + 30, w - 110, 10, INK)}${bar(x + 80, y + 50, w - 140, 8, MUTED)}`;
}

/** A round badge with an icon, for accents. */
const badge = (cx, cy, r, icon, fill, color = '#ffffff') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>${glyph(icon, cx - r * 0.55, cy - r * 0.55, r * 1.1, color, 2.2)}`;

/** A browser window: frame, bar and dots; `body` is drawn inside (its origin is the window's). */
function browser(x, y, w, h, body) {
  return `<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="20" fill="#ffffff"/>
<path d="M20 0h${w - 40}a20 20 0 0 1 20 20v14H0V20A20 20 0 0 1 20 0z" fill="#e2e8f0"/>
<circle cx="24" cy="18" r="6" fill="#f87171"/><circle cx="44" cy="18" r="6" fill="#fbbf24"/><circle cx="64" cy="18" r="6" fill="#34d399"/>${body}</g>`;
}

/** A phone: dark frame, white screen; `body` in screen coordinates. */
function phone(x, y, w, h, body) {
  return `<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="30" fill="${INK}"/>
<rect x="10" y="12" width="${w - 20}" height="${h - 24}" rx="22" fill="#ffffff"/><g transform="translate(10 12)">${body}</g></g>`;
}

const glow = (cx, cy, r, color) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="0.14"/>`;

/** The pictures, by file name. Each: a main object, two or three floating cards, one badge. */
const PICTURES = {
  // Desarrollo web: a site being built, its code beside it and a phone view.
  'service-web-development': () => {
    const t = TONES.blue;
    const code = [0, 1, 2, 3, 4, 5]
      .map((i) => bar(40 + (i % 3) * 24, 300 + i * 24, [150, 110, 180, 90, 140, 120][i], 10, ['#93c5fd', '#fcd34d', '#e2e8f0', '#86efac', '#93c5fd', '#e2e8f0'][i]))
      .join('');
    return `${glow(430, 300, 270, '#38bdf8')}
${browser(70, 90, 560, 380, `${bar(30, 64, 160, 14, '#1e3a8a')}${bar(30, 90, 240, 10, MUTED)}
<rect x="30" y="122" width="500" height="110" rx="14" fill="${t[1]}"/>${bar(54, 150, 200, 16, t[0])}${bar(54, 178, 150, 10, '#64748b')}${bar(54, 200, 96, 18, t[0])}
${[0, 1, 2].map((i) => `<rect x="${30 + i * 170}" y="252" width="160" height="100" rx="12" fill="#f8fafc" stroke="${LINE}"/>${bar(46 + i * 170, 272, 60, 10, '#334155')}${bar(46 + i * 170, 292, 110, 8, MUTED)}${bar(46 + i * 170, 310, 90, 8, MUTED)}`).join('')}`)}
<rect x="20" y="280" width="290" height="190" rx="18" fill="${INK}"/>${code}
${phone(600, 230, 150, 290, `${bar(16, 24, 70, 10, '#1e3a8a')}<rect x="16" y="50" width="98" height="80" rx="10" fill="${t[1]}"/>${bar(28, 70, 60, 10, t[0])}${bar(16, 146, 98, 8, MUTED)}${bar(16, 164, 76, 8, MUTED)}${bar(16, 200, 98, 26, t[0])}`)}
${badge(660, 110, 40, 'code', '#f59e0b')}`;
  },

  // Marketing: a campaign chart rising, a social post with reactions, the megaphone.
  'service-marketing': () => {
    const t = TONES.rose;
    return `${glow(420, 320, 270, '#fb7185')}
<rect x="60" y="110" width="470" height="330" rx="22" fill="#ffffff"/>${bar(92, 144, 150, 14, INK)}${bar(92, 170, 220, 9, MUTED)}
${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${104 + i * 58}" y="${400 - [70, 100, 90, 140, 170, 150, 210][i]}" width="34" height="${[70, 100, 90, 140, 170, 150, 210][i]}" rx="8" fill="${i === 6 ? t[0] : t[1]}"/>`).join('')}
<polyline points="121,318 179,290 237,300 295,250 353,222 411,236 469,176" fill="none" stroke="#f59e0b" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
${phone(520, 170, 190, 370, `<circle cx="34" cy="34" r="16" fill="${t[1]}"/>${bar(58, 26, 80, 9, INK)}${bar(58, 42, 56, 7, MUTED)}
<rect x="12" y="62" width="146" height="140" rx="12" fill="${t[1]}"/>${glyph('heart', 58, 104, 54, t[0], 2.4)}
${glyph('heart', 14, 216, 22, t[0])}${glyph('message-circle', 46, 216, 22, '#64748b')}${glyph('share', 78, 216, 22, '#64748b')}${bar(14, 254, 130, 8, MUTED)}${bar(14, 270, 96, 8, MUTED)}`)}
${chip(40, 470, 'trending-up', TONES.emerald, 230)}
${badge(110, 90, 46, 'megaphone', t[0])}`;
  },

  // Inteligencia artificial: a network of nodes feeding an assistant's answer and a chart.
  'service-inteligencia-artificial': () => {
    const t = TONES.violet;
    const nodes = [
      [150, 200], [150, 320], [150, 440],
      [320, 150], [320, 270], [320, 390], [320, 510],
      [490, 250], [490, 410],
    ];
    const links = [[0, 3], [0, 4], [1, 3], [1, 4], [1, 5], [2, 5], [2, 6], [0, 5], [2, 4], [3, 7], [4, 7], [4, 8], [5, 8], [6, 8], [5, 7]];
    const edges = links.map(([a, b]) => `<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}" stroke="#c4b5fd" stroke-width="3" opacity="0.7"/>`).join('');
    const dots = nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i > 6 ? 26 : 18}" fill="${i > 6 ? t[0] : '#ffffff'}" stroke="${t[0]}" stroke-width="5"/>`).join('');
    return `${glow(380, 320, 280, '#a78bfa')}${edges}${dots}
<rect x="540" y="120" width="220" height="150" rx="18" fill="#ffffff"/>${badge(580, 160, 22, 'bot', t[0])}${bar(612, 152, 120, 10, INK)}${bar(564, 198, 170, 8, MUTED)}${bar(564, 216, 150, 8, MUTED)}${bar(564, 234, 110, 8, MUTED)}
<rect x="540" y="300" width="220" height="170" rx="18" fill="#ffffff"/>
<path d="M650 385 L650 325 A60 60 0 0 1 706 405 Z" fill="${t[0]}"/><path d="M650 385 L706 405 A60 60 0 1 1 650 325 Z" fill="${t[1]}"/>
${bar(572, 446, 150, 8, MUTED)}
${badge(150, 100, 40, 'sparkles', '#f59e0b')}`;
  },

  // Hosting y correo: a server rack with its lights, the mail it serves and a shield.
  'service-hosting-servidores': () => {
    const t = TONES.cyan;
    const units = [0, 1, 2, 3]
      .map((i) => `<rect x="110" y="${150 + i * 88}" width="300" height="72" rx="12" fill="#1e293b"/>${bar(140, 180 + i * 88, 120, 10, '#475569')}
<circle cx="330" cy="${186 + i * 88}" r="7" fill="#34d399"/><circle cx="354" cy="${186 + i * 88}" r="7" fill="${i === 2 ? '#fbbf24' : '#34d399'}"/><circle cx="378" cy="${186 + i * 88}" r="7" fill="#38bdf8"/>`)
      .join('');
    return `${glow(400, 320, 270, '#22d3ee')}
<rect x="90" y="120" width="340" height="420" rx="24" fill="${INK}"/>${units}
<rect x="470" y="150" width="280" height="190" rx="20" fill="#ffffff"/>
<path d="M500 190h220v120H500z" fill="${t[1]}"/><path d="M500 190l110 70 110-70" fill="none" stroke="${t[0]}" stroke-width="8" stroke-linejoin="round"/>
${chip(470, 370, 'shield-check', TONES.emerald, 280)}${chip(470, 472, 'cloud', t, 280)}
${badge(690, 120, 40, 'server', '#f59e0b')}`;
  },

  // Productos SaaS: the time-tracking clock and the invoicing panel, side by side.
  'service-saas-product': () => {
    const t = TONES.emerald;
    return `${glow(420, 320, 270, '#34d399')}
${browser(60, 110, 470, 360, `${bar(30, 62, 130, 14, INK)}${bar(30, 88, 200, 9, MUTED)}
${[0, 1, 2].map((i) => `<rect x="${30 + i * 140}" y="120" width="128" height="76" rx="12" fill="${[t[1], TONES.blue[1], TONES.amber[1]][i]}"/>${bar(44 + i * 140, 138, 60, 9, '#334155')}${bar(44 + i * 140, 160, 80 - i * 12, 18, [t[0], TONES.blue[0], TONES.amber[0]][i])}`).join('')}
${[0, 1, 2, 3].map((i) => `<rect x="30" y="${216 + i * 32}" width="410" height="24" rx="6" fill="${i % 2 ? '#ffffff' : '#f8fafc'}"/>${bar(42, 224 + i * 32, 120, 8, '#64748b')}${bar(340, 224 + i * 32, 80, 8, i === 0 ? t[0] : MUTED)}`).join('')}`)}
${phone(540, 180, 190, 360, `<circle cx="85" cy="110" r="62" fill="none" stroke="${t[1]}" stroke-width="14"/><path d="M85 48 A62 62 0 1 1 27 134" fill="none" stroke="${t[0]}" stroke-width="14" stroke-linecap="round"/>
${bar(45, 102, 80, 16, INK)}${bar(20, 206, 130, 30, t[0])}${bar(20, 250, 130, 30, '#f1f5f9')}`)}
${chip(30, 490, 'receipt', TONES.blue, 240)}
${badge(640, 120, 40, 'clock', '#f59e0b')}`;
  },

  // Telefonía: a phone with full signal, the fibre router and the offer cards.
  'hero-telefonia': () => {
    const t = TONES.blue;
    return `${glow(420, 320, 270, '#38bdf8')}
<rect x="90" y="330" width="330" height="150" rx="28" fill="#ffffff"/>
${[0, 1, 2].map((i) => `<rect x="${150 + i * 80}" y="${240 - i * 20}" width="12" height="${100 + i * 20}" rx="6" fill="${INK}"/>`).join('')}
${bar(130, 380, 250, 14, t[1])}<circle cx="150" cy="430" r="10" fill="#34d399"/><circle cx="184" cy="430" r="10" fill="#34d399"/><circle cx="218" cy="430" r="10" fill="#38bdf8"/>
${phone(450, 120, 210, 420, `<rect x="14" y="20" width="162" height="120" rx="16" fill="${t[1]}"/>${glyph('signal', 60, 44, 70, t[0], 2.6)}
${bar(14, 160, 120, 12, INK)}${bar(14, 184, 90, 9, MUTED)}<rect x="14" y="214" width="162" height="66" rx="12" fill="#f8fafc" stroke="${LINE}"/>${bar(28, 232, 80, 9, '#334155')}${bar(28, 252, 110, 12, t[0])}
${bar(14, 320, 162, 34, t[0])}`)}
${chip(40, 130, 'router', TONES.amber, 250)}${chip(560, 470, 'wallet', TONES.emerald, 220)}
${badge(690, 110, 40, 'phone-call', '#f59e0b')}`;
  },

  // Contacto: a conversation, the office on the map and the reply on its way.
  'hero-contacto': () => {
    const t = TONES.blue;
    return `${glow(400, 320, 270, '#38bdf8')}
<rect x="80" y="100" width="430" height="330" rx="24" fill="#ffffff"/>
<path d="M80 124a24 24 0 0 1 24-24h382a24 24 0 0 1 24 24v306H80z" fill="#eef2ff"/>
<path d="M80 260 C180 220 260 320 360 270 S470 230 510 250" fill="none" stroke="#c7d2fe" stroke-width="18"/>
<path d="M200 100 L240 430" stroke="#ffffff" stroke-width="14"/><path d="M80 360 L510 330" stroke="#ffffff" stroke-width="12"/>
<path d="M300 150c-34 0-60 26-60 58 0 44 60 100 60 100s60-56 60-100c0-32-26-58-60-58z" fill="${t[0]}"/><circle cx="300" cy="206" r="20" fill="#ffffff"/>
<rect x="430" y="300" width="320" height="96" rx="22" fill="#ffffff"/>${badge(478, 348, 26, 'user', t[0])}${bar(518, 334, 180, 10, INK)}${bar(518, 356, 130, 8, MUTED)}
<rect x="470" y="420" width="280" height="96" rx="22" fill="${t[0]}"/>${badge(518, 468, 26, 'headset', '#ffffff', t[0])}${bar(558, 454, 160, 10, '#ffffff')}${bar(558, 476, 110, 8, '#bfdbfe')}
${chip(40, 470, 'clock', TONES.emerald, 230)}
${badge(640, 150, 44, 'mail', '#f59e0b')}`;
  },
};

function svg(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

async function main() {
  require('tsx/cjs/api').register();
  const { pageHeroArt } = require(path.join(root, 'shared/src/content/page-hero-art.ts'));
  const { servicePages } = require(path.join(root, 'shared/src/content/service-pages.ts'));
  // Every picture a page names: the pages' that are not records, and each service page record's.
  const wanted = [...Object.values(pageHeroArt), ...servicePages.map((page) => page.hero)].map((a) => a.image);
  fs.mkdirSync(outDir, { recursive: true });
  for (const name of new Set(wanted)) {
    const draw = PICTURES[name];
    if (draw) {
      await writeWebp(name, svg(draw()), { sourceWidth: W, quality: 80 });
      continue;
    }
    // A picture made some other way is used as it is; a page whose picture is nowhere fails here.
    const missing = WIDTHS.map((w) => path.join(outDir, `${name}-${w}.webp`)).filter((file) => !fs.existsSync(file));
    if (missing.length) throw new Error(`No drawing for ${name} here, and no ${missing.map((f) => path.relative(root, f)).join(', ')}`);
  }
}

module.exports = { PICTURES };

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
