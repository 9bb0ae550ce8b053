#!/usr/bin/env node
// Generates the Kit Digital images into shared/public/img/kit: our own "Kit Digital" wordmark
// (not the official logo) and one 4:3 illustration per solution, each as <name>-400.webp and
// <name>-800.webp. Vector scenes drawn here, icons from lucide, rasterised with sharp.
// Run: node tools/images/kit-digital.js   (the content test checks every file exists and is < 40 KB)
const fs = require('fs');
const path = require('path');
const sharp = require('sharp');
const React = require('react');
const { renderToStaticMarkup } = require('react-dom/server');
const icons = require('lucide-react');

const OUT = path.resolve(__dirname, '../../shared/public/img/kit');
const W = 800;
const H = 600;
const WIDTHS = [400, 800];
const MAX_BYTES = 40 * 1024;

// The site's theme tokens (shared/src/ui/theme/tokens.ts), plus two illustration tints.
const c = {
  brand: '#1d4ed8',
  brandDark: '#1e3a8a',
  brandDeep: '#0b1f4d',
  brandSoft: '#eff6ff',
  accent: '#f59e0b',
  sky: '#38bdf8',
  mint: '#34d399',
  ink: '#0f172a',
  line: '#cbd5e1',
  lineSoft: '#e2e8f0',
  white: '#ffffff',
};

/** A lucide icon's inner SVG, placed at (x, y) with `size` px and a stroke colour. */
function icon(name, x, y, size, color, strokeWidth = 2) {
  const markup = renderToStaticMarkup(React.createElement(icons[name], { size: 24 }));
  const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const s = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${inner}</g>`;
}

const rect = (x, y, w, h, r, fill, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
const bar = (x, y, w, fill = c.lineSoft, h = 12) => rect(x, y, w, h, h / 2, fill);
const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

/** A round badge with an icon, floating over the scene. */
function badge(cx, cy, r, fill, name) {
  return `${circle(cx, cy + 6, r, c.ink, 'opacity="0.18"')}${circle(cx, cy, r, fill)}${icon(name, cx - r * 0.55, cy - r * 0.55, r * 1.1, c.white, 2.2)}`;
}

/** Shared backdrop: brand gradient, soft glows and a dot grid. */
function backdrop(glow = c.sky) {
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${c.brandDeep}"/><stop offset="1" stop-color="${c.brand}"/>
    </linearGradient>
    <radialGradient id="g1" cx="0.85" cy="0.12" r="0.55"><stop offset="0" stop-color="${glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
    <radialGradient id="g2" cx="0.08" cy="0.95" r="0.5"><stop offset="0" stop-color="${c.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></radialGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#ffffff" opacity="0.12"/></pattern>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#020617" flood-opacity="0.35"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#g1)"/>
  <rect width="${W}" height="${H}" fill="url(#g2)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>`;
}

/** A browser window frame; returns markup, content goes at (x + 24, y + 64). */
function browser(x, y, w, h) {
  return `<g filter="url(#shadow)">${rect(x, y, w, h, 22, c.white)}</g>
  ${rect(x, y, w, 44, 22, '#f1f5f9')}${rect(x, y + 22, w, 22, 0, '#f1f5f9')}
  ${circle(x + 24, y + 22, 6, '#f87171')}${circle(x + 44, y + 22, 6, '#fbbf24')}${circle(x + 64, y + 22, 6, '#34d399')}
  ${bar(x + 96, y + 16, Math.min(260, w - 140), c.white, 14)}`;
}

/** A phone frame; content area starts at (x + 14, y + 40). */
function phone(x, y, w, h) {
  return `<g filter="url(#shadow)">${rect(x, y, w, h, 30, c.ink)}</g>${rect(x + 8, y + 8, w - 16, h - 16, 24, c.white)}${bar(x + w / 2 - 24, y + 18, 48, c.lineSoft, 8)}`;
}

