/**
 * Our two products' own screens, as the content describes them (shared/src/content/projects.ts
 * and apps.ts): NavegaTime, time clock and presence (the manager's live panel, clocking in on a
 * phone, the monthly report ready to export) and Navega Factura, invoicing (issued invoices with
 * their state at the tax agency, income and stock). Brand: NavegaTime blue, Navega Factura teal,
 * the logos of tools/images/catalog.js. People and figures are invented.
 */
const { emoji, browser, phone } = require('./kit');
const { backdrop, at } = require('./websites');

const BLUE = '#1d4ed8';
const DEEP = '#0b1f4d';
const TEAL = '#0f766e';

const clockLogo = (size, color = '#fff', bg = BLUE) =>
  `<span style="width:${size}px;height:${size}px;border-radius:${size * 0.26}px;background:${bg};display:inline-flex;align-items:center;justify-content:center;flex:none"><svg width="${size * 0.62}" height="${size * 0.62}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2.6" stroke-linecap="round"><circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/></svg></span>`;
const invoiceLogo = (size) =>
  `<span style="width:${size}px;height:${size}px;border-radius:${size * 0.26}px;background:${TEAL};display:inline-flex;align-items:center;justify-content:center;flex:none"><svg width="${size * 0.6}" height="${size * 0.6}" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d="M6 3h8l4 4v14H6z"/><path d="M9 11h6M9 15h6M9 19h3"/></svg></span>`;

const initials = (name) => name.split(' ').map((w) => w[0]).slice(0, 2).join('');
const PEOPLE = [
  ['Laura Pérez', 'Tienda Centro', 'Trabajando', '08:02', '6 h 41 min', '#16a34a', '#dcfce7'],
  ['Javier Soler', 'Reparto', 'En pausa', '07:55', '5 h 12 min', '#d97706', '#fef3c7'],
  ['Marta Ruiz', 'Oficina', 'Trabajando', '08:30', '6 h 13 min', '#16a34a', '#dcfce7'],
  ['Pedro Gil', 'Almacén', 'Sin fichar', '—', '0 h 00 min', '#dc2626', '#fee2e2'],
  ['Ana Martínez', 'Tienda Altabix', 'Vacaciones', '—', '—', '#2563eb', '#dbeafe'],
];
const avatarColors = ['#bfdbfe', '#fde68a', '#bbf7d0', '#fecaca', '#ddd6fe'];
const person = (name, i, size = 26) => `<span style="width:${size}px;height:${size}px;border-radius:50%;background:${avatarColors[i % 5]};color:#1e293b;display:inline-flex;align-items:center;justify-content:center;font:700 ${size * 0.38}px Figtree;flex:none">${initials(name)}</span>`;

function sidebar(active) {
  const items = ['Panel', 'Fichajes', 'Equipo', 'Vacaciones', 'Informes', 'Ajustes'];
  return `<div class="col" style="width:150px;flex:none;padding:14px 10px;gap:4px;background:${DEEP};color:#cbd5e1;font:600 11px Figtree">
<div class="row" style="gap:8px;padding:0 4px 14px;color:#fff;font:800 13px Figtree">${clockLogo(24, BLUE, '#fff')}NavegaTime</div>
${items.map((t) => `<span style="padding:8px 10px;border-radius:8px;${t === active ? 'background:rgba(255,255,255,.12);color:#fff' : ''}">${t}</span>`).join('')}
<div class="col" style="margin-top:auto;padding:10px;border-radius:10px;background:rgba(255,255,255,.08);font:400 9.5px Figtree;gap:2px"><b style="color:#fff;font-size:10.5px">Plan Business</b>24 de 30 empleados</div></div>`;
}

