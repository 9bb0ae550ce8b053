/**
 * The pieces every generated screenshot is built from: the fonts (vendored woff2 files, so a
 * re-run anywhere draws the same letters), the illustrations (Fluent Emoji Flat, vendored subset)
 * standing in for photographs, and the frames (a browser window, a phone) the pages sit in.
 * Each picture is a small HTML page; tools/images/shots/render.js screenshots it in Chromium.
 */
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const root = path.resolve(__dirname, '../../..');
const fontDir = path.join(__dirname, '../vendor/fonts');
const figtree = path.join(root, 'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2');
const emojiSet = JSON.parse(fs.readFileSync(path.join(__dirname, '../vendor/fluent-emoji-flat.json'), 'utf8'));

/** The typefaces a page may name in CSS: family → [file, weight] (Figtree is the site's own, variable). */
const FONT_FILES = {
  'DM Serif Display': [['dm-serif-display-latin-400-normal.woff2', 400]],
  Pacifico: [['pacifico-latin-400-normal.woff2', 400]],
  Oswald: [['oswald-latin-500-normal.woff2', 500], ['oswald-latin-700-normal.woff2', 700]],
  Montserrat: [['montserrat-latin-400-normal.woff2', 400], ['montserrat-latin-700-normal.woff2', 700]],
  Nunito: [['nunito-latin-400-normal.woff2', 400], ['nunito-latin-800-normal.woff2', 800]],
  'Cormorant Garamond': [['cormorant-garamond-latin-500-normal.woff2', 500], ['cormorant-garamond-latin-700-normal.woff2', 700]],
  Caveat: [['caveat-latin-700-normal.woff2', 700]],
  Lora: [['lora-latin-400-normal.woff2', 400], ['lora-latin-700-normal.woff2', 700]],
};

function fontFaces() {
  const faces = Object.entries(FONT_FILES).flatMap(([family, files]) =>
    files.map(([file, weight]) => `@font-face{font-family:'${family}';font-weight:${weight};src:url('${pathToFileURL(path.join(fontDir, file))}') format('woff2')}`),
  );
  faces.push(`@font-face{font-family:'Figtree';font-weight:300 900;src:url('${pathToFileURL(figtree)}') format('woff2')}`);
  return faces.join('\n');
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An illustration from the vendored Fluent Emoji Flat subset, `size` px square. */
function emoji(name, size, style = '') {
  const icon = emojiSet.icons[name];
  if (!icon) throw new Error(`no illustration ${name} in tools/images/vendor/fluent-emoji-flat.json`);
  const w = icon.width ?? emojiSet.width;
  const h = icon.height ?? emojiSet.height;
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${w} ${h}" style="flex:none;${style}" aria-hidden="true">${icon.body}</svg>`;
}

/** A whole HTML document `width` × `height` CSS px. */
function page({ width, height, css = '', body, background = '#ffffff' }) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
${fontFaces()}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${width}px;height:${height}px;overflow:hidden;background:${background};font-family:'Figtree',sans-serif;color:#0f172a;-webkit-font-smoothing:antialiased}
.row{display:flex;align-items:center}.col{display:flex;flex-direction:column}
${css}
</style></head><body>${body}</body></html>`;
}

/** A desktop browser window around `content`, its address bar showing `url`. */
function browser({ url, content, width, height, radius = 12 }) {
  return `<div style="width:${width}px;height:${height}px;border-radius:${radius}px;overflow:hidden;background:#fff;box-shadow:0 24px 60px rgba(15,23,42,.28),0 0 0 1px rgba(15,23,42,.08);display:flex;flex-direction:column">
<div class="row" style="height:30px;flex:none;gap:6px;padding:0 12px;background:#eef1f5;border-bottom:1px solid #dde3ea">
<i style="width:10px;height:10px;border-radius:50%;background:#f87171"></i><i style="width:10px;height:10px;border-radius:50%;background:#fbbf24"></i><i style="width:10px;height:10px;border-radius:50%;background:#34d399"></i>
<div class="row" style="margin-left:14px;height:19px;flex:0 1 340px;border-radius:10px;background:#fff;padding:0 10px;font:500 10px Figtree;color:#475569;gap:5px"><svg width="9" height="10" viewBox="0 0 9 10"><rect x="0.5" y="4" width="8" height="6" rx="1.5" fill="#16a34a"/><path d="M2.3 4V3a2.2 2.2 0 0 1 4.4 0v1" fill="none" stroke="#16a34a" stroke-width="1.3"/></svg>${esc(url)}</div></div>
<div style="flex:1;position:relative;overflow:hidden">${content}</div></div>`;
}

/** A phone (`width` px wide, 19.5:9) showing `content`, with a status bar. */
function phone({ content, width = 230, dark = false, statusColor }) {
  const height = Math.round(width * 2.05);
  const color = statusColor ?? (dark ? '#fff' : '#0f172a');
  return `<div style="width:${width}px;height:${height}px;flex:none;border-radius:${width * 0.15}px;background:#0f172a;padding:8px;box-shadow:0 24px 50px rgba(15,23,42,.35)">
<div style="position:relative;width:100%;height:100%;border-radius:${width * 0.12}px;overflow:hidden;background:${dark ? '#000' : '#fff'};display:flex;flex-direction:column">
<div class="row" style="height:26px;flex:none;justify-content:space-between;padding:0 18px;font:700 10px Figtree;color:${color};position:relative;z-index:2"><span>9:41</span><svg width="38" height="10" viewBox="0 0 38 10"><rect x="0" y="6" width="3" height="4" rx="1" fill="currentColor"/><rect x="4.5" y="4" width="3" height="6" rx="1" fill="currentColor"/><rect x="9" y="2" width="3" height="8" rx="1" fill="currentColor"/><rect x="13.5" y="0" width="3" height="10" rx="1" fill="currentColor"/><rect x="21" y="1" width="15" height="8" rx="2.5" fill="none" stroke="currentColor"/><rect x="22.5" y="2.5" width="10" height="5" rx="1.5" fill="currentColor"/></svg></div>
<div style="position:absolute;top:7px;left:50%;width:70px;height:16px;margin-left:-35px;border-radius:10px;background:#0f172a;z-index:3"></div>
<div style="flex:1;position:relative;overflow:hidden;display:flex;flex-direction:column">${content}</div></div></div>`;
}

/** A square "photograph": an illustration on a soft gradient, as a product shot. */
function photo({ icon, size, from, to, iconScale = 0.56, radius = 10, extra = '' }) {
  return `<div style="width:100%;height:100%;min-height:${size}px;border-radius:${radius}px;background:radial-gradient(circle at 30% 25%,${from},${to});display:flex;align-items:center;justify-content:center;position:relative;overflow:hidden">${emoji(icon, Math.round(size * iconScale), 'filter:drop-shadow(0 6px 8px rgba(0,0,0,.18))')}${extra}</div>`;
}

module.exports = { esc, emoji, page, browser, phone, photo, root };
