import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUN_TS } from '../run-ts';

/*
 * README's recipes, proven: in a copy of the repository, add one service page, one Kit Digital
 * solution and one project with a page of its own, each as one record plus its pictures and
 * nothing else, then ask the site's own code (tools/recipes/probe.tsx, run in the copy) whether
 * each page is routed (the route table and the browser bundles' tables), prerendered (among the
 * pages a release renders, and rendered by its remote's entry), and, from the real server on a
 * release holding that page, served, in the sitemap and answered by NavegaBot; and run the
 * content tests there, so no list, count or pin elsewhere needs the new page either.
 */

const repo = path.resolve(__dirname, '../..');
/** Not source: installs, builds, releases, data, reports, and media the probe does not read. */
const SKIP = new Set(['.git', 'node_modules', 'dist', 'var', 'data', 'test-results', 'playwright-report', 'bench-results', '.federation']);
const SKIP_PATHS = new Set(['shared/public/video', 'shared/public/img/og'].map((p) => path.join(repo, p)));

const SERVICE = `  {
    path: '/impresion-3d',
    remote: 'catalog',
    meta: {
      title: 'Impresión 3D y prototipado',
      description: 'Prototipos, piezas de repuesto y maquetas impresas en 3D para talleres, estudios y fábricas, con diseño a medida y entrega en pocos días.',
    },
    card: {
      id: 'impresion-3d',
      icon: 'layers',
      title: 'Impresión 3D',
      subtitle: 'Prototipos, repuestos y maquetas',
      description: 'Diseñamos e imprimimos en 3D prototipos, piezas de repuesto y maquetas para que pruebes una idea antes de fabricarla en serie.',
    },
    hero: { image: 'service-impresion-3d', alt: 'Ilustración de una impresora 3D que fabrica una pieza junto a su plano' },
    layout: 'cards',
    eyebrow: 'Impresión 3D',
    title: 'Impresión 3D y prototipado rápido',
    intro: 'Convertimos tus ideas en piezas reales: diseñamos el modelo, lo imprimimos en 3D y te lo entregamos en pocos días para que lo pruebes antes de fabricar.',
    color: 'amber',
    overview: {
      title: 'Qué hacemos',
      paragraphs: ['Partimos de un boceto, de una pieza rota o de un plano y preparamos el modelo listo para imprimir, con el material que mejor aguanta el uso que le vas a dar.'],
    },
    offerings: [
      { icon: 'package', title: 'Prototipos funcionales', description: 'Piezas para probar el encaje, la ergonomía o el mecanismo antes de invertir en moldes.' },
      { icon: 'wrench', title: 'Piezas de repuesto', description: 'Reproducimos piezas descatalogadas o rotas a partir de la original o de sus medidas.' },
      { icon: 'building', title: 'Maquetas', description: 'Maquetas de arquitectura y de producto para presentaciones, ferias y escaparates.' },
    ],
    deliverables: ['Modelo 3D editable', 'Pieza impresa y acabada', 'Ficha del material empleado', 'Ajustes tras la primera prueba'],
    process: [
      { title: 'Modelado', description: 'Preparamos el modelo 3D a partir de tu idea, de tu plano o de la pieza original.' },
      { title: 'Impresión', description: 'Imprimimos con el material y la resolución que pide el uso de la pieza.' },
      { title: 'Prueba', description: 'Pruebas la pieza y ajustamos el modelo hasta que encaja y funciona.' },
    ],
    technologies: ['Python', 'Git', 'Linux'],
    faqs: [
      { question: '¿Qué materiales usáis?', answer: 'PLA para maquetas y prototipos de forma, PETG y nailon para piezas que trabajan, y resina cuando hace falta mucho detalle.' },
      { question: '¿Cuánto tarda una pieza?', answer: 'Un prototipo sencillo suele estar en dos o tres días; una serie corta, en una o dos semanas según el tamaño.' },
      { question: '¿Necesito tener el modelo 3D?', answer: 'No. Lo preparamos nosotros a partir de tu boceto, de un plano o de la pieza que quieres reproducir.' },
    ],
    cta: { title: '¿Tienes una pieza en mente?', text: 'Cuéntanos qué necesitas y te decimos material, plazo y precio sin compromiso.' },
  },
`;

