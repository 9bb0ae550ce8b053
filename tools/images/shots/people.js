/**
 * The people and the place: the team at work in the Elche office (/nosotros, 800 × 500), the
 * office itself among the palm trees for /nosotros' hero, and the Kit Digital pages' heroes (a
 * business the Kit digitalised; our agent taking a client through the four steps), 800 × 640
 * on a transparent background, as the other heroes beside the dark band's text. Names and
 * figures come from the company record (shared/src/content/company.ts).
 */
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { esc, emoji, browser, phone, photo, root } = require('./kit');

const BLUE = '#1d4ed8';
const DEEP = '#0b1f4d';
const AMBER = '#f59e0b';

const logoMark = (size) =>
  `<span style="width:${size}px;height:${size}px;border-radius:${size * 0.28}px;background:${BLUE};display:inline-flex;align-items:center;justify-content:center;flex:none"><svg width="${size * 0.6}" height="${size * 0.6}" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"><path d="M3 17l6-6 4 4 8-8"/><path d="M15 7h6v6"/></svg></span>`;

const abs = (x, y, html, z = 1) => `<div style="position:absolute;left:${x}px;top:${y}px;z-index:${z}">${html}</div>`;
const card = (html, extra = '') => `<div class="row" style="gap:10px;padding:12px 14px;border-radius:16px;background:#fff;box-shadow:0 18px 40px rgba(11,31,77,.35);font-family:Figtree;${extra}">${html}</div>`;

/** A person behind the desk; with `screen`, a monitor beside them (the technologists bring their own laptop). */
function deskPerson(who, x, y, size = 112, screen) {
  const monitor = screen ? abs(x + size * 0.62, y + size * 0.46, `<div style="width:${size * 0.66}px;height:${size * 0.44}px;border-radius:6px 6px 2px 2px;background:#334155;padding:4px"><div style="width:100%;height:100%;border-radius:3px;background:${screen}"></div></div>`, 2) : '';
  return abs(x, y, emoji(who, size)) + monitor;
}

/** The team at work in the office: window onto the palm trees, the wall sign, five people at two desks. */
function teamAtOffice(company) {
  const palms = [
    [40, 56, 150],
    [150, 30, 190],
    [300, 70, 140],
    [420, 40, 170],
  ]
    .map(([x, y, s]) => abs(x, y, emoji('palm-tree', s)))
    .join('');
  const body = `<div style="position:absolute;inset:0;background:#eef2f7"></div>
<div style="position:absolute;left:30px;top:24px;width:520px;height:250px;border-radius:10px;overflow:hidden;background:linear-gradient(180deg,#7dd3fc,#bae6fd 60%,#fde68a);box-shadow:inset 0 0 0 10px #fff">
 <div style="position:absolute;right:40px;top:26px">${emoji('sun', 54)}</div>
 <div style="position:absolute;left:0;right:0;bottom:0;height:56px;background:#d9c7a3"></div>
 ${palms}
 <i style="position:absolute;left:258px;top:0;bottom:0;width:10px;background:#fff"></i>
</div>
<div class="col" style="position:absolute;left:580px;top:34px;width:190px;padding:16px;gap:8px;border-radius:12px;background:${DEEP};color:#fff;font-family:Figtree">
 <span class="row" style="gap:8px;font:800 16px Figtree">${logoMark(28)}${esc(company.name)}</span>
 <span style="font:500 11px Figtree;color:#cbd5e1">Consultoría tecnológica</span>
 <span style="font:800 11px Figtree;color:#fcd34d;letter-spacing:1px">${esc(company.address.city.toUpperCase())} · DESDE ${company.foundedYear}</span>
</div>
<div class="col" style="position:absolute;left:590px;top:160px;width:170px;height:104px;padding:10px;gap:6px;border-radius:8px;background:#fff;border:2px solid #cbd5e1">
 <div class="row" style="gap:6px">${['#fde68a', '#bbf7d0', '#bfdbfe', '#fecaca'].map((c) => `<i style="width:30px;height:28px;background:${c};transform:rotate(${c === '#bbf7d0' ? -4 : 3}deg)"></i>`).join('')}</div>
 <svg width="150" height="44" viewBox="0 0 150 44"><polyline points="2,40 30,30 58,34 86,18 114,22 146,4" fill="none" stroke="${BLUE}" stroke-width="3" stroke-linecap="round"/></svg>
</div>
<div style="position:absolute;left:0;right:0;top:300px;bottom:0;background:#dfe6ef"></div>
${deskPerson('woman-technologist-medium-light', 70, 232, 120)}
${deskPerson('man-office-worker-medium', 210, 244, 108, '#fef3c7')}
${deskPerson('woman-office-worker-light', 420, 236, 116, '#dcfce7')}
${deskPerson('man-technologist-medium-dark', 590, 246, 106)}
<div style="position:absolute;left:20px;right:20px;top:352px;height:26px;border-radius:6px;background:#b7794a;box-shadow:0 6px 0 #8a5a36;z-index:3"></div>
<div style="position:absolute;left:40px;top:378px;width:16px;height:110px;background:#8a5a36;z-index:3"></div><div style="position:absolute;right:40px;top:378px;width:16px;height:110px;background:#8a5a36;z-index:3"></div>
${abs(330, 312, emoji('hot-beverage', 40), 4)}${abs(700, 300, emoji('potted-plant', 60), 4)}${abs(150, 318, emoji('ledger', 36), 4)}
${abs(740, 400, emoji('potted-plant', 90), 4)}
<div class="row" style="position:absolute;left:290px;top:410px;gap:10px;padding:10px 14px;border-radius:14px;background:#fff;box-shadow:0 12px 30px rgba(11,31,77,.18);font-family:Figtree;z-index:5">${emoji('handshake', 30)}<div class="col"><b style="font:800 13px Figtree;color:${DEEP}">+${company.businessesDigitalised} empresas digitalizadas</b><span style="font:500 10.5px Figtree;color:#475569">Un mismo equipo para la web, el software y la telefonía</span></div></div>`;
  return { width: 800, height: 500, body };
}