/** The manager's live panel: who is working now, the week's hours, pending requests. */
function navegatimePanel() {
  const week = [['L', 38, 40], ['M', 41, 40], ['X', 39.5, 40], ['J', 42, 40], ['V', 36, 40], ['S', 8, 8], ['D', 0, 0]];
  const content = `<div class="row" style="height:100%;align-items:stretch;background:#f8fafc">${sidebar('Panel')}
<div class="col" style="flex:1;padding:16px 20px;gap:12px">
 <div class="row" style="justify-content:space-between"><div class="col"><b style="font:800 17px Figtree">Equipo en tiempo real</b><span style="font:400 10.5px Figtree;color:#64748b">Jueves, 13 de noviembre · 14:43</span></div><span style="padding:7px 12px;border-radius:8px;background:${BLUE};color:#fff;font:700 10.5px Figtree">Exportar semana</span></div>
 <div class="row" style="gap:10px">${[['Trabajando ahora', '18', 'de 24', '#16a34a'], ['Horas esta semana', '196 h', 'previstas 200 h', BLUE], ['Incidencias', '2', 'fichajes olvidados', '#d97706'], ['Solicitudes', '3', 'vacaciones por aprobar', '#7c3aed']]
   .map(([t, n, s, c]) => `<div class="col" style="flex:1;padding:10px 12px;border-radius:10px;background:#fff;border:1px solid #e2e8f0;gap:1px"><span style="font:600 9.5px Figtree;color:#64748b">${t}</span><b style="font:800 20px Figtree;color:${c}">${n}</b><span style="font:400 9px Figtree;color:#94a3b8">${s}</span></div>`)
   .join('')}</div>
 <div class="row" style="gap:12px;align-items:stretch;flex:1">
  <div class="col" style="flex:1.35;padding:10px 12px;border-radius:10px;background:#fff;border:1px solid #e2e8f0">
   <b style="font:700 11.5px Figtree;margin-bottom:4px">Fichajes de hoy</b>
   ${PEOPLE.map(([n, where, state, since, total, c, bg], i) => `<div class="row" style="gap:8px;padding:6px 0;border-top:1px solid #f1f5f9;font:400 10px Figtree">${person(n, i)}<div class="col" style="flex:1;line-height:1.2"><b style="font-size:10.5px">${n}</b><span style="color:#64748b;font-size:9px">${where} · entrada ${since}</span></div><span style="padding:3px 7px;border-radius:999px;background:${bg};color:${c};font:700 9px Figtree">${state}</span><b style="width:62px;text-align:right;font-size:10px">${total}</b></div>`).join('')}
  </div>
  <div class="col" style="flex:1;padding:10px 12px;border-radius:10px;background:#fff;border:1px solid #e2e8f0;gap:6px">
   <div class="row" style="justify-content:space-between"><b style="font:700 11.5px Figtree">Horas por día</b><span style="font:600 9px Figtree;color:#64748b">esta semana</span></div>
   <div class="row" style="flex:1;gap:8px;align-items:flex-end;padding-top:6px">${week.map(([d, h, plan], i) => `<div class="col" style="flex:1;align-items:center;gap:3px;height:100%;justify-content:flex-end"><span style="font:700 8.5px Figtree;color:#475569">${h ? h + ' h' : ''}</span><div style="width:100%;height:${h * 3}px;border-radius:5px 5px 0 0;background:${i === 3 ? BLUE : '#bfdbfe'};position:relative">${plan ? `<i style="position:absolute;left:-2px;right:-2px;bottom:${plan * 3}px;border-top:1.5px dashed #f59e0b"></i>` : ''}</div><span style="font:600 9px Figtree;color:#64748b">${d}</span></div>`).join('')}</div>
   <div class="row" style="gap:10px;font:400 8.5px Figtree;color:#64748b"><span class="row" style="gap:4px"><i style="width:8px;height:8px;border-radius:2px;background:#bfdbfe"></i>Trabajadas</span><span class="row" style="gap:4px"><i style="width:10px;border-top:1.5px dashed #f59e0b"></i>Previstas</span></div>
  </div>
 </div>
</div></div>`;
  return content;
}