const scenes = {
  website() {
    return `${browser(110, 110, 500, 360)}
    ${rect(134, 174, 452, 120, 14, c.brandSoft)}
    ${bar(160, 200, 220, c.brand, 18)}${bar(160, 232, 280, c.line)}${bar(160, 254, 200, c.line)}
    ${rect(470, 196, 90, 76, 12, c.brand, 'opacity="0.18"')}${icon('Image', 495, 214, 40, c.brand)}
    ${[0, 1, 2].map((i) => `${rect(134 + i * 154, 312, 140, 130, 12, '#f8fafc', `stroke="${c.lineSoft}" stroke-width="2"`)}${circle(160 + i * 154, 342, 14, [c.sky, c.accent, c.mint][i])}${bar(150 + i * 154, 372, 100, c.line)}${bar(150 + i * 154, 394, 70, c.lineSoft)}`).join('')}
    ${phone(560, 250, 150, 270)}
    ${rect(582, 298, 106, 70, 10, c.brandSoft)}${bar(590, 312, 70, c.brand, 10)}${bar(590, 332, 80, c.line, 8)}
    ${bar(584, 388, 100, c.line, 10)}${bar(584, 408, 80, c.lineSoft, 10)}${bar(584, 428, 90, c.lineSoft, 10)}${rect(584, 456, 70, 26, 13, c.brand)}
    ${badge(620, 120, 38, c.accent, 'Globe')}`;
  },
  ecommerce() {
    return `${browser(100, 100, 540, 380)}
    ${[0, 1, 2].map((i) => {
      const x = 126 + i * 168;
      return `${rect(x, 166, 152, 270, 14, '#f8fafc', `stroke="${c.lineSoft}" stroke-width="2"`)}${rect(x + 12, 178, 128, 110, 10, [c.brandSoft, '#fef3c7', '#ecfdf5'][i])}${icon(['Shirt', 'Watch', 'Headphones'][i], x + 52, 208, 48, [c.brand, '#b45309', '#047857'][i])}${bar(x + 14, 304, 110, c.line)}${bar(x + 14, 326, 70, c.lineSoft)}${bar(x + 14, 356, 60, c.brand, 16)}${rect(x + 14, 390, 124, 32, 16, c.brand)}${icon('ShoppingCart', x + 64, 396, 20, c.white)}`;
    }).join('')}
    ${badge(650, 140, 44, c.accent, 'ShoppingCart')}${circle(680, 108, 16, '#ef4444')}<text x="680" y="114" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">3</text>
    ${badge(110, 470, 34, c.mint, 'CreditCard')}${badge(680, 440, 34, c.sky, 'Truck')}`;
  },
  socialMedia() {
    const post = (x, y, tint, ic) => `${rect(x, y, 172, 118, 14, c.white, `stroke="${c.lineSoft}" stroke-width="2"`)}${circle(x + 24, y + 24, 12, tint)}${bar(x + 44, y + 18, 90, c.line, 10)}${rect(x + 12, y + 46, 148, 58, 8, tint, 'opacity="0.2"')}${icon(ic, x + 70, y + 58, 32, tint)}`;
    return `${phone(290, 70, 220, 460)}
    ${post(314, 124, c.brand, 'Image')}${post(314, 256, c.accent, 'Video')}
    ${bar(314, 392, 140, c.line)}${bar(314, 414, 100, c.lineSoft)}${bar(314, 436, 160, c.lineSoft)}
    ${badge(210, 170, 40, '#ec4899', 'Heart')}${badge(600, 200, 40, c.sky, 'MessageCircle')}${badge(170, 380, 34, c.accent, 'Share2')}
    ${rect(560, 320, 170, 110, 16, c.white, 'filter="url(#shadow)"')}${[40, 64, 52, 86].map((h, i) => rect(584 + i * 34, 410 - h, 22, h, 5, i === 3 ? c.brand : '#93c5fd')).join('')}
    ${rect(84, 250, 120, 48, 24, c.white, 'filter="url(#shadow)"')}${icon('ThumbsUp', 100, 262, 24, c.brand)}<text x="134" y="282" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="20" font-weight="700" fill="${c.ink}">+128</text>`;
  },
  crm() {
    const row = (y, tint, w) => `${rect(134, y, 300, 58, 12, '#f8fafc', `stroke="${c.lineSoft}" stroke-width="2"`)}${circle(164, y + 29, 16, tint)}${icon('User', 154, y + 19, 20, c.white)}${bar(192, y + 16, w, c.line, 10)}${bar(192, y + 34, w - 40, c.lineSoft, 8)}${rect(380, y + 19, 38, 20, 10, tint, 'opacity="0.3"')}`;
    const funnel = [[470, 170, 150, c.brand], [485, 222, 120, '#3b82f6'], [500, 274, 90, c.sky], [515, 326, 60, c.mint]];
    return `${browser(100, 100, 560, 380)}
    ${row(170, c.brand, 160)}${row(240, c.accent, 130)}${row(310, c.mint, 150)}${row(380, c.sky, 120)}
    ${funnel.map(([x, y, w, col]) => rect(x, y, w, 42, 10, col)).join('')}
    ${bar(470, 392, 150, c.line)}${bar(470, 414, 100, c.lineSoft)}
    ${badge(660, 130, 40, c.accent, 'Contact')}${badge(100, 470, 32, c.sky, 'Bell')}`;
  },
  intelligence() {
    const bars = [90, 140, 115, 190, 160, 230];
    return `${browser(90, 90, 620, 400)}
    ${[0, 1, 2].map((i) => `${rect(114 + i * 130, 154, 118, 70, 12, [c.brandSoft, '#fef3c7', '#ecfdf5'][i])}${bar(128 + i * 130, 172, 60, c.line, 10)}${bar(128 + i * 130, 194, 80, [c.brand, '#b45309', '#047857'][i], 14)}`).join('')}
    ${rect(114, 244, 370, 220, 12, '#f8fafc', `stroke="${c.lineSoft}" stroke-width="2"`)}
    ${bars.map((h, i) => rect(140 + i * 56, 444 - h, 34, h, 6, i === 5 ? c.brand : '#93c5fd')).join('')}
    <polyline points="157,330 213,300 269,312 325,262 381,280 437,220" fill="none" stroke="${c.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    ${rect(504, 154, 182, 310, 12, '#f8fafc', `stroke="${c.lineSoft}" stroke-width="2"`)}
    <circle cx="595" cy="262" r="62" fill="none" stroke="${c.lineSoft}" stroke-width="26"/>
    <circle cx="595" cy="262" r="62" fill="none" stroke="${c.brand}" stroke-width="26" stroke-dasharray="250 390" transform="rotate(-90 595 262)"/>
    <circle cx="595" cy="262" r="62" fill="none" stroke="${c.accent}" stroke-width="26" stroke-dasharray="80 390" stroke-dashoffset="-250" transform="rotate(-90 595 262)"/>
    ${bar(530, 360, 130, c.line)}${bar(530, 384, 100, c.lineSoft)}${bar(530, 408, 120, c.lineSoft)}
    ${badge(700, 120, 38, c.accent, 'ChartColumn')}`;
  },
  management() {
    const node = (x, y, tint, ic) => `<g filter="url(#shadow)">${rect(x, y, 150, 86, 16, c.white)}</g>${rect(x + 14, y + 18, 50, 50, 12, tint, 'opacity="0.18"')}${icon(ic, x + 25, y + 29, 28, tint)}${bar(x + 76, y + 28, 58, c.line, 10)}${bar(x + 76, y + 48, 40, c.lineSoft, 8)}`;
    const link = (d) => `<path d="${d}" fill="none" stroke="${c.white}" stroke-width="4" stroke-dasharray="10 10" opacity="0.7"/>`;
    // Scaled up around the centre: the diagram alone would leave the frame half empty.
    return `<g transform="translate(400 300) scale(1.18) translate(-400 -300)">${link('M 245 190 C 330 190, 330 300, 400 300')}${link('M 245 410 C 330 410, 330 300, 400 300')}${link('M 550 300 C 600 300, 600 190, 640 190')}${link('M 550 300 C 600 300, 600 410, 640 410')}
    ${node(95, 147, c.brand, 'Calculator')}${node(95, 367, '#b45309', 'Package')}
    <g filter="url(#shadow)">${rect(330, 240, 220, 120, 20, c.white)}</g>${circle(390, 300, 34, c.brand)}${icon('Workflow', 370, 280, 40, c.white)}${bar(438, 280, 90, c.line, 12)}${bar(438, 306, 64, c.lineSoft, 10)}
    ${node(560, 147, '#047857', 'Users')}${node(560, 367, c.brandDark, 'FolderKanban')}
    ${badge(450, 150, 34, c.accent, 'Zap')}${badge(450, 460, 30, c.mint, 'Check')}</g>`;
  },
  billing() {
    return `<g transform="rotate(-4 400 300)"><g filter="url(#shadow)">${rect(230, 70, 340, 460, 18, c.white)}</g>
    ${bar(262, 104, 120, c.brand, 20)}${bar(262, 136, 90, c.line, 10)}${rect(470, 98, 70, 50, 10, c.brandSoft)}${icon('Receipt', 491, 109, 28, c.brand)}
    ${[0, 1, 2, 3].map((i) => `${bar(262, 190 + i * 40, 170, c.lineSoft)}${bar(470, 190 + i * 40, 70, c.line)}`).join('')}
    <line x1="262" y1="356" x2="540" y2="356" stroke="${c.lineSoft}" stroke-width="3"/>
    ${bar(262, 378, 80, c.line, 14)}${bar(440, 374, 100, c.ink, 20)}
    ${rect(262, 430, 140, 60, 10, '#f8fafc', `stroke="${c.lineSoft}" stroke-width="2"`)}${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => rect(272 + i * 12, 442, i % 3 ? 6 : 4, 36, 1, c.ink)).join('')}</g>
    <g transform="rotate(-14 520 440)"><circle cx="520" cy="440" r="62" fill="none" stroke="${c.mint}" stroke-width="8"/><circle cx="520" cy="440" r="50" fill="${c.mint}" opacity="0.18"/>${icon('Check', 488, 408, 64, '#047857', 3)}</g>
    ${badge(170, 180, 40, c.accent, 'Send')}${badge(640, 170, 38, c.sky, 'CloudUpload')}${badge(160, 420, 32, c.mint, 'CalendarCheck')}`;
  },
  virtualOffice() {
    const tile = (x, y, tint) => `${rect(x, y, 196, 128, 12, tint)}${circle(x + 98, y + 54, 26, c.white, 'opacity="0.9"')}${rect(x + 58, y + 86, 80, 44, 22, c.white, 'opacity="0.9"')}`;
    return `${browser(120, 90, 560, 400)}
    <clipPath id="tiles"><rect x="144" y="154" width="512" height="290" rx="12"/></clipPath>
    <g clip-path="url(#tiles)">${tile(144, 154, '#93c5fd')}${tile(350, 154, '#fcd34d')}${tile(144, 292, '#6ee7b7')}${tile(350, 292, '#c4b5fd')}</g>
    ${rect(556, 154, 100, 266, 12, '#f8fafc', `stroke="${c.lineSoft}" stroke-width="2"`)}${[0, 1, 2, 3].map((i) => `${rect(568, 168 + i * 62, 76, 48, 8, c.white, `stroke="${c.lineSoft}" stroke-width="2"`)}${icon(['FileText', 'Sheet', 'Presentation', 'FolderOpen'][i], 592, 180 + i * 62, 24, [c.brand, '#047857', '#b45309', c.brandDark][i])}`).join('')}
    ${rect(300, 440, 200, 40, 20, c.ink)}${circle(340, 460, 12, '#ef4444')}${icon('Mic', 384, 450, 20, c.white)}${icon('Video', 424, 450, 20, c.white)}${icon('Share', 462, 450, 20, c.white)}
    ${badge(680, 110, 38, c.accent, 'Cloud')}${badge(110, 470, 32, c.sky, 'CalendarDays')}`;
  },
  communications() {
    return `${browser(70, 170, 250, 200)}${bar(94, 234, 150, c.line)}${bar(94, 258, 110, c.lineSoft)}${rect(94, 290, 200, 54, 10, c.brandSoft)}${icon('Laptop', 174, 298, 38, c.brand)}
    <g filter="url(#shadow)">${rect(510, 140, 220, 300, 18, c.white)}</g>${[0, 1, 2].map((i) => `${rect(532, 166 + i * 86, 176, 66, 10, '#f8fafc', `stroke="${c.lineSoft}" stroke-width="2"`)}${circle(556, 199 + i * 86, 8, c.mint)}${bar(576, 186 + i * 86, 100, c.line, 10)}${bar(576, 206 + i * 86, 70, c.lineSoft, 8)}`).join('')}
    <path d="M 320 270 C 380 200, 450 200, 510 270" fill="none" stroke="${c.white}" stroke-width="5" stroke-dasharray="4 14" stroke-linecap="round"/>
    <path d="M 320 300 C 380 370, 450 370, 510 300" fill="none" stroke="${c.sky}" stroke-width="5" stroke-dasharray="4 14" stroke-linecap="round"/>
    ${circle(415, 285, 62, c.white, 'filter="url(#shadow)"')}${circle(415, 285, 50, c.brand)}${icon('LockKeyhole', 385, 255, 60, c.white, 2.2)}
    ${badge(150, 130, 34, c.accent, 'KeyRound')}${badge(620, 480, 34, c.mint, 'ShieldCheck')}${phone(240, 400, 90, 150)}${icon('Wifi', 265, 455, 40, c.brand)}`;
  },
  cybersecurity() {
    return `${browser(70, 260, 200, 170)}${icon('Monitor', 140, 320, 60, c.brand)}
    ${phone(600, 250, 120, 220)}${icon('Smartphone', 630, 330, 60, c.brand)}
    <path d="M 400 90 L 540 140 L 540 270 C 540 370, 470 440, 400 470 C 330 440, 260 370, 260 270 L 260 140 Z" fill="${c.white}" filter="url(#shadow)"/>
    <path d="M 400 120 L 512 160 L 512 270 C 512 352, 458 410, 400 438 C 342 410, 288 352, 288 270 L 288 160 Z" fill="${c.brand}"/>
    <path d="M 400 120 L 512 160 L 512 270 C 512 352, 458 410, 400 438 Z" fill="${c.brandDark}" opacity="0.45"/>
    ${icon('Check', 340, 220, 120, c.white, 3)}
    ${badge(250, 140, 34, '#ef4444', 'Bug')}${badge(560, 110, 34, c.accent, 'MailCheck')}${badge(150, 500, 32, c.mint, 'Radar')}${badge(520, 500, 32, c.sky, 'GraduationCap')}`;
  },
  internetPresence() {
    return `${browser(90, 110, 520, 380)}
    ${rect(114, 174, 472, 46, 23, '#f8fafc', `stroke="${c.line}" stroke-width="2"`)}${icon('Search', 130, 186, 22, '#64748b')}${bar(166, 191, 200, c.line, 12)}
    ${[0, 1, 2].map((i) => `${bar(114, 244 + i * 34, [240, 200, 220][i], i === 0 ? c.brand : c.line, 12)}${bar(114, 262 + i * 34, [320, 280, 300][i], c.lineSoft, 8)}`).join('')}
    ${rect(114, 352, 472, 114, 12, '#f8fafc', `stroke="${c.lineSoft}" stroke-width="2"`)}
    <polyline points="136,446 210,430 280,436 350,404 420,392 490,360 564,368" fill="none" stroke="${c.mint}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    <polygon points="136,446 210,430 280,436 350,404 420,392 490,360 564,368 564,456 136,456" fill="${c.mint}" opacity="0.15"/>
    <g filter="url(#shadow)">${circle(620, 250, 84, c.white)}</g>${circle(620, 250, 66, c.brandSoft)}${icon('TrendingUp', 580, 210, 80, c.brand, 2.4)}
    <line x1="680" y1="312" x2="730" y2="364" stroke="${c.white}" stroke-width="22" stroke-linecap="round"/>
    ${badge(110, 480, 34, c.accent, 'MousePointerClick')}${badge(690, 130, 34, c.sky, 'Megaphone')}`;
  },
  marketplace() {
    return `<g filter="url(#shadow)">${rect(120, 150, 400, 320, 20, c.white)}</g>
    <path d="M 120 170 Q 120 150 140 150 L 500 150 Q 520 150 520 170 L 520 210 L 120 210 Z" fill="${c.accent}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<path d="M ${120 + i * 80} 210 q 40 40 80 0" fill="${i % 2 ? '#fbbf24' : c.accent}"/>`).join('')}
    ${icon('Store', 290, 160, 40, c.white)}
    ${[0, 1, 2].map((i) => `${rect(146 + i * 120, 270, 104, 96, 10, [c.brandSoft, '#ecfdf5', '#fef3c7'][i])}${icon(['Package', 'Tag', 'Gift'][i], 178 + i * 120, 298, 40, [c.brand, '#047857', '#b45309'][i])}${bar(146 + i * 120, 380, 90, c.line, 10)}${bar(146 + i * 120, 400, 60, c.brand, 12)}`).join('')}
    <g filter="url(#shadow)">${rect(540, 200, 180, 230, 16, c.white)}</g>${[70, 110, 90, 140].map((h, i) => rect(566 + i * 36, 400 - h, 24, h, 5, i === 3 ? c.brand : '#93c5fd')).join('')}${bar(566, 226, 100, c.line, 10)}
    ${badge(600, 140, 38, c.mint, 'RefreshCw')}${badge(130, 470, 34, c.sky, 'Truck')}${badge(520, 480, 32, c.accent, 'ChartPie')}`;
  },
};

/** Our own Kit Digital wordmark on a light card (not the programme's official artwork). */
function logo() {
  const font = 'Liberation Sans, DejaVu Sans, Arial, sans-serif';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="lbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${c.brandSoft}"/></linearGradient>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.brand}"/><stop offset="1" stop-color="${c.brandDeep}"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#lbg)"/>
  <circle cx="700" cy="80" r="180" fill="${c.sky}" opacity="0.12"/>
  <circle cx="90" cy="560" r="150" fill="${c.accent}" opacity="0.12"/>
  <g transform="translate(340 96)">
    <rect width="120" height="120" rx="30" fill="url(#mark)"/>
    <rect x="30" y="28" width="14" height="64" rx="7" fill="#ffffff"/>
    <path d="M 50 60 L 84 30" stroke="#ffffff" stroke-width="14" stroke-linecap="round"/>
    <path d="M 54 62 L 86 92" stroke="${c.accent}" stroke-width="14" stroke-linecap="round"/>
    <circle cx="96" cy="24" r="9" fill="${c.sky}"/>
  </g>
  <text x="400" y="320" font-family="${font}" font-size="96" font-weight="700" fill="${c.brandDeep}" text-anchor="middle" letter-spacing="-2">Kit <tspan fill="${c.brand}">Digital</tspan></text>
  <rect x="250" y="352" width="300" height="8" rx="4" fill="${c.accent}"/>
  <text x="400" y="412" font-family="${font}" font-size="30" fill="#334155" text-anchor="middle">Ayudas a la digitalización</text>
  <text x="400" y="452" font-family="${font}" font-size="22" fill="#475569" text-anchor="middle">para pymes y autónomos</text>
  <g transform="translate(236 496)">
    ${[c.brand, c.sky, c.mint, c.accent].map((col, i) => rect(i * 84, 0, 72, 12, 6, col)).join('')}
  </g>
</svg>`;
}