/** The office building among Elche's palm trees (the hero of /nosotros, on the dark band). */
function officeHero(company) {
  const windows = ['woman-technologist-medium-light', 'man-office-worker-medium', 'woman-office-worker-light']
    .map((who) => `<div style="flex:1;height:118px;border-radius:8px;background:linear-gradient(180deg,#dbeafe,#eff6ff);display:flex;align-items:flex-end;justify-content:center;overflow:hidden">${emoji(who, 96, 'margin-bottom:-10px')}</div>`)
    .join('');
  const body = `<div style="position:absolute;left:110px;top:40px;width:560px;height:560px;border-radius:50%;background:rgba(56,189,248,.14)"></div>
${abs(10, 150, emoji('palm-tree', 250), 1)}${abs(560, 120, emoji('palm-tree', 240), 1)}
<div class="col" style="position:absolute;left:150px;top:160px;width:470px;height:390px;border-radius:18px 18px 6px 6px;background:#fff;box-shadow:0 30px 60px rgba(0,0,0,.35);overflow:hidden;z-index:2">
 <div class="row" style="height:64px;gap:10px;padding:0 22px;background:${DEEP};color:#fff;font:800 22px Figtree">${logoMark(38)}${esc(company.name)}<span style="margin-left:auto;font:700 12px Figtree;color:#fcd34d;letter-spacing:1px">DESDE ${company.foundedYear}</span></div>
 <div style="height:10px;background:repeating-linear-gradient(90deg,${AMBER} 0 26px,#fff 26px 52px)"></div>
 <div class="row" style="gap:12px;padding:20px 22px 0">${windows}</div>
 <div class="row" style="gap:14px;padding:18px 22px;align-items:flex-end;flex:1">
  <div style="width:96px;height:128px;border-radius:8px 8px 0 0;background:linear-gradient(180deg,#93c5fd,#3b82f6);position:relative"><i style="position:absolute;right:12px;top:60px;width:8px;height:8px;border-radius:50%;background:#fff"></i></div>
  <div class="col" style="flex:1;gap:8px;padding-bottom:8px;font-family:Figtree">
   <span style="font:800 15px Figtree;color:${DEEP}">${esc(company.address.city)} (${esc(company.address.province)})</span>
   <span style="font:600 12px Figtree;color:#475569">${esc(company.hours.label)}</span>
   <div class="row" style="gap:6px">${['Software', 'Web', 'Marketing', 'Telefonía'].map((t) => `<span style="padding:4px 9px;border-radius:999px;background:#eff6ff;color:${BLUE};font:700 10.5px Figtree">${t}</span>`).join('')}</div>
  </div>
 </div>
</div>
${abs(40, 70, card(`${emoji('trophy', 34)}<div class="col"><b style="font:800 16px Figtree;color:${DEEP}">+20 años</b><span style="font:600 11px Figtree;color:#475569">de experiencia en ${esc(company.address.city)}</span></div>`), 3)}
${abs(520, 530, card(`${emoji('handshake', 34)}<div class="col"><b style="font:800 16px Figtree;color:${DEEP}">+${company.businessesDigitalised} empresas</b><span style="font:600 11px Figtree;color:#475569">digitalizadas con nosotros</span></div>`), 3)}`;
  return { width: 800, height: 640, body, transparent: true, quality: 60 };
}