/** Clocking in on a phone: today's time, the three buttons, where it was recorded. */
function navegatimePhone() {
  return `<div class="col" style="height:100%;background:#f8fafc;font-family:Figtree">
<div class="row" style="justify-content:space-between;padding:4px 14px 8px">${clockLogo(22)}<span style="font:700 10px Figtree">Laura Pérez</span>${person('Laura Pérez', 0, 22)}</div>
<div class="col" style="align-items:center;gap:2px;padding:4px 0 8px"><span style="font:600 10px Figtree;color:#64748b">Jornada de hoy</span>
<div style="position:relative;width:132px;height:132px;margin:6px 0"><svg width="132" height="132" viewBox="0 0 132 132"><circle cx="66" cy="66" r="56" fill="none" stroke="#dbeafe" stroke-width="11"/><circle cx="66" cy="66" r="56" fill="none" stroke="${BLUE}" stroke-width="11" stroke-linecap="round" stroke-dasharray="293 352" transform="rotate(-90 66 66)"/></svg>
<div class="col" style="position:absolute;inset:0;align-items:center;justify-content:center"><b style="font:800 26px Figtree">6:41</b><span style="font:600 9px Figtree;color:#64748b">de 8:00 h</span></div></div>
<span class="row" style="gap:5px;padding:3px 9px;border-radius:999px;background:#dcfce7;color:#15803d;font:700 9.5px Figtree"><i style="width:7px;height:7px;border-radius:50%;background:#16a34a"></i>Trabajando desde las 08:02</span></div>
<div class="col" style="gap:8px;padding:4px 14px">
<span style="padding:11px;border-radius:12px;background:#dc2626;color:#fff;text-align:center;font:800 13px Figtree">Fichar salida</span>
<span style="padding:10px;border-radius:12px;border:2px solid ${BLUE};color:${BLUE};text-align:center;font:800 12px Figtree">Iniciar pausa</span></div>
<div class="col" style="margin:10px 14px 0;padding:9px 10px;border-radius:10px;background:#fff;border:1px solid #e2e8f0;gap:6px;font:400 9.5px Figtree">
${[['08:02', 'Entrada', 'Tienda Centro'], ['11:00', 'Pausa', ''], ['11:20', 'Vuelta', 'Tienda Centro']].map(([h, t, w]) => `<div class="row" style="gap:8px"><b style="width:32px">${h}</b><span style="flex:1">${t}</span><span class="row" style="gap:3px;color:#64748b">${w ? `${emoji('round-pushpin', 10)}${w}` : '20 min'}</span></div>`).join('')}
</div></div>`;
}

/** The monthly report: hours per person, overtime, absences, ready to export. */
function navegatimeReport() {
  const rows = [
    ['Laura Pérez', '160 h', '162 h 30', '+2 h 30', '0'],
    ['Javier Soler', '160 h', '158 h 10', '−1 h 50', '1'],
    ['Marta Ruiz', '120 h', '121 h 05', '+1 h 05', '0'],
    ['Pedro Gil', '160 h', '151 h 40', '−8 h 20', '2'],
    ['Ana Martínez', '160 h', '104 h 00', '—', '7 vac.'],
    ['Sergio Navarro', '80 h', '80 h 15', '+0 h 15', '0'],
  ];
  return `<div class="row" style="height:100%;align-items:stretch;background:#f8fafc">${sidebar('Informes')}
<div class="col" style="flex:1;padding:16px 20px;gap:12px;font-family:Figtree">
 <div class="row" style="justify-content:space-between"><div class="col"><b style="font:800 17px Figtree">Informe mensual · octubre 2025</b><span style="font:400 10.5px Figtree;color:#64748b">Registro de jornada (RD-ley 8/2019) · 24 personas · Tienda Centro, Altabix, Almacén</span></div>
 <div class="row" style="gap:6px"><span style="padding:7px 11px;border-radius:8px;border:1px solid #cbd5e1;font:700 10px Figtree;background:#fff">Excel</span><span style="padding:7px 11px;border-radius:8px;background:${BLUE};color:#fff;font:700 10px Figtree">Descargar PDF</span></div></div>
 <div class="row" style="gap:8px">${['Octubre 2025 ▾', 'Todos los centros ▾', 'Todo el equipo ▾'].map((t) => `<span style="padding:6px 10px;border-radius:8px;background:#fff;border:1px solid #e2e8f0;font:600 10px Figtree">${t}</span>`).join('')}<span style="margin-left:auto;padding:6px 10px;border-radius:8px;background:#dcfce7;color:#15803d;font:700 10px Figtree">Firmado por 22 de 24</span></div>
 <div class="col" style="border-radius:10px;background:#fff;border:1px solid #e2e8f0;overflow:hidden">
  <div class="row" style="padding:8px 14px;background:#f1f5f9;font:700 9.5px Figtree;color:#475569;letter-spacing:.3px"><span style="flex:2">PERSONA</span><span style="flex:1">PREVISTAS</span><span style="flex:1">TRABAJADAS</span><span style="flex:1">DIFERENCIA</span><span style="flex:1">AUSENCIAS</span><span style="width:60px">FIRMA</span></div>
  ${rows.map(([n, plan, done, diff, abs], i) => `<div class="row" style="padding:7px 14px;border-top:1px solid #f1f5f9;font:400 10.5px Figtree"><span class="row" style="flex:2;gap:8px;font-weight:700">${person(n, i, 22)}${n}</span><span style="flex:1;color:#64748b">${plan}</span><b style="flex:1">${done}</b><span style="flex:1;font-weight:700;color:${diff.startsWith('+') ? '#15803d' : diff.startsWith('−') ? '#dc2626' : '#64748b'}">${diff}</span><span style="flex:1;color:#64748b">${abs}</span><span style="width:60px">${i === 3 ? '<span style="color:#d97706;font-weight:700;font-size:9.5px">Pendiente</span>' : emoji('check-mark-button', 14)}</span></div>`).join('')}
 </div>
 <div class="row" style="gap:10px">${[['Horas trabajadas', '3.742 h'], ['Horas extra', '38 h 20'], ['Ausencias', '21 días']].map(([t, n]) => `<div class="col" style="flex:1;padding:8px 12px;border-radius:10px;background:#fff;border:1px solid #e2e8f0"><span style="font:600 9px Figtree;color:#64748b">${t}</span><b style="font:800 15px Figtree">${n}</b></div>`).join('')}</div>
</div></div>`;
}

