/**
 * The websites we built, as their home pages look (800 × 500 pictures for the project cards).
 * Each client's site has its own layout, typeface, colours and sections, written from its
 * record (name, address, what the description says it offers): a dental clinic's split hero with
 * treatments, a shoe shop's catalogue beside its phone version, a restaurant's dark hero and menu…
 * A project with no design here gets `defaultSite`, built from its record alone.
 */
const { esc, emoji, browser, phone, photo } = require('./kit');

const host = (url) => new URL(url).host;

/** The picture's backdrop: a soft two-colour field the window sits on. */
const backdrop = (a, b, inner) =>
  `<div style="position:absolute;inset:0;background:linear-gradient(135deg,${a},${b})"></div>${inner}`;

const at = (x, y, html, z = 1) => `<div style="position:absolute;left:${x}px;top:${y}px;z-index:${z}">${html}</div>`;

function nav({ logo, links, cta, color = '#0f172a', bg = '#fff', font, ctaBg, ctaColor = '#fff', border = '#eef0f3', height = 48 }) {
  return `<div class="row" style="height:${height}px;padding:0 24px;gap:18px;white-space:nowrap;background:${bg};border-bottom:1px solid ${border};font-family:${font};color:${color}">
${logo}<div class="row" style="margin-left:auto;gap:18px;font-size:11px;font-weight:600">${links.map((l) => `<span>${esc(l)}</span>`).join('')}</div>
${cta ? `<span style="padding:7px 14px;border-radius:999px;background:${ctaBg};color:${ctaColor};font-size:11px;font-weight:700">${esc(cta)}</span>` : ''}</div>`;
}

const stars = (n, color = '#f59e0b', size = 11) => `<span style="color:${color};font-size:${size}px;letter-spacing:1px">${'★'.repeat(n)}</span>`;

/* ---------- 2. A dental clinic: split hero, treatments in a row of cards. ---------- */
function dental(p) {
  const teal = '#0d9488';
  const content = `${nav({
    logo: `<div class="row" style="gap:8px">${emoji('tooth', 26)}<div class="col" style="line-height:1"><b style="font:800 14px Nunito;color:#134e4a">Sonrisa Ilicitana</b><span style="font:700 8px Nunito;letter-spacing:2px;color:${teal}">CLÍNICA DENTAL</span></div></div>`,
    links: ['Tratamientos', 'Equipo', 'La clínica', 'Opiniones', 'Contacto'],
    cta: 'Pide cita',
    ctaBg: teal,
    font: 'Nunito',
  })}
<div class="row" style="height:250px;padding:0 36px;gap:20px;background:linear-gradient(120deg,#f0fdfa,#ffffff 60%)">
 <div class="col" style="flex:1;gap:12px;font-family:Nunito">
  <span style="font:800 10px Nunito;letter-spacing:2px;color:${teal}">CLÍNICA DENTAL EN ELCHE</span>
  <h1 style="font:800 34px/1.05 Nunito;color:#134e4a">Tu sonrisa,<br>en las mejores manos</h1>
  <p style="font-size:12.5px;color:#475569;max-width:330px">Implantes, ortodoncia invisible y odontología familiar. Primera visita y diagnóstico sin coste.</p>
  <div class="row" style="gap:10px"><span style="padding:9px 16px;border-radius:999px;background:${teal};color:#fff;font-size:12px;font-weight:800">Pedir cita online</span><span style="padding:9px 16px;border-radius:999px;border:2px solid ${teal};color:${teal};font-size:12px;font-weight:800">Ver tratamientos</span></div>
  <div class="row" style="gap:6px;font-size:11px;color:#334155">${stars(5)} <b>4,9</b> · 320 opiniones en Google</div>
 </div>
 <div style="position:relative;width:260px;height:220px">
  <div style="position:absolute;right:10px;top:6px;width:210px;height:210px;border-radius:46% 54% 44% 56%;background:radial-gradient(circle at 35% 30%,#99f6e4,#14b8a6)"></div>
  <div style="position:absolute;right:52px;top:34px">${emoji('tooth', 130, 'filter:drop-shadow(0 10px 14px rgba(0,0,0,.2))')}</div>
  <div class="row" style="position:absolute;left:0;bottom:18px;gap:8px;padding:10px 12px;border-radius:12px;background:#fff;box-shadow:0 10px 24px rgba(15,23,42,.14);font:800 11px Nunito;color:#134e4a">${emoji('check-mark-button', 20)}<div class="col">Primera visita gratis<span style="font-weight:400;color:#64748b;font-size:10px">Cita en menos de 24 h</span></div></div>
 </div>
</div>
<div class="row" style="gap:12px;padding:18px 36px;background:#fff">
${[
  ['tooth', 'Implantes', 'Dientes fijos en una sesión'],
  ['sparkles', 'Blanqueamiento', 'Resultados desde la 1.ª cita'],
  ['toothbrush', 'Odontopediatría', 'Revisiones para los peques'],
  ['smiling-face-with-sunglasses', 'Ortodoncia invisible', 'Alineadores transparentes'],
]
  .map(([icon, t, d]) => `<div class="col" style="flex:1;gap:6px;padding:12px;border-radius:12px;border:1px solid #ccfbf1;background:#f8fffe;font-family:Nunito"><div style="width:34px;height:34px;border-radius:10px;background:#ccfbf1;display:flex;align-items:center;justify-content:center">${emoji(icon, 22)}</div><b style="font-size:12px;color:#134e4a">${t}</b><span style="font-size:10px;color:#64748b">${d}</span></div>`)
  .join('')}
</div>`;
  return backdrop('#ccfbf1', '#5eead4', at(28, 24, browser({ url: host(p.webUrl), content, width: 744, height: 452 })));
}