const illustrations = {
  website: scenes.website,
  ecommerce: scenes.ecommerce,
  'social-media': scenes.socialMedia,
  crm: scenes.crm,
  intelligence: scenes.intelligence,
  management: scenes.management,
  billing: scenes.billing,
  'virtual-office': scenes.virtualOffice,
  communications: scenes.communications,
  cybersecurity: scenes.cybersecurity,
  'internet-presence': scenes.internetPresence,
  marketplace: scenes.marketplace,
};

const glows = { cybersecurity: c.mint, communications: c.mint, billing: c.mint, marketplace: '#fbbf24' };

function illustration(name) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${backdrop(glows[name])}${illustrations[name]()}</svg>`;
}

/** Writes <name>-<w>.webp for each width, lowering quality until the file fits MAX_BYTES. */
async function writeWebp(name, svg) {
  const written = [];
  for (const width of WIDTHS) {
    let quality = 82;
    let buffer;
    for (;;) {
      buffer = await sharp(Buffer.from(svg), { density: 72 * (width / W) * 2 })
        .resize(width, Math.round((width * H) / W))
        .webp({ quality, effort: 6, smartSubsample: true })
        .toBuffer();
      if (buffer.length < MAX_BYTES || quality <= 40) break;
      quality -= 6;
    }
    if (buffer.length >= MAX_BYTES) throw new Error(`${name}-${width}.webp is ${buffer.length} B, over ${MAX_BYTES} B`);
    const file = path.join(OUT, `${name}-${width}.webp`);
    fs.writeFileSync(file, buffer);
    written.push(`${path.basename(file)} ${(buffer.length / 1024).toFixed(1)} KB q${quality}`);
  }
  return written;
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const jobs = [['kit-digital-logo', logo()], ...Object.keys(illustrations).map((name) => [name, illustration(name)])];
  for (const [name, svg] of jobs) {
    // With --svg, the SVG sources also go to /tmp for design review; they are not shipped.
    if (process.argv.includes('--svg')) fs.writeFileSync(path.join('/tmp', `kit-${name}.svg`), svg);
    console.log((await writeWebp(name, svg)).join('   '));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