const ntHost = (url) => new URL(url).host;

/** The NavegaTime project's pictures: its card (panel and phone together) and its page's three screens. */
function navegatimePictures(timeTrackingUrl) {
  const url = `app.${ntHost(timeTrackingUrl)}/panel`;
  return {
    // The panel at its own size, shrunk to leave room for the phone beside it.
    'proyecto-navegatime': backdrop('#dbeafe', '#1e3a8a', at(16, 24, `<div style="transform:scale(.8);transform-origin:0 0">${browser({ url, content: navegatimePanel(), width: 780, height: 540 })}</div>`) + at(596, 40, phone({ content: navegatimePhone(), width: 190 }), 2)),
    'navegatime-panel': backdrop('#dbeafe', '#93c5fd', at(20, 18, browser({ url, content: navegatimePanel(), width: 760, height: 464 }))),
    'navegatime-fichaje': backdrop(
      '#eff6ff',
      '#bfdbfe',
      `<div class="col" style="position:absolute;left:60px;top:120px;width:300px;gap:12px;font-family:Figtree"><span class="row" style="gap:8px;font:800 14px Figtree;color:${BLUE}">${clockLogo(26)}NavegaTime</span><b style="font:800 32px/1.1 Figtree;color:${DEEP}">Entrada, pausa y salida en un toque</b><span style="font:400 14px/1.5 Figtree;color:#475569">Desde el móvil, una tablet en el centro o el ordenador, con la ubicación del fichaje si la empresa la activa.</span></div>` +
        at(420, 14, phone({ content: navegatimePhone(), width: 230 }), 2),
    ),
    'navegatime-informes': backdrop('#e0e7ff', '#a5b4fc', at(20, 18, browser({ url: `app.${ntHost(timeTrackingUrl)}/informes`, content: navegatimeReport(), width: 760, height: 464 }))),
  };
}