/** /kit-digital: a small business the Kit digitalised, with what the programme paid for. */
function kitHero() {
  const shop = `<div style="height:100%;background:#fffaf3;font-family:Figtree">
<div class="row" style="height:38px;padding:0 16px;gap:12px;border-bottom:1px solid #f1e7d8;font:600 10px Figtree;color:#78350f"><b style="font:400 15px 'DM Serif Display';color:#451a03">Ultramarinos Rosa</b><span style="margin-left:auto">Productos</span><span>Pedidos</span><span style="padding:5px 10px;border-radius:999px;background:#b45309;color:#fff">Pedir por WhatsApp</span></div>
<div class="row" style="gap:14px;padding:16px">
 <div class="col" style="flex:1;gap:8px"><b style="font:400 24px/1.05 'DM Serif Display';color:#451a03">Lo de siempre, ahora también en línea</b><span style="font-size:10.5px;color:#78350f">Pide antes de las 12:00 y recógelo por la tarde.</span><span style="align-self:flex-start;padding:7px 12px;border-radius:8px;background:#451a03;color:#fff;font:700 10px Figtree">Ver productos</span></div>
 <div style="width:150px;height:120px">${photo({ icon: 'shopping-bags', size: 120, from: '#fef3c7', to: '#f59e0b', radius: 12, iconScale: 0.6 })}</div>
</div>
<div class="row" style="gap:10px;padding:0 16px">${[['cheese-wedge', 'Quesos', '#fef9c3'], ['bread', 'Panadería', '#ffedd5'], ['lemon', 'Fruta', '#ecfccb']].map(([i, t, bg]) => `<div class="col" style="flex:1;align-items:center;gap:4px;padding:8px;border-radius:10px;background:${bg};font:700 10px Figtree;color:#451a03">${emoji(i, 34)}${t}</div>`).join('')}</div></div>`;
  const insta = `<div class="col" style="height:100%;background:#fff"><div class="row" style="gap:8px;padding:4px 10px">${emoji('shopping-bags', 26)}<b style="font:700 10px Figtree">ultramarinosrosa</b></div>
<div style="display:grid;grid-template-columns:repeat(2,1fr);gap:2px">${[['cheese-wedge', '#fef9c3', '#facc15'], ['bread', '#ffedd5', '#fb923c'], ['lemon', '#ecfccb', '#a3e635'], ['honey-pot', '#fef3c7', '#f59e0b']].map(([i, a, b]) => `<div style="aspect-ratio:1">${photo({ icon: i, size: 80, from: a, to: b, radius: 0 })}</div>`).join('')}</div></div>`;
  const chip = (icon, t) => `<span class="row" style="gap:8px;padding:9px 13px;border-radius:999px;background:#fff;box-shadow:0 12px 26px rgba(11,31,77,.35);font:800 13px Figtree;color:${DEEP}">${emoji(icon, 22)}${t}</span>`;
  const body = `<div style="position:absolute;left:100px;top:60px;width:560px;height:560px;border-radius:50%;background:rgba(56,189,248,.14)"></div>
${abs(30, 130, browser({ url: 'ultramarinosrosa.es', content: shop, width: 560, height: 350 }), 1)}
${abs(540, 210, phone({ content: insta, width: 200 }), 2)}
${abs(60, 520, chip('globe-with-meridians', 'Sitio web'), 3)}${abs(250, 540, chip('mobile-phone', 'Redes sociales'), 3)}${abs(470, 40, chip('receipt', 'Factura electrónica'), 3)}${abs(40, 50, chip('shopping-cart', 'Comercio electrónico'), 3)}`;
  return { width: 800, height: 640, body, transparent: true, quality: 60 };
}