const KIT_SOLUTION = `  {
    slug: 'carteleria-digital',
    path: '/kit/carteleria-digital',
    remote: 'kit_digital',
    meta: {
      title: 'Kit Digital: Cartelería digital',
      description: 'Pantallas de cartelería digital con el Kit Digital: contenidos, programación y gestión remota de tus pantallas, con una ayuda de 1.000 € para tu negocio.',
    },
    category: 'Cartelería Digital',
    shortName: 'Cartelería digital',
    icon: 'laptop',
    description: 'Pantallas en tu local con ofertas, menús y avisos que actualizas desde el móvil, sin cambiar carteles a mano.',
    includes: ['Diseño de los contenidos', 'Programación por horarios', 'Gestión remota de las pantallas'],
    intro: 'Instalamos la cartelería digital de tu local y te damos un panel para cambiar ofertas, menús y avisos desde cualquier dispositivo.',
    services: [
      { title: 'Diseño de contenidos', description: 'Plantillas con tu imagen para ofertas, menús, horarios y avisos.' },
      { title: 'Programación', description: 'Cada contenido en pantalla a la hora y el día que elijas.' },
      { title: 'Gestión remota', description: 'Cambia lo que muestran tus pantallas desde el móvil o el ordenador.' },
    ],
    highlights: ['1 pantalla incluida', '12 meses de servicio'],
    aidRows: [{ employees: 'De 0 a 2 empleados', segments: ['III'], amount: '1.000 €', euros: 1000 }],
    agentAid: '1.000 €',
    notes: [],
    months: 12,
    image: { base: 'carteleria-digital', alt: 'Ilustración de una pantalla de cartelería con ofertas en un escaparate' },
    pitch: {
      title: '¿Todavía cambias los carteles a mano?',
      text: 'Te enseñamos cómo quedarían tus ofertas en pantalla y cuánto te cubre la ayuda del Kit Digital.',
    },
  },
`;

const PROJECT = `  {
    id: 19,
    title: 'Reservas Bodega Hondón',
    description: 'Software de reservas de visitas y catas para una bodega del Hondón: calendario por grupos, pago de la señal y avisos por correo al equipo.',
    technologies: ['React', 'Node.js', 'PostgreSQL'],
    imageUrl: 'proyecto-bodega-hondon',
    imageAlt: 'Panel de reservas de visitas de Bodega Hondón con el calendario de la semana',
    year: '2025',
    page: {
      path: '/projects/bodega-hondon',
      remote: 'catalog',
      meta: {
        title: 'Reservas Bodega Hondón | Proyectos',
        description: 'Reservas Bodega Hondón, el software de visitas y catas que hicimos para una bodega: calendario por grupos, señal en línea y avisos al equipo.',
      },
      description: 'Software de reservas de visitas y catas: calendario por grupos, pago de la señal en línea y avisos por correo al equipo de la bodega.',
      fullDescription: [
        'La bodega recibía las reservas de visitas por teléfono y por correo, y cada fin de semana había grupos que coincidían en la misma sala de catas. Hicimos un calendario de reservas por grupos con el aforo de cada visita.',
        'El visitante elige la visita, paga la señal en línea y recibe la confirmación al momento; el equipo de la bodega ve el día completo en su panel y recibe un aviso con cada reserva nueva.',
      ].join('\\n\\n'),
      category: 'Software a medida',
      client: 'Bodega Hondón',
      duration: '3 meses',
      liveUrl: 'https://www.bodegahondon.example',
      images: [{ name: 'bodega-hondon-calendario', alt: 'Calendario de reservas de Bodega Hondón con las catas de la semana' }],
      videos: [],
    },
  },
`;