/** Navega Factura: issued invoices with their state at the tax agency, income and an invoice. */
function facturaPicture(invoicingUrl) {
  const invoices = [
    ['F-2025-0418', 'Floristería El Palmeral', '14/11', '363,00 €', 'Pagada', '#15803d', '#dcfce7'],
    ['F-2025-0417', 'Taller Hermanos Pastor', '13/11', '1.210,00 €', 'Enviada', '#1d4ed8', '#dbeafe'],
    ['F-2025-0416', 'Cafetería El Pla', '12/11', '96,80 €', 'Pagada', '#15803d', '#dcfce7'],
    ['F-2025-0415', 'Academia Carrús', '10/11', '544,50 €', 'Vence hoy', '#b45309', '#fef3c7'],
    ['F-2025-0414', 'Reformas Crevillent', '07/11', '2.420,00 €', 'Pagada', '#15803d', '#dcfce7'],
  ];
  const months = [42, 48, 45, 58, 55, 63, 70, 66, 74, 81, 79];
  const content = `<div class="row" style="height:100%;align-items:stretch;background:#f8fafc;font-family:Figtree">
<div class="col" style="width:140px;flex:none;padding:14px 10px;gap:3px;background:#fff;border-right:1px solid #e2e8f0;font:600 11px Figtree;color:#475569">
 <div class="row" style="gap:7px;padding:0 4px 14px;color:#134e4a;font:800 12.5px Figtree">${invoiceLogo(24)}Navega Factura</div>
 ${['Resumen', 'Facturas', 'Presupuestos', 'Clientes', 'Productos y stock', 'Gastos', 'Contabilidad'].map((t) => `<span style="padding:7px 9px;border-radius:8px;${t === 'Facturas' ? `background:#ccfbf1;color:${TEAL}` : ''}">${t}</span>`).join('')}
</div>
<div class="col" style="flex:1;padding:14px 18px;gap:10px">
 <div class="row" style="justify-content:space-between"><b style="font:800 16px Figtree">Facturas emitidas</b><span style="padding:7px 12px;border-radius:8px;background:${TEAL};color:#fff;font:700 10.5px Figtree">+ Nueva factura</span></div>
 <div class="row" style="gap:10px">${[['Facturado en noviembre', '18.430 €', '+12 % vs. octubre'], ['Pendiente de cobro', '2.964 €', '4 facturas'], ['IVA del trimestre', '3.212 €', 'modelo 303 listo']]
   .map(([t, n, s], i) => `<div class="col" style="flex:1;padding:9px 11px;border-radius:10px;background:#fff;border:1px solid #e2e8f0"><span style="font:600 9px Figtree;color:#64748b">${t}</span><b style="font:800 17px Figtree;color:${i === 0 ? TEAL : '#0f172a'}">${n}</b><span style="font:400 8.5px Figtree;color:#94a3b8">${s}</span></div>`)
   .join('')}</div>
 <div class="col" style="border-radius:10px;background:#fff;border:1px solid #e2e8f0;overflow:hidden">
  <div class="row" style="padding:7px 12px;background:#f1f5f9;font:700 8.5px Figtree;color:#475569;letter-spacing:.3px"><span style="width:78px">NÚMERO</span><span style="flex:1">CLIENTE</span><span style="width:40px">FECHA</span><span style="width:70px;text-align:right">TOTAL</span><span style="width:78px;text-align:center">ESTADO</span><span style="width:62px">HACIENDA</span></div>
  ${invoices.map(([n, c, d, t, s, col, bg]) => `<div class="row" style="padding:6px 12px;border-top:1px solid #f1f5f9;font:400 10px Figtree"><b style="width:78px;color:${TEAL}">${n}</b><span style="flex:1">${c}</span><span style="width:40px;color:#64748b">${d}</span><b style="width:70px;text-align:right">${t}</b><span style="width:78px;text-align:center"><span style="padding:2px 7px;border-radius:999px;background:${bg};color:${col};font:700 8.5px Figtree">${s}</span></span><span class="row" style="width:62px;gap:3px;font:700 8.5px Figtree;color:#15803d">${emoji('check-mark-button', 11)}Verifactu</span></div>`).join('')}
 </div>
 <div class="col" style="padding:8px 12px;border-radius:10px;background:#fff;border:1px solid #e2e8f0;gap:4px"><div class="row" style="justify-content:space-between"><b style="font:700 10.5px Figtree">Ingresos por mes</b><span style="font:600 8.5px Figtree;color:#64748b">2025</span></div>
 <div class="row" style="height:44px;gap:6px;align-items:flex-end">${months.map((h, i) => `<i style="flex:1;height:${h / 2}px;border-radius:3px 3px 0 0;background:${i === 10 ? TEAL : '#99f6e4'}"></i>`).join('')}</div></div>
</div></div>`;
  const invoice = `<div class="col" style="width:200px;padding:14px;gap:8px;background:#fff;border-radius:6px;box-shadow:0 20px 40px rgba(15,23,42,.3);font-family:Figtree">
 <div class="row" style="justify-content:space-between"><b style="font:800 13px Figtree;color:${TEAL}">FACTURA</b><span style="font:700 9px Figtree;color:#64748b">F-2025-0418</span></div>
 <div class="col" style="font:400 8.5px/1.4 Figtree;color:#475569"><b style="color:#0f172a;font-size:9.5px">Floristería El Palmeral</b>B-03•••••• · Elche (Alicante)</div>
 ${[['Centro floral boda', '2', '120,00 €'], ['Ramo Primavera', '2', '30,00 €']].map(([c, q, p]) => `<div class="row" style="gap:6px;font:400 9px Figtree;padding:4px 0;border-top:1px solid #f1f5f9"><span style="flex:1">${c}</span><span>${q} ×</span><b>${p}</b></div>`).join('')}
 <div class="col" style="gap:2px;padding-top:6px;border-top:1.5px solid #0f172a;font:400 9px Figtree"><div class="row" style="justify-content:space-between"><span>Base imponible</span><span>300,00 €</span></div><div class="row" style="justify-content:space-between"><span>IVA 21 %</span><span>63,00 €</span></div><div class="row" style="justify-content:space-between;font:800 12px Figtree"><span>Total</span><span>363,00 €</span></div></div>
 <div class="row" style="gap:8px;padding:6px;border-radius:6px;background:#f0fdfa"><div style="width:36px;height:36px;background:repeating-linear-gradient(0deg,#0f172a 0 3px,#fff 3px 5px),repeating-linear-gradient(90deg,#0f172a 0 3px,#fff 3px 6px);background-blend-mode:difference"></div><span style="font:700 8px/1.3 Figtree;color:${TEAL}">QR tributario<br>Factura verificable en la sede de la AEAT</span></div>
</div>`;
  return backdrop('#ccfbf1', '#0f766e', at(16, 20, browser({ url: `${ntHost(invoicingUrl)}/facturas`, content, width: 650, height: 440 })) + at(578, 120, invoice, 2));
}