/* ---------- 3. A shoe maker's shop: catalogue grid beside the phone version. ---------- */
function shoes(p) {
  const brown = '#7c4a2d';
  const products = [
    ['womans-boot', 'Botín Alicante', '89,00 €', ['#7c4a2d', '#1f2937'], '#efe4d6'],
    ['mans-shoe', 'Blucher Vinalopó', '119,00 €', ['#3f2a1d', '#78350f'], '#e7ded3'],
    ['high-heeled-shoe', 'Salón Palmera', '74,90 €', ['#b91c1c', '#111827'], '#f3e3e0'],
    ['hiking-boot', 'Bota Montgó', '99,00 €', ['#57534e', '#7c4a2d'], '#e9e5dc'],
  ];
  const card = ([icon, name, price, dots, bg]) => `<div class="col" style="gap:5px;font-family:Montserrat">
<div style="height:118px">${photo({ icon, size: 118, from: '#fff', to: bg, radius: 4, iconScale: 0.62 })}</div>
<span style="font-size:10.5px;font-weight:700;color:#1c1917;margin-top:2px">${name}</span>
<div class="row" style="justify-content:space-between"><span style="font-size:11px;color:${brown};font-weight:700">${price}</span><span class="row" style="gap:3px">${dots.map((c) => `<i style="width:8px;height:8px;border-radius:50%;background:${c}"></i>`).join('')}</span></div></div>`;
  const content = `<div style="height:22px;background:#1c1917;color:#f5f5f4;font:600 9px Montserrat;display:flex;align-items:center;justify-content:center;letter-spacing:.5px">Envío gratis desde 60 € · Hecho a mano en Elche</div>
${nav({ logo: `<span style="font:400 20px 'DM Serif Display';color:#1c1917">Calzados Vinalopó</span>`, links: ['Mujer', 'Hombre', 'Novedades', 'Outlet'], cta: 'Cesta (2)', ctaBg: '#1c1917', font: 'Montserrat', bg: '#fbf8f3' })}
<div style="padding:16px 22px;background:#fbf8f3;height:100%">
 <div class="row" style="justify-content:space-between;margin-bottom:12px"><div class="col"><span style="font:700 8.5px Montserrat;letter-spacing:2px;color:${brown}">COLECCIÓN OTOÑO</span><h2 style="font:400 24px 'DM Serif Display';color:#1c1917">Piel de aquí, hecha a mano</h2></div>
 <span style="font:600 10px Montserrat;padding:6px 10px;border:1px solid #d6d3d1;border-radius:4px;color:#44403c">Ordenar: Novedades ▾</span></div>
 <div style="display:grid;grid-template-columns:repeat(4,1fr);gap:12px">${products.map(card).join('')}</div>
</div>`;
  const mobile = `<div style="background:#fbf8f3;height:100%;font-family:Montserrat">
<div class="row" style="justify-content:space-between;padding:6px 12px"><span style="font:400 13px 'DM Serif Display'">Calzados Vinalopó</span><span style="font-size:9px;font-weight:700">Cesta (2)</span></div>
<div style="height:150px;margin:0 10px">${photo({ icon: 'womans-boot', size: 150, from: '#fff', to: '#e7d7c3', radius: 6, iconScale: 0.7 })}</div>
<div class="col" style="padding:10px 12px;gap:5px"><span style="font:400 15px 'DM Serif Display'">Botín Alicante</span><b style="font-size:12px;color:${brown}">89,00 €</b>
<span style="font-size:8.5px;color:#57534e">Talla</span><div class="row" style="gap:4px">${[36, 37, 38, 39, 40].map((s, i) => `<span style="width:22px;height:20px;border:1px solid ${i === 2 ? '#1c1917' : '#d6d3d1'};border-radius:3px;font-size:8.5px;display:flex;align-items:center;justify-content:center;font-weight:700;background:${i === 2 ? '#1c1917' : '#fff'};color:${i === 2 ? '#fff' : '#1c1917'}">${s}</span>`).join('')}</div>
<span style="margin-top:6px;padding:9px;border-radius:4px;background:${brown};color:#fff;text-align:center;font-size:10px;font-weight:700">Añadir a la cesta</span>
<span style="font-size:8px;color:#57534e;text-align:center">Pago seguro · Envío en 24/48 h</span></div></div>`;
  return backdrop('#efe7dc', '#c8ad8d', at(20, 40, browser({ url: host(p.webUrl), content, width: 590, height: 420 })) + at(560, 40, phone({ content: mobile, width: 212 }), 2));
}