/** Where each kind's records are, and the line that opens their array. */
const RECORD_FILES = [
  { file: 'shared/src/content/service-pages.ts', array: 'export const servicePages: readonly ServicePage[] = [', record: SERVICE },
  { file: 'shared/src/content/kit-solutions.ts', array: 'export const kitSolutions: KitSolution[] = [', record: KIT_SOLUTION },
  { file: 'shared/src/content/projects.ts', array: 'export const projects: readonly ProjectRecord[] = [', record: PROJECT },
];

/** Each record's pictures, copied from pictures of the same kind and size. */
const PICTURES = [
  ['img/catalog/service-marketing', 'img/catalog/service-impresion-3d'],
  ['img/kit/crm', 'img/kit/carteleria-digital'],
  ['img/catalog/proyecto-navegatime', 'img/catalog/proyecto-bodega-hondon'],
  ['img/catalog/navegatime-panel', 'img/catalog/bodega-hondon-calendario'],
];

const PROBES = [
  { path: '/impresion-3d', question: '¿hacéis impresión 3D de prototipos?' },
  { path: '/kit/carteleria-digital', question: '¿el kit digital cubre la cartelería digital?' },
  { path: '/projects/bodega-hondon', question: '¿qué software hicisteis para Bodega Hondón?' },
];

type Report = {
  path: string;
  route: { path: string; remote: string; section?: string; title: string; description: string; jsonLd?: string[] } | null;
  routeValid: boolean;
  tablesNaming: string[];
  renderedByShellRelease: boolean;
  renderedByRemoteRelease: boolean;
  h1: string | null;
  headTitle: string | null;
  inSitemap: boolean;
  served: { status: number; h1: string | null };
  botStatus: number;
  botAnswerLinks: string[];
};

/** A copy of the repository's sources that runs against the repository's installed packages. */
function copyRepository(to: string) {
  fs.cpSync(repo, to, {
    recursive: true,
    filter: (source) => !SKIP.has(path.basename(source)) && !SKIP_PATHS.has(source),
  });
  fs.mkdirSync(path.join(to, 'node_modules/@site'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(repo, 'node_modules'))) {
    if (entry !== '@site') fs.symlinkSync(path.join(repo, 'node_modules', entry), path.join(to, 'node_modules', entry));
  }
  // The workspace package is the copy's own, so the copy's records are the ones every import reads.
  fs.symlinkSync('../../shared', path.join(to, 'node_modules/@site/shared'));
  for (const workspace of fs.readdirSync(repo)) {
    const own = path.join(repo, workspace, 'node_modules');
    if (fs.existsSync(path.join(repo, workspace, 'package.json')) && fs.existsSync(own)) fs.symlinkSync(own, path.join(to, workspace, 'node_modules'));
  }
}

/** Pastes a record as the last element of its kind's array, as a maintainer following the recipe would. */
function addRecord(copy: string, { file, array, record }: (typeof RECORD_FILES)[number]) {
  const target = path.join(copy, file);
  const source = fs.readFileSync(target, 'utf8');
  const start = source.indexOf(array);
  const end = source.indexOf('\n];\n', start);
  if (start < 0 || end < 0) throw new Error(`${file}: no array opened by "${array}"`);
  fs.writeFileSync(target, `${source.slice(0, end + 1)}${record}${source.slice(end + 1)}`);
}

let copy: string;
let reports: Record<string, Report>;

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-'));
  copyRepository(copy);
  for (const kind of RECORD_FILES) addRecord(copy, kind);
  for (const [from, to] of PICTURES) {
    for (const width of [400, 800]) fs.copyFileSync(path.join(copy, 'shared/public', `${from}-${width}.webp`), path.join(copy, 'shared/public', `${to}-${width}.webp`));
  }
  const out = execFileSync(process.execPath, [...RUN_TS, 'tools/recipes/probe.tsx', JSON.stringify(PROBES)], { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  reports = Object.fromEntries((JSON.parse(out) as Report[]).map((r) => [r.path, r]));
}, 240_000);

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