/** NavegaTime's holidays and absences: the team's month, and the requests waiting for approval. */
function navegatimeHolidays(timeTrackingUrl) {
  const team = ['Laura Pérez', 'Javier Soler', 'Marta Ruiz', 'Pedro Gil', 'Ana Martínez'];
  // Absences by person: [first day, last day, kind].
  const away = { 1: [[10, 14, 'v']], 3: [[4, 4, 'm'], [20, 21, 'p']], 4: [[3, 14, 'v']], 0: [[24, 28, 'r']] };
  const kinds = { v: ['#bfdbfe', '#1d4ed8', 'Vacaciones'], m: ['#fecaca', '#b91c1c', 'Médico'], p: ['#fde68a', '#b45309', 'Asuntos propios'], r: ['#ddd6fe', '#6d28d9', 'Pendiente'] };
  const days = Array.from({ length: 28 }, (_, i) => i + 1);
  const weekend = (d) => [1, 2, 8, 9, 15, 16, 22, 23].includes(d);
  const cells = (who) => days.map((d) => {
    const hit = (away[who] ?? []).find(([a, b]) => d >= a && d <= b);
    const bg = hit ? kinds[hit[2]][0] : weekend(d) ? '#f1f5f9' : '#fff';
    return `<i style="height:22px;background:${bg};border-right:1px solid #f1f5f9;${hit && hit[2] === 'r' ? 'background-image:repeating-linear-gradient(135deg,#ddd6fe 0 4px,#ede9fe 4px 8px)' : ''}"></i>`;
  }).join('');
  const content = `<div class="row" style="height:100%;align-items:stretch;background:#f8fafc">${sidebar('Vacaciones')}
<div class="col" style="flex:1;padding:16px 18px;gap:12px;font-family:Figtree;min-width:0">
 <div class="row" style="justify-content:space-between"><div class="col"><b style="font:800 17px Figtree">Vacaciones y ausencias</b><span style="font:400 10.5px Figtree;color:#64748b">Noviembre 2025 · Tienda Centro y Altabix</span></div><span style="padding:7px 12px;border-radius:8px;background:${BLUE};color:#fff;font:700 10.5px Figtree">+ Solicitar ausencia</span></div>
 <div class="col" style="border-radius:10px;background:#fff;border:1px solid #e2e8f0;overflow:hidden">
  <div class="row" style="padding:6px 0 6px 120px;background:#f1f5f9;font:700 7.5px Figtree;color:#64748b">${days.map((d) => `<span style="flex:1;text-align:center">${d}</span>`).join('')}</div>
  ${team.map((n, i) => `<div class="row" style="border-top:1px solid #f1f5f9"><span class="row" style="width:120px;flex:none;gap:6px;padding:0 8px;font:700 9.5px Figtree">${person(n, i, 18)}${n}</span><div style="flex:1;display:grid;grid-template-columns:repeat(28,1fr)">${cells(i)}</div></div>`).join('')}
  <div class="row" style="gap:14px;padding:7px 10px;border-top:1px solid #f1f5f9;font:600 8.5px Figtree;color:#475569">${Object.values(kinds).map(([bg, , t]) => `<span class="row" style="gap:4px"><i style="width:10px;height:10px;border-radius:3px;background:${bg}"></i>${t}</span>`).join('')}</div>
 </div>
 <div class="row" style="gap:12px;align-items:stretch">
  <div class="col" style="flex:1.4;padding:10px 12px;border-radius:10px;background:#fff;border:1px solid #e2e8f0;gap:7px">
   <b style="font:700 11.5px Figtree">Solicitudes por aprobar</b>
   ${[['Laura Pérez', 'Vacaciones · 24 al 28 de noviembre', '5 días'], ['Sergio Navarro', 'Asuntos propios · 2 de diciembre', '1 día']].map(([n, t, d], i) => `<div class="row" style="gap:8px;font:400 9.5px Figtree">${person(n, i, 22)}<div class="col" style="flex:1;line-height:1.25"><b style="font-size:10px">${n}</b><span style="color:#64748b">${t} · ${d}</span></div><span style="padding:4px 8px;border-radius:6px;background:#dcfce7;color:#15803d;font:700 9px Figtree">Aprobar</span><span style="padding:4px 8px;border-radius:6px;background:#f1f5f9;color:#475569;font:700 9px Figtree">Rechazar</span></div>`).join('')}
  </div>
  <div class="col" style="flex:1;padding:10px 12px;border-radius:10px;background:#fff;border:1px solid #e2e8f0;gap:4px"><b style="font:700 11.5px Figtree">Días que le quedan</b>
   ${[['Laura Pérez', 17], ['Javier Soler', 9], ['Marta Ruiz', 21]].map(([n, left]) => `<div class="col" style="gap:2px;font:600 9px Figtree;color:#475569"><div class="row" style="justify-content:space-between"><span>${n}</span><b style="color:#0f172a">${left} de 23</b></div><div style="height:5px;border-radius:3px;background:#dbeafe"><div style="width:${(left / 23) * 100}%;height:5px;border-radius:3px;background:${BLUE}"></div></div></div>`).join('')}
  </div>
 </div>
</div></div>`;
  return backdrop('#dbeafe', '#6366f1', at(20, 18, browser({ url: `app.${ntHost(timeTrackingUrl)}/vacaciones`, content, width: 760, height: 464 })));
}