/* ---------- 5. A restaurant: dark full-bleed hero, the menu with prices below. ---------- */
function restaurant(p) {
  const gold = '#d4a537';
  const dish = (name, note, price) => `<div class="col" style="gap:2px"><div class="row" style="gap:6px;font:700 12px Lora;color:#f5f0e1"><span>${name}</span><i style="flex:1;border-bottom:1px dotted #6b7f5e;margin-top:8px"></i><span style="color:${gold}">${price}</span></div><span style="font:400 9.5px Figtree;color:#b7c4a8">${note}</span></div>`;
  const content = `<div style="height:100%;background:#12261a;position:relative">
<div class="row" style="height:46px;padding:0 26px;gap:20px;color:#f5f0e1;font:600 10.5px Figtree;letter-spacing:1px;position:relative;z-index:2">
<span style="font:400 16px 'DM Serif Display';letter-spacing:0">La Palmera <i style="color:${gold};font-style:italic">del Huerto</i></span>
<span style="margin-left:auto">CARTA</span><span>VINOS</span><span>GRUPOS</span><span>CÓMO LLEGAR</span><span style="padding:6px 12px;border:1px solid ${gold};color:${gold}">RESERVAR</span></div>
<div style="position:absolute;right:-10px;top:56px;opacity:.9">${emoji('palm-tree', 230)}</div>
<div style="position:absolute;left:0;top:0;width:100%;height:250px;background:linear-gradient(90deg,#12261a 45%,rgba(18,38,26,.2))"></div>
<div class="col" style="position:relative;padding:26px 40px 0;gap:10px;z-index:2">
 <span style="font:700 9.5px Figtree;letter-spacing:3px;color:${gold}">COCINA MEDITERRÁNEA · ELCHE</span>
 <h1 style="font:400 44px/1 'DM Serif Display';color:#fff">Arroces al fuego<br>de leña, junto al Huerto</h1>
 <p style="font:400 12px Figtree;color:#cbd5c0;max-width:340px">Producto de la huerta ilicitana y del mar de Santa Pola, en una casa de 1920 entre palmeras.</p>
 <div class="row" style="gap:10px;margin-top:4px"><span style="padding:9px 16px;background:${gold};color:#12261a;font:800 11px Figtree;letter-spacing:1px">RESERVAR MESA</span><span style="padding:9px 16px;border:1px solid #f5f0e1;color:#f5f0e1;font:700 11px Figtree;letter-spacing:1px">VER LA CARTA</span></div>
</div>
<div class="row" style="position:absolute;left:0;right:0;bottom:0;height:150px;background:#f5f0e1;padding:18px 40px;gap:26px;align-items:flex-start">
 <div style="width:120px;height:114px;flex:none">${photo({ icon: 'shallow-pan-of-food', size: 114, from: '#fde68a', to: '#b45309', radius: 2, iconScale: 0.7 })}</div>
 <div class="col" style="flex:1;gap:9px;background:#12261a;padding:12px 16px;height:114px">
  <span style="font:400 15px 'DM Serif Display';color:${gold}">Nuestra carta</span>
  ${dish('Arroz con costra ilicitano', 'Conejo, pollo, embutido de la tierra y huevo', '16,50 €')}
  ${dish('Ensalada de granada del Huerto', 'Queso fresco, nueces y vinagreta de dátil', '9,80 €')}
 </div>
 <div class="col" style="width:150px;gap:6px;font:400 10.5px Figtree;color:#12261a"><b style="font:400 15px 'DM Serif Display'">Horario</b><span>Mar–Dom · 13:00–16:00</span><span>Vie–Sáb · 20:30–23:30</span><span style="color:#4d7c0f;font-weight:700">Reserva por WhatsApp</span></div>
</div></div>`;
  return backdrop('#1f3a29', '#0b1a11', at(22, 22, browser({ url: host(p.webUrl), content, width: 756, height: 456 })));
}

/* ---------- 6. A garage: industrial dark hero with a quote form. ---------- */
function garage(p) {
  const yellow = '#facc15';
  const field = (label, value) => `<div class="col" style="gap:3px"><span style="font:500 9px Oswald;letter-spacing:1px;color:#a8a29e">${label}</span><div style="padding:7px 9px;background:#fff;border-radius:3px;font:500 11px Figtree;color:#1c1917">${value}</div></div>`;
  const content = `<div style="height:100%;background:#1c1917;position:relative;overflow:hidden">
<div class="row" style="height:44px;padding:0 24px;gap:18px;background:#0c0a09;color:#e7e5e4;font:500 11px Oswald;letter-spacing:1px">
<span class="row" style="gap:8px;font:700 16px Oswald;color:#fff">${emoji('hammer-and-wrench', 22)}TALLER <span style="color:${yellow}">HNOS. PASTOR</span></span>
<span style="margin-left:auto">MECÁNICA</span><span>NEUMÁTICOS</span><span>PRE-ITV</span><span>OFERTAS</span><span style="color:${yellow}">TORRELLANO · ELCHE</span></div>
<div style="position:absolute;left:-60px;top:44px;width:520px;height:360px;background:repeating-linear-gradient(135deg,#292524 0 22px,#1c1917 22px 44px);opacity:.8"></div>
<div style="position:absolute;left:300px;top:170px">${emoji('automobile', 170, 'filter:drop-shadow(0 14px 16px rgba(0,0,0,.5))')}</div>
<div class="col" style="position:absolute;left:36px;top:72px;gap:10px;width:330px">
 <span style="align-self:flex-start;padding:3px 8px;background:${yellow};color:#1c1917;font:700 10px Oswald;letter-spacing:1px">DESDE 1987</span>
 <h1 style="font:700 40px/1 Oswald;color:#fff;text-transform:uppercase">Tu coche en manos<br>de <span style="color:${yellow}">confianza</span></h1>
 <p style="font:400 12px Figtree;color:#d6d3d1">Mecánica general, diagnosis, neumáticos y revisión pre-ITV. Te decimos el precio antes de tocar nada.</p>
 <div class="row" style="gap:8px;font:500 11px Oswald;color:#fff">${stars(5, yellow, 12)} 4,8 · 210 RESEÑAS EN GOOGLE</div>
</div>
<div class="col" style="position:absolute;right:30px;top:66px;width:230px;gap:9px;padding:16px;background:#292524;border-top:4px solid ${yellow};box-shadow:0 18px 30px rgba(0,0,0,.4)">
 <b style="font:700 17px Oswald;color:#fff;letter-spacing:.5px">PRESUPUESTO EN 24 H</b>
 ${field('MATRÍCULA', '1234 KLM')}
 ${field('SERVICIO', 'Cambio de aceite y filtros ▾')}
 ${field('TELÉFONO', '6•• ••• •••')}
 <span style="padding:9px;background:${yellow};color:#1c1917;text-align:center;font:700 12px Oswald;letter-spacing:1px">PEDIR PRESUPUESTO</span>
</div>
<div class="row" style="position:absolute;left:0;right:0;bottom:0;height:58px;background:${yellow};padding:0 30px;gap:28px;font:700 12px Oswald;color:#1c1917;letter-spacing:.5px">
${[['oil-drum', 'CAMBIO DE ACEITE', 'desde 59 €'], ['wrench', 'REVISIÓN PRE-ITV', '39 €'], ['gear', 'DIAGNOSIS', 'gratis con reparación']]
  .map(([i, t, d]) => `<div class="row" style="gap:8px">${emoji(i, 26)}<div class="col" style="line-height:1.1">${t}<span style="font:500 10px Figtree;letter-spacing:0">${d}</span></div></div>`)
  .join('')}
</div></div>`;
  return backdrop('#fde047', '#ca8a04', at(56, 30, browser({ url: host(p.webUrl), content, width: 720, height: 450 })));
}