/** /agentes-digitalizadores: our agent taking a client through the four steps of the Kit. */
function agentHero() {
  const steps = [
    ['Diagnóstico digital', 'Analizamos tu negocio', true],
    ['Solicitud del bono', 'La tramitamos por ti', true],
    ['Implantación', 'Web, redes o facturación', true],
    ['Formación y soporte', '12 meses a tu lado', false],
  ];
  const body = `<div style="position:absolute;left:100px;top:50px;width:580px;height:580px;border-radius:50%;background:rgba(56,189,248,.14)"></div>
<div class="col" style="position:absolute;left:250px;top:90px;width:380px;padding:22px;gap:12px;border-radius:22px;background:#fff;box-shadow:0 30px 60px rgba(0,0,0,.35);font-family:Figtree;z-index:2">
 <div class="row" style="justify-content:space-between"><b style="font:800 18px Figtree;color:${DEEP}">Tu expediente Kit Digital</b>${logoMark(30)}</div>
 <span style="font:600 12px Figtree;color:#475569">Ultramarinos Rosa · 2 empleados · Segmento III</span>
 ${steps
   .map(([t, d, done], i) => `<div class="row" style="gap:12px;padding:11px 12px;border-radius:14px;background:${done ? '#f0fdf4' : '#eff6ff'};border:1px solid ${done ? '#bbf7d0' : '#bfdbfe'}"><span style="width:32px;height:32px;border-radius:50%;background:${done ? '#15803d' : BLUE};color:#fff;display:flex;align-items:center;justify-content:center;font:800 14px Figtree;flex:none">${done ? '✓' : i + 1}</span><div class="col" style="flex:1"><b style="font:800 13.5px Figtree;color:${DEEP}">${t}</b><span style="font:500 11px Figtree;color:#475569">${d}</span></div><span style="font:800 10px Figtree;color:${done ? '#15803d' : BLUE}">${done ? 'HECHO' : 'EN CURSO'}</span></div>`)
   .join('')}
 <div style="height:8px;border-radius:4px;background:#dbeafe"><div style="width:80%;height:8px;border-radius:4px;background:${BLUE}"></div></div>
</div>
${abs(40, 250, `<div style="width:250px;height:250px;border-radius:50%;background:linear-gradient(180deg,#fde68a,#f59e0b);display:flex;align-items:flex-end;justify-content:center;overflow:hidden;box-shadow:0 20px 40px rgba(0,0,0,.3)">${emoji('woman-office-worker-medium-light', 230, 'margin-bottom:-24px')}</div>`, 3)}
${abs(50, 520, card(`${emoji('handshake', 30)}<div class="col"><b style="font:800 14px Figtree;color:${DEEP}">Agente Digitalizador</b><span style="font:600 11px Figtree;color:#475569">Gestionamos el bono y entregamos la solución</span></div>`), 4)}`;
  return { width: 800, height: 640, body, transparent: true, quality: 60 };
}

/** /proyectos' hero: three of the project pictures fanned out, with what they brought (its alt: page-hero-art.ts). */
function projectsHero() {
  const shot = (name, x, y, w, rot, z) =>
    abs(x, y, `<img src="${pathToFileURL(path.join(root, `shared/public/img/catalog/${name}-800.webp`))}" width="${w}" height="${w * 0.625}" style="display:block;border-radius:14px;transform:rotate(${rot}deg);box-shadow:0 24px 50px rgba(0,0,0,.4)">`, z);
  const chip = (icon, big, small) => card(`${emoji(icon, 30)}<div class="col"><b style="font:800 16px Figtree;color:${DEEP}">${big}</b><span style="font:600 11px Figtree;color:#475569">${small}</span></div>`);
  const body = `<div style="position:absolute;left:120px;top:50px;width:560px;height:560px;border-radius:50%;background:rgba(56,189,248,.14)"></div>
${shot('proyecto-la-palmera', 20, 290, 400, -6, 1)}${shot('proyecto-floristeria-palmeral', 380, 280, 400, 6, 1)}${shot('proyecto-navegatime', 150, 120, 500, 0, 2)}
${abs(30, 60, chip('chart-increasing', '+38 % de alcance', 'en una campaña de Instagram'), 3)}${abs(520, 40, chip('shopping-bags', '142 pedidos al mes', 'desde la web de una tienda'), 3)}`;
  return { width: 800, height: 640, body, transparent: true, quality: 60 };
}

/**
 * The pictures of people and places, by name. The Kit pages' two heroes wait for their pages to
 * pass them to PageHero (mfe-kit-digital), with these descriptions:
 * hero-kit-digital: 'Ilustración de una tienda con su web, su Instagram y su factura electrónica';
 * hero-agentes-digitalizadores: 'Ilustración de nuestra agente con los cuatro pasos del Kit Digital de un cliente'.
 */
function peoplePictures(company) {
  return {
    'equipo-oficina': teamAtOffice(company),
    'hero-nosotros': officeHero(company),
    'hero-proyectos': projectsHero(),
    'hero-kit-digital': kitHero(),
    'hero-agentes-digitalizadores': agentHero(),
  };
}

module.exports = { peoplePictures };