/** What every page a record adds gets, whatever its kind. */
function expectRoutedPrerenderedListedKnown(report: Report, remote: string, section: string, h1: string, tables: string[]) {
  expect(report.route).toMatchObject({ path: report.path, remote, section });
  expect(report.routeValid).toBe(true);
  // The browser bundles (the shell's route table, the remote's routes entry and cards) name it.
  expect(report.tablesNaming).toEqual(expect.arrayContaining(['route-table.derived.ts', ...tables]));
  expect(report.renderedByShellRelease).toBe(true);
  expect(report.renderedByRemoteRelease).toBe(true);
  expect(report.h1).toBe(h1);
  expect(report.headTitle).toBe(report.route!.title);
  expect(report.inSitemap).toBe(true);
  expect(report.served).toEqual({ status: 200, h1 });
  expect(report.botStatus).toBe(200);
  expect(report.botAnswerLinks).toContain(report.path);
}

describe("README's recipes: one record plus its pictures, and nothing else", () => {
  it('adds a service page: routed to the catalogue under Servicios, prerendered, in the sitemap, known to NavegaBot', () => {
    const report = reports['/impresion-3d'];
    expectRoutedPrerenderedListedKnown(report, 'catalog', '/servicios', 'Impresión 3D y prototipado rápido', [
      'catalog-pages.derived.ts',
      'service-cards.derived.ts',
      'service-page-bodies.derived.ts',
    ]);
    expect(report.route).toMatchObject({ title: expect.stringMatching(/^Impresión 3D y prototipado \| /), jsonLd: ['service'] });
  });

  it('adds a Kit Digital solution: routed to its remote under Kit Digital, in the aid dialog, prerendered, in the sitemap, known to NavegaBot', () => {
    const report = reports['/kit/carteleria-digital'];
    expectRoutedPrerenderedListedKnown(report, 'kit_digital', '/agentes-digitalizadores', 'Cartelería Digital', [
      'kit-slugs.derived.ts',
      'kit-agent-aid.derived.ts',
      'kit-solution-pages.derived.ts',
    ]);
    expect(report.route).toMatchObject({ title: expect.stringMatching(/^Kit Digital: Cartelería digital \| /), jsonLd: ['service'] });
  });

  it('adds a project with a page of its own: routed to the catalogue under Proyectos, on /proyectos, prerendered, in the sitemap, known to NavegaBot', () => {
    const report = reports['/projects/bodega-hondon'];
    expectRoutedPrerenderedListedKnown(report, 'catalog', '/proyectos', 'Reservas Bodega Hondón', [
      'catalog-pages.derived.ts',
      'project-cards.derived.ts',
      'project-pages.derived.ts',
    ]);
    expect(report.route!.jsonLd).toBeUndefined();
  });

  it('leaves the content tests passing: no list, count or pin elsewhere needs the new pages', () => {
    const tests = [
      'shared/src/content/site-routes.test.ts',
      'shared/src/content/service-pages.test.ts',
      'shared/src/content/services.test.ts',
      'shared/src/content/page-hero-art.test.ts',
      'shared/src/content/brand-marks.test.ts',
      'shared/src/content/kit-digital.test.ts',
      'shared/src/content/projects.test.ts',
      'shared/src/content/project-detail.test.ts',
      'mfe-catalog/src/features/service-page/service-page.test.tsx',
      'mfe-kit-digital/src/entries/kit-digital-routes.test.tsx',
      'mfe-kit-digital/src/features/agents/agents-page.test.tsx',
    ];
    const run = () =>
      execFileSync(path.join(copy, 'node_modules/.bin/jest'), ['--selectProjects', 'ui', '--ci', '--', ...tests], { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(run).not.toThrow();
  }, 400_000);
});