/* ---------- 8. A tax advisory: corporate serif, services and the latest news. ---------- */
function advisory(p) {
  const navy = '#1e2a44';
  const gold = '#b08d57';
  const post = (date, title, tag) => `<div class="col" style="gap:3px;padding:9px 0;border-bottom:1px solid #e7e2d8"><span style="font:700 8.5px Figtree;letter-spacing:1.5px;color:${gold}">${tag} · ${date}</span><span style="font:700 12px/1.25 Lora;color:${navy}">${title}</span></div>`;
  const content = `<div class="row" style="height:24px;padding:0 24px;background:${navy};color:#cbd5e1;font:500 9.5px Figtree;gap:18px"><span>Lun–Vie · 8:30–14:30 y 16:00–19:00</span><span style="margin-left:auto;color:#fff;font-weight:700">Área de clientes →</span></div>
${nav({ logo: `<div class="row" style="gap:9px"><span style="width:30px;height:30px;border:1.5px solid ${navy};display:flex;align-items:center;justify-content:center;font:700 12px Lora;color:${navy}">M&amp;S</span><div class="col" style="line-height:1.1"><b style="font:700 14px Lora;color:${navy}">Martínez &amp; Soler</b><span style="font:600 8px Figtree;letter-spacing:2px;color:${gold}">ASESORES · ELCHE</span></div></div>`, links: ['Fiscal', 'Laboral', 'Contable', 'Empresas', 'Blog'], cta: 'Solicitar reunión', ctaBg: navy, font: 'Figtree', bg: '#fdfcf9' })}
<div class="row" style="gap:26px;padding:26px 30px 0;background:#fdfcf9;align-items:flex-start;height:100%">
 <div class="col" style="flex:1;gap:12px">
  <span style="font:700 9px Figtree;letter-spacing:2px;color:${gold}">MÁS DE 25 AÑOS A TU LADO</span>
  <h1 style="font:700 30px/1.12 Lora;color:${navy}">Asesoramiento fiscal, laboral y contable para empresas y autónomos</h1>
  <p style="font:400 12px/1.5 Figtree;color:#475569;max-width:380px">Nos ocupamos de tus impuestos, nóminas y cuentas para que tú te ocupes de tu negocio. Con un asesor asignado que te conoce.</p>
  <div class="row" style="gap:12px;margin-top:4px">${['Declaraciones trimestrales', 'Nóminas y seguros sociales', 'Cuentas anuales']
    .map((s, i) => `<div class="col" style="flex:1;gap:4px;padding-top:8px;border-top:2px solid ${i === 0 ? gold : '#e7e2d8'}"><span style="font:700 16px Lora;color:${gold}">0${i + 1}</span><span style="font:600 10.5px Figtree;color:${navy}">${s}</span></div>`)
    .join('')}</div>
 </div>
 <div class="col" style="width:230px;padding:14px 16px;background:#fff;border:1px solid #e7e2d8;box-shadow:0 8px 20px rgba(30,42,68,.08)">
  <div class="row" style="justify-content:space-between"><b style="font:700 13px Lora;color:${navy}">Novedades tributarias</b>${emoji('newspaper', 18)}</div>
  ${post('12 NOV', 'Verifactu: qué cambia en tus facturas en 2026', 'FISCAL')}
  ${post('28 OCT', 'Modelo 303 del cuarto trimestre: plazos y claves', 'IVA')}
  ${post('15 OCT', 'Nueva cotización de autónomos por ingresos reales', 'LABORAL')}
  <span style="margin-top:8px;font:700 10px Figtree;color:${gold}">Ver todas las noticias →</span>
 </div>
</div>`;
  return backdrop('#e9e4d8', '#b9ad94', at(28, 24, browser({ url: host(p.webUrl), content, width: 744, height: 452 })));
}