/** Navega Factura's invoice editor: a client, products from stock, VAT, and sending it to the tax agency. */
function facturaEditor(invoicingUrl) {
  const lines = [
    ['Centro floral boda', 'CF-012', 2, '120,00', '240,00', 14],
    ['Ramo Primavera', 'RP-003', 2, '30,00', '60,00', 3],
    ['Jarrón cristal 25 cm', 'JC-025', 1, '18,50', '18,50', 0],
  ];
  const field = (label, value, w = 'flex:1') => `<div class="col" style="${w};gap:3px"><span style="font:700 8.5px Figtree;color:#64748b;letter-spacing:.3px">${label}</span><div style="padding:7px 9px;border-radius:7px;border:1px solid #cbd5e1;background:#fff;font:600 10.5px Figtree">${value}</div></div>`;
  const content = `<div class="col" style="height:100%;background:#f8fafc;font-family:Figtree">
<div class="row" style="height:44px;flex:none;gap:10px;padding:0 18px;background:#fff;border-bottom:1px solid #e2e8f0">${invoiceLogo(24)}<b style="font:800 12.5px Figtree;color:#134e4a">Navega Factura</b><span style="margin-left:16px;font:600 11px Figtree;color:#64748b">Facturas › <b style="color:#0f172a">Nueva factura</b></span><span style="margin-left:auto;padding:6px 11px;border-radius:8px;border:1px solid #cbd5e1;font:700 10px Figtree">Guardar borrador</span><span style="padding:6px 11px;border-radius:8px;background:${TEAL};color:#fff;font:700 10px Figtree">Emitir y enviar a Hacienda</span></div>
<div class="row" style="flex:1;gap:14px;padding:14px 18px;align-items:flex-start">
 <div class="col" style="flex:1;gap:12px;padding:14px;border-radius:12px;background:#fff;border:1px solid #e2e8f0">
  <div class="row" style="gap:10px">${field('CLIENTE', 'Floristería El Palmeral ▾', 'flex:2')}${field('NÚMERO', 'F-2025-0419')}${field('FECHA', '14/11/2025')}${field('VENCE', '14/12/2025')}</div>
  <div class="col" style="border-radius:9px;border:1px solid #e2e8f0;overflow:hidden">
   <div class="row" style="padding:6px 10px;background:#f1f5f9;font:700 8.5px Figtree;color:#475569"><span style="flex:1">CONCEPTO</span><span style="width:50px">CANT.</span><span style="width:60px">PRECIO</span><span style="width:46px">IVA</span><span style="width:64px;text-align:right">IMPORTE</span><span style="width:78px;text-align:right">STOCK</span></div>
   ${lines.map(([c, ref, q, pr, t, st]) => `<div class="row" style="padding:7px 10px;border-top:1px solid #f1f5f9;font:400 10px Figtree"><span class="col" style="flex:1;line-height:1.2"><b>${c}</b><span style="font-size:8.5px;color:#94a3b8">${ref}</span></span><span style="width:50px">${q}</span><span style="width:60px">${pr} €</span><span style="width:46px">21 %</span><b style="width:64px;text-align:right">${t} €</b><span style="width:78px;text-align:right"><span style="padding:2px 6px;border-radius:999px;font:700 8.5px Figtree;background:${st === 0 ? '#fee2e2' : st < 5 ? '#fef3c7' : '#dcfce7'};color:${st === 0 ? '#b91c1c' : st < 5 ? '#b45309' : '#15803d'}">${st === 0 ? 'Sin stock' : `${st} en stock`}</span></span></div>`).join('')}
   <div style="padding:7px 10px;border-top:1px dashed #cbd5e1;font:700 10px Figtree;color:${TEAL}">+ Añadir producto o servicio</div>
  </div>
  <div class="row" style="justify-content:flex-end"><div class="col" style="width:220px;gap:4px;font:400 10.5px Figtree"><div class="row" style="justify-content:space-between"><span>Base imponible</span><span>318,50 €</span></div><div class="row" style="justify-content:space-between"><span>IVA 21 %</span><span>66,89 €</span></div><div class="row" style="justify-content:space-between;padding-top:5px;border-top:1.5px solid #0f172a;font:800 14px Figtree"><span>Total</span><span>385,39 €</span></div></div></div>
 </div>
 <div class="col" style="width:190px;gap:10px">
  <div class="col" style="gap:6px;padding:12px;border-radius:12px;background:#f0fdfa;border:1px solid #99f6e4;font:400 9.5px/1.35 Figtree;color:#134e4a"><span class="row" style="gap:6px;font:800 11px Figtree">${emoji('check-mark-button', 14)}Verifactu activado</span>Al emitirla se registra y se envía a la Agencia Tributaria, con su código QR.</div>
  <div class="col" style="gap:6px;padding:12px;border-radius:12px;background:#fff;border:1px solid #e2e8f0;font:400 9.5px Figtree"><b style="font:800 11px Figtree">Stock bajo</b>${[['Jarrón cristal 25 cm', '0'], ['Ramo Primavera', '3'], ['Cinta satén rosa', '4']].map(([n, q]) => `<div class="row" style="justify-content:space-between;color:#475569"><span>${n}</span><b style="color:${q === '0' ? '#b91c1c' : '#b45309'}">${q}</b></div>`).join('')}<span style="font:700 9.5px Figtree;color:${TEAL}">Hacer pedido al proveedor →</span></div>
 </div>
</div></div>`;
  return backdrop('#ccfbf1', '#5eead4', at(20, 18, browser({ url: `${ntHost(invoicingUrl)}/facturas/nueva`, content, width: 760, height: 464 })));
}

module.exports = { navegatimePictures, facturaPicture, navegatimeHolidays, facturaEditor };
