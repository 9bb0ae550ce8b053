/**
 * The Instagram accounts we run, each shown the way its work is best seen (800 × 500 pictures):
 * a bakery's profile on the desktop, a hair salon's before-and-after post, an ice-cream shop's
 * grid beside its giveaway story, a yoga studio's live and reels, a café's daily-menu story with
 * its Google reviews, a boutique's lookbook post beside the campaign's results. The handle, name
 * and what is posted come from each record. A new account gets `defaultProfile`.
 */
const { esc, emoji, browser, phone, photo } = require('./kit');
const { backdrop, at, stars } = require('./websites');

const handleOf = (p) => new URL(p.rrssUrl).pathname.replace(/\//g, '');
const IG_GRADIENT = 'linear-gradient(45deg,#f59e0b,#ef4444,#d946ef)';

const avatar = (icon, size, bg) =>
  `<div style="width:${size}px;height:${size}px;border-radius:50%;padding:2px;background:${IG_GRADIENT};flex:none"><div style="width:100%;height:100%;border-radius:50%;border:2px solid #fff;background:${bg};display:flex;align-items:center;justify-content:center">${emoji(icon, Math.round(size * 0.55))}</div></div>`;

const verified = `<svg width="12" height="12" viewBox="0 0 12 12"><circle cx="6" cy="6" r="6" fill="#0095f6"/><path d="M3.4 6.2l1.7 1.6 3.5-3.6" fill="none" stroke="#fff" stroke-width="1.4"/></svg>`;

const igIcons = (color = '#0f172a') =>
  `<div class="row" style="gap:12px;padding:8px 10px 4px">${emoji('red-heart', 16)}<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2"><path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-5A8 8 0 1 1 21 12z"/></svg><svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2"><path d="M22 3L9 13M22 3l-7 18-3-8-8-3z"/></svg><svg style="margin-left:auto" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2"><path d="M6 3h12v18l-6-4-6 4z"/></svg></div>`;

const tile = (icon, from, to, size, extra = '') => `<div style="aspect-ratio:1;position:relative">${photo({ icon, size, from, to, radius: 0, iconScale: 0.6, extra })}</div>`;

const reelMark = `<svg style="position:absolute;right:6px;top:6px" width="14" height="14" viewBox="0 0 24 24" fill="#fff"><path d="M4 4h16v16H4z" fill="none" stroke="#fff" stroke-width="2"/><path d="M10 9l5 3-5 3z"/></svg>`;

/* ---------- 4. A bakery: the profile as seen on a computer. ---------- */
function bakery(p) {
  const handle = handleOf(p);
  const posts = [
    ['croissant', '#fef3c7', '#f59e0b', ''],
    ['baguette-bread', '#fde68a', '#b45309', reelMark],
    ['pie', '#ffedd5', '#ea580c', ''],
    ['pretzel', '#fef9c3', '#ca8a04', reelMark],
    ['bread', '#fde68a', '#92400e', ''],
    ['birthday-cake', '#fce7f3', '#f472b6', ''],
  ];
  const content = `<div class="row" style="height:100%;align-items:stretch;background:#fff">
<div class="col" style="width:150px;padding:16px 14px;gap:14px;border-right:1px solid #efefef;font:600 11px Figtree;color:#0f172a">
 <b style="font:700 17px Pacifico;font-weight:400">Instagram</b>
 ${['Inicio', 'Buscar', 'Reels', 'Mensajes', 'Notificaciones', 'Crear', 'Perfil'].map((t, i) => `<span class="row" style="gap:9px;${i === 6 ? 'font-weight:800' : ''}"><i style="width:15px;height:15px;border:2px solid #0f172a;border-radius:${i === 6 ? '50%' : '4px'}"></i>${t}</span>`).join('')}
</div>
<div class="col" style="flex:1;padding:20px 34px 0;gap:14px">
 <div class="row" style="gap:34px;padding-left:20px">
  ${avatar('bread', 92, '#fef3c7')}
  <div class="col" style="gap:9px;font-family:Figtree">
   <div class="row" style="gap:10px"><b style="font-size:16px;font-weight:600">${esc(handle)}</b>${verified}<span style="padding:5px 12px;border-radius:8px;background:#0095f6;color:#fff;font:700 11px Figtree">Seguir</span><span style="padding:5px 12px;border-radius:8px;background:#efefef;font:700 11px Figtree">Enviar mensaje</span></div>
   <div class="row" style="gap:22px;font-size:12px"><span><b>312</b> publicaciones</span><span><b>4.812</b> seguidores</span><span><b>210</b> seguidos</span></div>
   <div class="col" style="font-size:11.5px;line-height:1.4"><b>${esc(p.title)}</b><span style="color:#737373">Panadería</span><span>Pan de masa madre y bollería del día, horneados cada mañana en Elche.</span><span>Encargos de roscón y monas por mensaje directo</span></div>
  </div>
 </div>
 <div class="row" style="gap:22px;padding-left:12px">${[['croissant', 'Obrador'], ['birthday-cake', 'Encargos'], ['sparkles', 'Fiestas'], ['round-pushpin', 'Dónde']].map(([i, t]) => `<div class="col" style="gap:4px;align-items:center;font:600 10px Figtree"><div style="width:54px;height:54px;border-radius:50%;border:1px solid #dbdbdb;padding:3px"><div style="width:100%;height:100%;border-radius:50%;background:#fafafa;display:flex;align-items:center;justify-content:center">${emoji(i, 26)}</div></div>${t}</div>`).join('')}</div>
 <div class="row" style="justify-content:center;gap:40px;border-top:1px solid #dbdbdb;font:700 10px Figtree;letter-spacing:1px;color:#737373"><span style="color:#0f172a;border-top:1px solid #0f172a;padding-top:8px;margin-top:-1px">PUBLICACIONES</span><span style="padding-top:8px">REELS</span><span style="padding-top:8px">ETIQUETADAS</span></div>
 <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:3px">${posts.map(([i, a, b, x]) => tile(i, a, b, 130, x)).join('')}</div>
</div></div>`;
  return backdrop('#fef3c7', '#f59e0b', at(28, 24, browser({ url: `instagram.com/${handle}`, content, width: 744, height: 452 })));
}

/* ---------- 7. A hair salon: a before-and-after post, with the account's growth. ---------- */
function salon(p) {
  const handle = handleOf(p);
  const post = `<div class="row" style="gap:8px;padding:6px 10px">${avatar('scissors', 30, '#fae8ff')}<div class="col" style="font:400 9px Figtree;line-height:1.2"><b style="font-size:10.5px">${esc(handle)}</b>Barrio del Raval, Elche</div><b style="margin-left:auto;font-size:14px">···</b></div>
<div class="row" style="height:236px;position:relative">
 <div style="flex:1;height:100%;background:linear-gradient(160deg,#a8a29e,#57534e);display:flex;align-items:center;justify-content:center">${emoji('woman-getting-haircut-medium-light', 92, 'filter:grayscale(.7)')}</div>
 <div style="flex:1;height:100%;background:linear-gradient(160deg,#f5d0fe,#c026d3);display:flex;align-items:center;justify-content:center">${emoji('woman-getting-haircut-medium-light', 92)}</div>
 <span style="position:absolute;left:8px;bottom:8px;padding:3px 7px;border-radius:4px;background:rgba(0,0,0,.6);color:#fff;font:700 9px Figtree">ANTES</span>
 <span style="position:absolute;right:8px;bottom:8px;padding:3px 7px;border-radius:4px;background:#fff;color:#86198f;font:700 9px Figtree">DESPUÉS</span>
 <i style="position:absolute;left:50%;top:0;bottom:0;width:2px;background:#fff"></i>
</div>
${igIcons()}
<div class="col" style="padding:0 10px;gap:3px;font:400 9.5px/1.35 Figtree"><b>1.284 Me gusta</b><span><b>${esc(handle)}</b> Balayage miel para el otoño, de castaño oscuro a luz natural en una sola sesión. ¿Te atreves?</span><span style="color:#737373">Ver los 86 comentarios</span></div>`;
  return backdrop(
    '#4a044e',
    '#86198f',
    `<div class="col" style="position:absolute;left:48px;top:70px;gap:12px;width:260px;color:#fff;font-family:Figtree">
 <span style="font:700 10px Figtree;letter-spacing:3px;color:#f5d0fe">INSTAGRAM · ${esc(p.title.toUpperCase())}</span>
 <b style="font:800 30px/1.1 Figtree">Antes y después que llenan la agenda</b>
 <div class="col" style="gap:8px;margin-top:10px">
 ${[['+1.240', 'seguidores en seis meses'], ['4,2 %', 'de interacción por publicación'], ['31', 'citas pedidas por mensaje directo en octubre']]
   .map(([n, t]) => `<div class="row" style="gap:12px;padding:10px 12px;border-radius:12px;background:rgba(255,255,255,.12)"><b style="font:800 20px Figtree;color:#f0abfc;width:78px">${n}</b><span style="font-size:11px;color:#fae8ff">${t}</span></div>`)
   .join('')}
 </div></div>
<div class="row" style="position:absolute;right:290px;top:40px;flex-direction:column;gap:14px">${['sparkles', 'lipstick', 'nail-polish'].map((i) => `<div class="col" style="align-items:center;gap:3px;font:600 9px Figtree;color:#fae8ff">${avatar(i, 46, '#fdf4ff')}</div>`).join('')}</div>`,
  ) + at(540, 22, phone({ content: post, width: 224 }), 2);
}

/* ---------- 10. An ice-cream shop: the grid beside the giveaway story. ---------- */
function iceCream(p) {
  const handle = handleOf(p);
  const grid = `<div class="row" style="gap:12px;padding:6px 12px">${avatar('soft-ice-cream', 54, '#fce7f3')}<div class="row" style="flex:1;justify-content:space-around;font:400 8.5px Figtree;text-align:center">${[['186', 'publicaciones'], ['9.430', 'seguidores'], ['301', 'seguidos']].map(([n, t]) => `<div class="col"><b style="font-size:11px">${n}</b>${t}</div>`).join('')}</div></div>
<div class="col" style="padding:0 12px 6px;font:400 9px/1.35 Figtree"><b style="font-size:10px">${esc(p.title)}</b><span>Helado artesano de la Alcudia · sabores de temporada</span><span style="color:#00376b">Sorteo cada viernes de agosto</span></div>
<div class="row" style="gap:5px;padding:0 10px 8px"><span style="flex:1;text-align:center;padding:5px;border-radius:6px;background:#0095f6;color:#fff;font:700 9px Figtree">Seguir</span><span style="flex:1;text-align:center;padding:5px;border-radius:6px;background:#efefef;font:700 9px Figtree">Mensaje</span></div>
<div style="display:grid;grid-template-columns:repeat(3,1fr);gap:2px">${[
    ['ice-cream', '#fce7f3', '#f9a8d4'],
    ['strawberry', '#fee2e2', '#fca5a5'],
    ['soft-ice-cream', '#fef9c3', '#fde047'],
    ['lemon', '#ecfccb', '#bef264'],
    ['shaved-ice', '#e0f2fe', '#7dd3fc'],
    ['chocolate-bar', '#f5e1d0', '#c08457'],
    ['mango', '#ffedd5', '#fdba74'],
    ['cherry-blossom', '#fdf2f8', '#f9a8d4'],
    ['ice-cream', '#ede9fe', '#c4b5fd'],
  ]
    .map(([i, a, b]) => tile(i, a, b, 64))
    .join('')}</div>`;
  const story = `<div style="position:absolute;inset:0;background:linear-gradient(170deg,#fb7185,#f59e0b 55%,#fde047)"></div>
<div class="row" style="position:relative;gap:3px;padding:2px 10px">${[1, 1, 0, 0].map((on) => `<i style="flex:1;height:2px;border-radius:1px;background:rgba(255,255,255,${on ? 1 : 0.45})"></i>`).join('')}</div>
<div class="row" style="position:relative;gap:6px;padding:6px 10px;font:700 9.5px Figtree;color:#fff">${avatar('soft-ice-cream', 24, '#fce7f3')}${esc(handle)} <span style="font-weight:400;opacity:.8">2 h</span></div>
<div class="col" style="position:relative;align-items:center;gap:6px;padding-top:16px;color:#fff;text-align:center">
 <b style="font:400 34px/1 Pacifico;text-shadow:0 3px 0 #be123c">¡Sorteo!</b>
 <span style="font:800 12px Figtree;letter-spacing:1px">UN MES DE HELADOS GRATIS</span>
 <div style="margin:8px 0">${emoji('soft-ice-cream', 110, 'filter:drop-shadow(0 10px 10px rgba(190,18,60,.35))')}</div>
 <div class="col" style="gap:5px;padding:10px 12px;border-radius:14px;background:#fff;color:#be123c;font:700 10px Figtree;width:160px;text-align:left">
  <span>1. Sigue a @${esc(handle)}</span><span>2. Menciona a dos amigos</span><span>3. Comparte esta historia</span></div>
 <span style="margin-top:6px;font:700 9px Figtree;opacity:.9">Ganador el viernes a las 20:00</span>
</div>`;
  return backdrop(
    '#fdf2f8',
    '#fbcfe8',
    `<div style="position:absolute;left:360px;top:90px;width:400px;height:400px;border-radius:50%;background:#fde68a;opacity:.55"></div>`,
  ) + at(120, 16, phone({ content: grid, width: 222 }), 1) + at(430, 16, phone({ content: story, width: 222, dark: true }), 2);
}

/* ---------- 13. A yoga studio: the monthly live, a carousel lesson and a reel. ---------- */
function yoga(p) {
  const handle = handleOf(p);
  const live = `<div style="position:absolute;inset:0;background:linear-gradient(180deg,#d9f99d,#65a30d)"></div>
<div style="position:absolute;left:50%;top:110px;margin-left:-75px">${emoji('woman-in-lotus-position-medium', 150)}</div>
<div class="row" style="position:relative;gap:6px;padding:6px 10px;font:700 9.5px Figtree;color:#fff">${avatar('lotus', 24, '#f7fee7')}${esc(handle)}<span style="margin-left:auto;padding:2px 6px;border-radius:4px;background:#e11d48;font-size:9px">EN DIRECTO</span><span style="padding:2px 6px;border-radius:4px;background:rgba(0,0,0,.4);font-size:9px">214</span></div>
<div class="col" style="position:absolute;left:10px;right:10px;bottom:12px;gap:6px;font:400 9.5px Figtree;color:#fff">
${[['marta.elx', 'Gracias, justo lo que necesitaba'], ['joseluis_run', '¿Sirve para la lumbar?'], ['ana.ruiz', 'Nos vemos en el taller del sábado']].map(([u, t]) => `<span><b>${u}</b> ${t}</span>`).join('')}
<span style="padding:7px 10px;border-radius:999px;border:1px solid rgba(255,255,255,.7);font-size:9px">Añade un comentario…</span></div>`;
  const lesson = (n, title, lines, from, to, icon) => `<div style="position:absolute;inset:0;background:linear-gradient(160deg,${from},${to})"></div>
<div class="col" style="position:relative;padding:22px 14px;gap:10px;color:#1a2e05;height:100%">
 <span style="font:700 9px Figtree;letter-spacing:2px;color:#3f6212">RESPIRA · ${n}/5</span>
 <b style="font:400 22px/1.1 'DM Serif Display'">${title}</b>
 ${lines.map((l, i) => `<div class="row" style="gap:8px;font:600 10px Figtree"><span style="width:18px;height:18px;border-radius:50%;background:#3f6212;color:#fff;display:flex;align-items:center;justify-content:center;font-size:9px">${i + 1}</span>${l}</div>`).join('')}
 <div style="margin-top:auto;align-self:center">${emoji(icon, 96)}</div>
</div>`;
  return backdrop(
    '#f7fee7',
    '#bef264',
    `<div class="col" style="position:absolute;left:0;right:0;top:16px;align-items:center;font:700 10px Figtree;letter-spacing:3px;color:#3f6212">INSTAGRAM · ${esc(p.title.toUpperCase())}</div>`,
  ) +
    at(58, 50, phone({ content: lesson(1, 'Respiración cuadrada para dormir mejor', ['Inhala en 4 tiempos', 'Retén 4', 'Exhala en 4', 'Pausa 4 y repite'], '#fefce8', '#d9f99d', 'seedling'), width: 206 }), 1) +
    at(297, 36, phone({ content: live, width: 206, dark: true }), 2) +
    at(536, 50, phone({ content: lesson(2, 'Tres posturas para la espalda', ['Gato y vaca', 'Niño', 'Esfinge'], '#ecfccb', '#a3e635', 'herb'), width: 206 }), 1);
}

/* ---------- 15. A café: the daily menu story, between Google reviews and a breakfast post. ---------- */
function cafe(p) {
  const handle = handleOf(p);
  const story = `<div style="position:absolute;inset:0;background:#3b2414"></div>
<div class="row" style="position:relative;gap:3px;padding:2px 10px">${[1, 0, 0].map((on) => `<i style="flex:1;height:2px;border-radius:1px;background:rgba(255,255,255,${on ? 1 : 0.4})"></i>`).join('')}</div>
<div class="row" style="position:relative;gap:6px;padding:6px 10px;font:700 9.5px Figtree;color:#fff">${avatar('hot-beverage', 24, '#fef3c7')}${esc(handle)}<span style="font-weight:400;opacity:.8">35 min</span></div>
<div class="col" style="position:relative;margin:10px 12px;padding:14px;border-radius:4px;background:#fffbeb;align-items:center;gap:7px;color:#3b2414">
 <span style="font:700 20px Caveat">Hoy, miércoles</span>
 <b style="font:700 22px/1 Oswald;letter-spacing:1px">MENÚ DEL DÍA</b>
 <i style="width:60%;border-top:1px dashed #a16207"></i>
 ${['Lentejas de la abuela', 'o ensalada de la huerta', 'Pollo al ajillo con patatas', 'o bacalao al horno', 'Flan casero o fruta'].map((d, i) => `<span style="font:${i % 2 ? '400 9px' : '700 11px'} Figtree;${i % 2 ? 'color:#92400e;font-style:italic' : ''}">${d}</span>`).join('')}
 <b style="margin-top:4px;padding:5px 14px;border-radius:999px;background:#b45309;color:#fff;font:700 15px Oswald">11,50 €</b>
 <span style="font:400 8.5px Figtree;color:#92400e">Pan, bebida y café incluidos</span>
</div>
<div class="row" style="position:relative;justify-content:center;margin-top:6px">${emoji('hot-beverage', 54)}</div>`;
  const review = (name, text) => `<div class="col" style="gap:3px;padding:8px 0;border-top:1px solid #f1f5f9"><div class="row" style="gap:6px;font:700 10px Figtree"><span style="width:20px;height:20px;border-radius:50%;background:#e0e7ff;color:#3730a3;display:flex;align-items:center;justify-content:center;font-size:9px">${name[0]}</span>${name}${stars(5, '#fbbc04', 10)}</div><span style="font:400 9.5px/1.35 Figtree;color:#475569">${text}</span></div>`;
  return backdrop(
    '#fef3c7',
    '#d97706',
    `<div class="col" style="position:absolute;left:34px;top:54px;width:230px;padding:14px;border-radius:14px;background:#fff;box-shadow:0 16px 34px rgba(120,53,15,.25);font-family:Figtree">
 <div class="row" style="gap:8px"><b style="font:700 12px Figtree;color:#1f2937">${esc(p.title)}</b></div>
 <div class="row" style="gap:6px;margin:4px 0 6px;font:700 20px Figtree;color:#1f2937">4,7 ${stars(5, '#fbbc04', 13)}<span style="font:400 9.5px Figtree;color:#64748b">412 reseñas</span></div>
 <span style="font:400 9px Figtree;color:#64748b;margin-bottom:4px">Cafetería · Abierto · Cierra a las 20:30</span>
 ${review('Lucía M.', 'El menú del día, de diez. Y el café con leche, como en casa.')}
 ${review('Pere S.', 'Desayunos buenos y rápidos antes de entrar a trabajar.')}
 <span style="margin-top:6px;padding:7px;border-radius:999px;background:#e8f0fe;color:#1a73e8;text-align:center;font:700 10px Figtree">Responder a las reseñas</span>
</div>
<div class="col" style="position:absolute;right:32px;top:96px;width:200px;border-radius:12px;overflow:hidden;background:#fff;box-shadow:0 16px 34px rgba(120,53,15,.25)">
 <div class="row" style="gap:6px;padding:7px 9px;font:700 9.5px Figtree">${avatar('hot-beverage', 22, '#fef3c7')}${esc(handle)}</div>
 <div style="height:170px">${photo({ icon: 'croissant', size: 170, from: '#fff7ed', to: '#fdba74', radius: 0, iconScale: 0.5, extra: `<div style="position:absolute;right:24px;bottom:18px">${emoji('hot-beverage', 60)}</div>` })}</div>
 ${igIcons()}
 <span style="padding:0 10px 10px;font:400 9px Figtree"><b>398 Me gusta</b> · Desayuno completo por 3,20 € hasta las 11</span>
</div>`,
  ) + at(290, 14, phone({ content: story, width: 222, dark: true }), 2);
}

/* ---------- 17. A boutique: the lookbook post with product tags, and the sales campaign's results. ---------- */
function boutique(p) {
  const handle = handleOf(p);
  const post = `<div class="row" style="gap:8px;padding:6px 10px">${avatar('dress', 30, '#f5f5f4')}<div class="col" style="font:400 9px Figtree;line-height:1.2"><b style="font-size:10.5px">${esc(handle)}</b>Patrocinado</div></div>
<div style="height:250px;position:relative;background:linear-gradient(170deg,#f5f5f4,#d6d3d1);display:flex;align-items:center;justify-content:center;gap:0">
 ${emoji('dress', 120)}${emoji('handbag', 64, 'margin-top:90px;margin-left:-20px')}
 <span style="position:absolute;left:22px;top:64px;padding:5px 8px;border-radius:6px;background:rgba(0,0,0,.72);color:#fff;font:700 8.5px Figtree;line-height:1.3">Vestido Lino<br><span style="font-weight:400">49,90 €</span></span>
 <span style="position:absolute;right:14px;bottom:40px;padding:5px 8px;border-radius:6px;background:rgba(0,0,0,.72);color:#fff;font:700 8.5px Figtree;line-height:1.3">Bolso Aspe<br><span style="font-weight:400">35,00 €</span></span>
 <div class="row" style="position:absolute;bottom:8px;left:0;right:0;justify-content:center;gap:4px">${[1, 0, 0, 0].map((on) => `<i style="width:5px;height:5px;border-radius:50%;background:${on ? '#0095f6' : '#a8a29e'}"></i>`).join('')}</div>
</div>
<div class="row" style="justify-content:space-between;padding:7px 10px;background:#0095f6;color:#fff;font:700 9.5px Figtree">Comprar ahora <span>›</span></div>
${igIcons()}
<span style="padding:0 10px;font:400 9px/1.35 Figtree"><b>${esc(handle)}</b> Rebajas de otoño: lino y punto hasta −40 %. Etiquetado para comprar en un toque.</span>`;
  const bars = [22, 30, 26, 38, 44, 58, 66, 61, 78, 92];
  return backdrop(
    '#fafaf9',
    '#d6d3d1',
    `<div class="col" style="position:absolute;left:36px;top:40px;gap:6px;font-family:'Cormorant Garamond';color:#1c1917"><span style="font:700 10px Figtree;letter-spacing:3px;color:#78716c">BOUTIQUE CARMEN · ASPE</span><b style="font:700 34px/1 'Cormorant Garamond'">Lookbook de otoño</b></div>
<div class="col" style="position:absolute;left:36px;top:126px;width:400px;padding:16px 18px;gap:12px;border-radius:14px;background:#fff;box-shadow:0 18px 40px rgba(28,25,23,.16);font-family:Figtree">
 <div class="row" style="justify-content:space-between"><b style="font-size:13px">Campaña «Rebajas de otoño»</b><span style="padding:3px 8px;border-radius:999px;background:#dcfce7;color:#166534;font:700 9px Figtree">Activa · 14 días</span></div>
 <div class="row" style="gap:10px">${[['Alcance', '38.400', '+38 %'], ['Clics al producto', '2.175', '+24 %'], ['Ventas desde Instagram', '126', '+41 %']]
   .map(([t, n, d]) => `<div class="col" style="flex:1;gap:2px;padding:9px 10px;border-radius:10px;background:#fafaf9"><span style="font-size:9px;color:#78716c">${t}</span><b style="font-size:17px">${n}</b><span style="font:700 9px Figtree;color:#16a34a">${d}</span></div>`)
   .join('')}</div>
 <div class="row" style="height:96px;gap:8px;align-items:flex-end;padding:8px 4px 0;border-top:1px solid #f5f5f4">${bars.map((h, i) => `<i style="flex:1;height:${h}px;border-radius:4px 4px 0 0;background:${i > 6 ? '#1c1917' : '#d6d3d1'}"></i>`).join('')}</div>
 <div class="row" style="justify-content:space-between;font-size:9px;color:#a8a29e"><span>1 nov</span><span>Ventas por día</span><span>14 nov</span></div>
</div>`,
  ) + at(520, 24, phone({ content: post, width: 222 }), 2);
}

function defaultProfile(p) {
  const handle = handleOf(p);
  const content = `<div class="row" style="gap:12px;padding:10px 12px">${avatar('camera', 54, '#eef2ff')}<b style="font:700 11px Figtree">${esc(handle)}</b></div><p style="padding:0 12px;font:400 10px Figtree">${esc(p.description)}</p>`;
  return backdrop('#eef2ff', '#c7d2fe', at(290, 16, phone({ content, width: 222 })));
}

/** Each account's design, by its picture's name (the record's `imageUrl`). */
const PROFILES = {
  'proyecto-horno-san-anton': bakery,
  'proyecto-estilo-raval': salon,
  'proyecto-heladeria-alcudia': iceCream,
  'proyecto-yoga-respira': yoga,
  'proyecto-cafeteria-el-pla': cafe,
  'proyecto-boutique-carmen': boutique,
};

/** The picture body (800 × 500) of a social media project. */
function socialPicture(p) {
  return (PROFILES[p.imageUrl] ?? defaultProfile)(p);
}

module.exports = { socialPicture };