/* ---------- 9. A physiotherapy and pilates centre: photo column and the week's timetable. ---------- */
function physio(p) {
  const coral = '#ea580c';
  const classes = {
    'Pilates suelo': '#fed7aa',
    'Pilates máquina': '#fdba74',
    Hipopresivos: '#bfdbfe',
    'Espalda sana': '#bbf7d0',
  };
  const week = [
    ['Pilates suelo', 'Pilates máquina', 'Espalda sana'],
    ['Hipopresivos', 'Pilates suelo', ''],
    ['Pilates máquina', 'Espalda sana', 'Pilates suelo'],
    ['Pilates suelo', '', 'Hipopresivos'],
    ['Espalda sana', 'Pilates máquina', ''],
  ];
  const hours = ['9:30', '18:00', '19:30'];
  const grid = `<div style="display:grid;grid-template-columns:34px repeat(5,1fr);gap:4px;font:700 9px Nunito;color:#7c2d12">
<span></span>${['LUN', 'MAR', 'MIÉ', 'JUE', 'VIE'].map((d) => `<span style="text-align:center;letter-spacing:1px">${d}</span>`).join('')}
${hours.map((h, r) => `<span style="color:#9a3412;padding-top:8px">${h}</span>${week.map((day) => (day[r] ? `<span style="padding:6px 5px;border-radius:6px;background:${classes[day[r]]};color:#431407;font-size:8.5px;line-height:1.15;height:34px">${day[r]}</span>` : `<span style="border-radius:6px;border:1px dashed #fed7aa"></span>`)).join('')}`).join('')}
</div>`;
  const content = `<div class="row" style="height:100%;align-items:stretch;background:#fffaf5">
<div style="width:250px;position:relative;background:radial-gradient(circle at 40% 35%,#ffedd5,#fb923c)">
 <div style="position:absolute;left:36px;top:70px">${emoji('woman-in-lotus-position-light', 180, 'filter:drop-shadow(0 12px 14px rgba(124,45,18,.3))')}</div>
 <div class="row" style="position:absolute;left:16px;top:16px;gap:7px;font:800 15px Nunito;color:#fff"><span style="width:28px;height:28px;border-radius:50%;background:#fff;display:flex;align-items:center;justify-content:center;color:${coral};font-size:14px">A</span>Fisio Altabix</div>
 <div class="col" style="position:absolute;left:16px;right:16px;bottom:16px;padding:10px 12px;border-radius:12px;background:rgba(255,255,255,.94);font:400 10px Nunito;color:#7c2d12;gap:2px"><b style="font-size:12px;color:#431407">Primera visita de valoración</b>Diagnóstico y plan de tratamiento · 30 €</div>
</div>
<div class="col" style="flex:1;padding:16px 24px;gap:10px;font-family:Nunito">
 <div class="row" style="gap:16px;font:700 10.5px Nunito;color:#7c2d12"><span>Fisioterapia</span><span>Pilates</span><span>Suelo pélvico</span><span>Tarifas</span><span style="margin-left:auto;padding:7px 13px;border-radius:999px;background:${coral};color:#fff">Reservar</span></div>
 <h1 style="font:800 27px/1.08 Nunito;color:#431407;margin-top:6px">Fisioterapia y pilates<br>en el barrio de Altabix</h1>
 <p style="font-size:11.5px;color:#78716c;max-width:360px">Grupos reducidos de 6 personas, con fisioterapeutas colegiados. Reserva tu plaza desde el móvil.</p>
 <div class="col" style="gap:8px;padding:12px;border-radius:12px;background:#fff;box-shadow:0 6px 18px rgba(124,45,18,.1)">
  <div class="row" style="justify-content:space-between"><b style="font:800 12px Nunito;color:#431407">Horario de clases · noviembre</b><span style="font:700 9px Nunito;color:${coral}">Quedan 3 plazas el jueves</span></div>
  ${grid}
 </div>
</div></div>`;
  return backdrop('#fff7ed', '#fdba74', at(28, 24, browser({ url: host(p.webUrl), content, width: 744, height: 452 })));
}

/* ---------- 11. A real estate portal: sea hero with a search bar, listings with prices. ---------- */
function realEstate(p) {
  const sea = '#0369a1';
  const listing = (icon, bg, price, title, facts, tag) => `<div class="col" style="flex:1;border-radius:10px;overflow:hidden;background:#fff;box-shadow:0 6px 16px rgba(3,105,161,.12);font-family:Montserrat">
<div style="height:92px;position:relative">${photo({ icon, size: 92, from: '#e0f2fe', to: bg, radius: 0, iconScale: 0.72 })}${tag ? `<span style="position:absolute;left:8px;top:8px;padding:3px 7px;border-radius:4px;background:#f97316;color:#fff;font:700 8.5px Montserrat">${tag}</span>` : ''}</div>
<div class="col" style="padding:8px 10px;gap:3px"><b style="font-size:14px;color:${sea}">${price}</b><span style="font-size:10px;font-weight:700;color:#0f172a">${title}</span><span style="font-size:9px;color:#64748b">${facts}</span></div></div>`;
  const select = (label, value) => `<div class="col" style="flex:1;gap:2px;padding:0 12px;border-right:1px solid #e2e8f0"><span style="font:700 8px Montserrat;letter-spacing:1px;color:#64748b">${label}</span><b style="font:700 11.5px Montserrat;color:#0f172a">${value}</b></div>`;
  const content = `<div style="height:236px;position:relative;background:linear-gradient(180deg,#7dd3fc,#0ea5e9 62%,#0369a1);overflow:hidden">
 <div style="position:absolute;right:40px;top:30px">${emoji('sun', 70)}</div>
 <div style="position:absolute;left:-20px;right:-20px;bottom:-14px;height:70px;border-radius:50% 50% 0 0;background:#fde68a"></div>
 <div style="position:absolute;right:90px;bottom:6px">${emoji('beach-with-umbrella', 84)}</div>
 <div class="row" style="position:relative;height:46px;padding:0 26px;gap:18px;color:#fff;font:700 10.5px Montserrat">
  <span style="font:700 15px Montserrat;letter-spacing:.5px">SANTA POLA <span style="font-weight:400">MAR</span></span>
  <span style="margin-left:auto">Comprar</span><span>Alquilar</span><span>Vender tu casa</span><span>Contacto</span></div>
 <div class="col" style="position:relative;padding:14px 40px 0;gap:8px;color:#fff">
  <h1 style="font:700 29px/1.1 Montserrat;text-shadow:0 2px 10px rgba(3,105,161,.5)">Tu casa junto al mar,<br>en Santa Pola y Gran Alacant</h1>
  <div class="row" style="margin-top:10px;width:560px;height:50px;border-radius:10px;background:#fff;padding:0 6px 0 0;box-shadow:0 12px 28px rgba(3,105,161,.35)">
   ${select('ZONA', 'Playa Lisa')}${select('TIPO', 'Piso')}${select('PRECIO MÁX.', '250.000 €')}
   <span class="row" style="margin-left:8px;gap:6px;padding:10px 16px;border-radius:8px;background:#f97316;color:#fff;font:700 11px Montserrat">${emoji('magnifying-glass-tilted-left', 14)}Buscar</span>
  </div>
 </div>
</div>
<div style="padding:14px 26px;background:#f0f9ff;height:100%">
 <div class="row" style="justify-content:space-between;margin-bottom:10px;font-family:Montserrat"><b style="font-size:14px;color:#0f172a">Viviendas destacadas</b><span style="font-size:10px;font-weight:700;color:${sea}">Ver las 148 viviendas →</span></div>
 <div class="row" style="gap:14px;align-items:stretch">
  ${listing('house-with-garden', '#86efac', '245.000 €', 'Chalet con jardín · Gran Alacant', '3 hab · 2 baños · 140 m²', 'NUEVO')}
  ${listing('office-building', '#bae6fd', '189.000 €', 'Piso con vistas al mar · Playa Lisa', '2 hab · 1 baño · 78 m²', '')}
  ${listing('houses', '#fde68a', '1.100 €/mes', 'Adosado cerca del puerto', '3 hab · 2 baños · 110 m²', 'ALQUILER')}
 </div>
</div>`;
  return backdrop('#e0f2fe', '#38bdf8', at(28, 24, browser({ url: host(p.webUrl), content, width: 744, height: 452 })));
}

/* ---------- 12. A language school: playful levels staircase, level test, exam dates. ---------- */
function academy(p) {
  const purple = '#6d28d9';
  const levels = [['A1', '#fde68a'], ['A2', '#fcd34d'], ['B1', '#f9a8d4'], ['B2', '#f472b6'], ['C1', '#c4b5fd'], ['C2', '#8b5cf6']];
  const content = `<div style="height:100%;background:#faf7ff;position:relative;overflow:hidden">
${nav({ logo: `<span class="row" style="gap:7px;font:700 15px Montserrat;color:${purple}">${emoji('speech-balloon', 24)}Idiomas Carrús</span>`, links: ['Inglés', 'Valenciano', 'Exámenes oficiales', 'Horarios', 'Precios'], cta: 'Matrícula', ctaBg: '#f43f5e', font: 'Montserrat', bg: '#faf7ff', border: '#ede9fe' })}
<div class="row" style="padding:22px 32px 0;gap:20px;align-items:flex-start">
 <div class="col" style="flex:1;gap:11px">
  <span style="align-self:flex-start;padding:4px 10px;border-radius:999px;background:#fef3c7;color:#92400e;font:700 10px Montserrat">Matrícula abierta · curso 2025/26</span>
  <h1 style="font:700 31px/1.08 Montserrat;color:#2e1065">Inglés y valenciano<br>para aprobar y para <span style="color:#f43f5e">hablar</span></h1>
  <p style="font:400 12px/1.5 Figtree;color:#5b21b6;max-width:330px">Grupos de 8 alumnos por nivel, profesores nativos y preparación de Cambridge y de la JQCV.</p>
  <div class="row" style="gap:10px;align-items:center;padding:10px 12px;border-radius:12px;background:${purple};color:#fff;max-width:330px">${emoji('memo', 30)}<div class="col" style="flex:1;font:400 10px Figtree"><b style="font:700 12px Montserrat">Prueba de nivel gratis</b>15 minutos, en línea y con resultado al momento</div><span style="padding:6px 10px;border-radius:8px;background:#fff;color:${purple};font:700 10px Montserrat">Empezar</span></div>
 </div>
 <div style="position:relative;width:300px;height:190px">
  ${levels.map(([l, c], i) => `<div style="position:absolute;left:${i * 48}px;bottom:0;width:46px;height:${40 + i * 26}px;border-radius:10px 10px 0 0;background:${c};display:flex;justify-content:center;padding-top:8px;font:700 14px Montserrat;color:#2e1065">${l}</div>`).join('')}
  <div style="position:absolute;left:176px;top:-8px">${emoji('graduation-cap', 62)}</div>
 </div>
</div>
<div class="row" style="position:absolute;left:32px;right:32px;bottom:20px;gap:12px">
${[['Cambridge B2 First', '14 jun', 'Inglés', '#ede9fe'], ['Valencià C1 · JQCV', '21 may', 'Valenciano', '#ffe4e6'], ['Cambridge C1 Advanced', '28 jun', 'Inglés', '#fef3c7']]
  .map(([t, d, k, bg]) => `<div class="row" style="flex:1;gap:10px;padding:10px;border-radius:12px;background:#fff;border:1px solid #ede9fe"><div class="col" style="width:44px;height:44px;border-radius:10px;background:${bg};align-items:center;justify-content:center;font:700 15px Montserrat;color:#2e1065;line-height:1">${d.split(' ')[0]}<span style="font-size:9px">${d.split(' ')[1].toUpperCase()}</span></div><div class="col" style="font:400 9.5px Figtree;color:#6b7280"><b style="font:700 11px Montserrat;color:#2e1065">${t}</b>Examen oficial · ${k}</div></div>`)
  .join('')}
</div></div>`;
  return backdrop('#ede9fe', '#f9a8d4', at(28, 24, browser({ url: host(p.webUrl), content, width: 744, height: 452 })));
}

/* ---------- 14. A florist: the phone version, home and a bouquet, side by side (its name is its brand's lettering). ---------- */
function florist() {
  const green = '#14532d';
  const pink = '#fbcfe8';
  const home = `<div style="background:#fff7fa;height:100%;font-family:Figtree">
<div class="row" style="justify-content:space-between;padding:4px 12px 8px"><span style="font:700 16px 'Cormorant Garamond';color:${green}">El Palmeral</span><span style="font-size:9px;font-weight:700;color:${green}">Menú</span></div>
<div style="height:200px;margin:0 10px;position:relative">${photo({ icon: 'bouquet', size: 200, from: '#fff1f2', to: pink, radius: 14, iconScale: 0.62 })}<span style="position:absolute;left:12px;bottom:12px;font:700 22px/1 Caveat;color:${green}">Flores de hoy,<br>en tu puerta hoy</span></div>
<div class="col" style="padding:12px;gap:7px"><span style="font:700 18px/1.1 'Cormorant Garamond';color:#1f2937">Entrega en el día en Elche</span><span style="font-size:9.5px;color:#6b7280">Pide antes de las 13:00 y lo llevamos esta tarde.</span>
<span style="padding:9px;border-radius:999px;background:${green};color:#fff;text-align:center;font-size:10px;font-weight:700">Ver ramos</span>
<div class="row" style="gap:6px;justify-content:center;font-size:8.5px;color:#6b7280">Tarjeta · <b style="color:${green}">Bizum</b> · Recogida en tienda</div></div></div>`;
  const product = `<div style="background:#fff;height:100%;font-family:Figtree">
<div style="height:220px;position:relative">${photo({ icon: 'tulip', size: 220, from: '#fef9c3', to: '#f9a8d4', radius: 0, iconScale: 0.56 })}<span style="position:absolute;right:10px;top:8px;width:26px;height:26px;border-radius:50%;background:#fff;display:flex;align-items:center;justify-content:center">${emoji('red-heart', 14)}</span></div>
<div class="col" style="padding:12px;gap:6px"><span style="font:700 8.5px Figtree;letter-spacing:2px;color:#be185d">RAMOS DE TEMPORADA</span><span style="font:700 19px 'Cormorant Garamond';color:#1f2937">Ramo Primavera</span><b style="font-size:13px;color:${green}">34,90 €</b>
<div class="row" style="gap:5px">${['Mediano', 'Grande', 'Con jarrón'].map((s, i) => `<span style="padding:4px 7px;border-radius:999px;border:1px solid ${i === 0 ? green : '#e5e7eb'};font-size:8.5px;font-weight:700;color:${i === 0 ? green : '#4b5563'}">${s}</span>`).join('')}</div>
<span style="font:700 15px Caveat;color:#be185d">+ Tarjeta con tu mensaje</span>
<span style="padding:9px;border-radius:999px;background:#be185d;color:#fff;text-align:center;font-size:10px;font-weight:700">Añadir · entrega hoy</span></div></div>`;
  return backdrop(
    '#fdf2f8',
    '#f9a8d4',
    `<div style="position:absolute;left:40px;top:150px">${emoji('cherry-blossom', 60)}</div><div style="position:absolute;right:34px;top:40px">${emoji('rose', 54)}</div>
<div class="col" style="position:absolute;left:60px;top:50px;gap:8px;width:200px;font-family:'Cormorant Garamond';color:${green}"><span style="font:700 11px Figtree;letter-spacing:2px;color:#be185d">FLORISTERÍA</span><b style="font:700 40px/1 'Cormorant Garamond'">El Palmeral</b><span style="font:700 20px Caveat;color:#be185d">desde el corazón de Elche</span></div>
<div class="row" style="position:absolute;left:60px;bottom:36px;gap:8px;padding:10px 14px;border-radius:14px;background:#fff;box-shadow:0 10px 24px rgba(190,24,93,.18);font:700 11px Figtree;color:${green}">${emoji('delivery-truck', 24)}<div class="col">142 pedidos este mes<span style="font-weight:400;color:#6b7280;font-size:10px">38 % pagados con Bizum</span></div></div>`,
  ) +
    at(300, 18, phone({ content: home, width: 222 }), 2) +
    at(540, 40, phone({ content: product, width: 214 }), 1);
}

/* ---------- 16. A renovation company: work gallery and the budget calculator. ---------- */
function renovation(p) {
  const orange = '#ea580c';
  const content = `<div style="height:100%;background:#fafaf9;position:relative">
${nav({ logo: `<span class="row" style="gap:8px;font:700 15px Oswald;letter-spacing:.5px;color:#292524">${emoji('house', 24)}CREVILLENT <span style="color:${orange}">HOGAR</span></span>`, links: ['Cocinas', 'Baños', 'Reforma integral', 'Obras', 'Opiniones'], cta: 'Visita gratis', ctaBg: orange, font: 'Figtree', bg: '#fff' })}
<div class="row" style="padding:20px 26px 0;gap:22px;align-items:flex-start">
 <div class="col" style="flex:1;gap:10px">
  <h1 style="font:700 30px/1.05 Oswald;color:#292524;text-transform:uppercase">Reformas integrales<br><span style="color:${orange}">sin sorpresas</span> en el precio</h1>
  <p style="font:400 11.5px Figtree;color:#57534e;max-width:330px">Un jefe de obra, un precio cerrado y la fecha de entrega por escrito. Más de 400 obras en el Baix Vinalopó.</p>
  <b style="font:700 12px Oswald;letter-spacing:1px;color:#292524;margin-top:6px">OBRAS RECIENTES</b>
  <div class="row" style="gap:8px">
   ${[['bathtub', '#e7e5e4', '#a8a29e', 'Baño · Crevillent'], ['couch-and-lamp', '#fed7aa', '#fb923c', 'Salón · Elche'], ['cooking', '#fef3c7', '#d6d3d1', 'Cocina · Aspe']]
     .map(([icon, a, b, t]) => `<div class="col" style="flex:1;gap:4px"><div style="height:84px;position:relative">${photo({ icon, size: 84, from: a, to: b, radius: 6, iconScale: 0.62 })}<span style="position:absolute;left:5px;top:5px;padding:2px 5px;border-radius:3px;background:rgba(41,37,36,.8);color:#fff;font:700 8px Figtree">DESPUÉS</span></div><span style="font:600 9.5px Figtree;color:#57534e">${t}</span></div>`)
     .join('')}
  </div>
 </div>
 <div class="col" style="width:250px;gap:10px;padding:16px;border-radius:12px;background:#292524;color:#fff;box-shadow:0 16px 30px rgba(41,37,36,.3)">
  <b style="font:700 15px Oswald;letter-spacing:.5px">CALCULA TU PRESUPUESTO</b>
  <div class="row" style="gap:4px">${['Cocina', 'Baño', 'Integral'].map((t, i) => `<span style="flex:1;text-align:center;padding:6px 0;border-radius:6px;background:${i === 1 ? orange : '#44403c'};font:700 10px Figtree">${t}</span>`).join('')}</div>
  <div class="col" style="gap:5px;font:600 10px Figtree;color:#d6d3d1"><div class="row" style="justify-content:space-between"><span>Superficie</span><b style="color:#fff">6 m²</b></div><div style="height:6px;border-radius:3px;background:#44403c;position:relative"><i style="position:absolute;left:0;top:0;width:38%;height:6px;border-radius:3px;background:${orange}"></i><i style="position:absolute;left:34%;top:-4px;width:14px;height:14px;border-radius:50%;background:#fff"></i></div></div>
  <div class="col" style="gap:5px;font:600 10px Figtree;color:#d6d3d1">Calidades<div class="row" style="gap:6px"><span style="padding:5px 9px;border-radius:999px;border:1px solid #78716c">Estándar</span><span style="padding:5px 9px;border-radius:999px;background:#fff;color:#292524;font-weight:700">Premium</span></div></div>
  <div class="col" style="gap:2px;padding-top:8px;border-top:1px solid #44403c"><span style="font:600 10px Figtree;color:#d6d3d1">Precio orientativo</span><b style="font:700 26px Oswald;color:${orange}">desde 5.900 €</b><span style="font:400 9px Figtree;color:#a8a29e">IVA incluido · materiales y mano de obra</span></div>
  <span style="padding:9px;border-radius:8px;background:${orange};text-align:center;font:700 11px Figtree">Quiero mi presupuesto exacto</span>
 </div>
</div></div>`;
  return backdrop('#fed7aa', '#78716c', at(28, 24, browser({ url: host(p.webUrl), content, width: 744, height: 452 })));
}

/** A site built from the record alone: its name and description under a plain navigation bar. */
function defaultSite(p) {
  const content = `${nav({ logo: `<b style="font:800 14px Figtree">${esc(p.title)}</b>`, links: ['Inicio', 'Servicios', 'Nosotros', 'Contacto'], cta: 'Contactar', ctaBg: '#1d4ed8', font: 'Figtree' })}
<div class="col" style="padding:40px;gap:14px;height:100%;background:linear-gradient(135deg,#eff6ff,#fff)"><h1 style="font:800 32px/1.1 Figtree;max-width:520px">${esc(p.title)}</h1><p style="font-size:13px;color:#475569;max-width:520px">${esc(p.description)}</p></div>`;
  // A project with a page of its own links there, not to a site: its product's address, if any.
  const url = p.webUrl ?? p.page?.liveUrl ?? 'https://www.example.com';
  return backdrop('#dbeafe', '#93c5fd', at(28, 24, browser({ url: host(url), content, width: 744, height: 452 })));
}

/** Each client site's design, by its picture's name (the record's `imageUrl`). */
const SITES = {
  'proyecto-sonrisa-ilicitana': dental,
  'proyecto-calzados-vinalopo': shoes,
  'proyecto-la-palmera': restaurant,
  'proyecto-taller-pastor': garage,
  'proyecto-asesoria-martinez-soler': advisory,
  'proyecto-fisio-altabix': physio,
  'proyecto-santa-pola-mar': realEstate,
  'proyecto-academia-carrus': academy,
  'proyecto-floristeria-palmeral': florist,
  'proyecto-crevillent-hogar': renovation,
};

/** The picture body (800 × 500) of a website project. */
function websitePicture(p) {
  return (SITES[p.imageUrl] ?? defaultSite)(p);
}

module.exports = { websitePicture, backdrop, at, stars };
