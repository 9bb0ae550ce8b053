// Type-only imports: the schemas (and zod) stay out of the browser bundles that read this content.
import type {
  KitCap,
  KitProgramme,
  KitSegment,
  KitSolutionPage,
} from '../schemas/kit-digital';
import { company } from './company';

/*
 * Kit Digital content (SPEC §1, §2, §3 and §9) that every Kit Digital page uses: the programme,
 * segments, images and the solution page template's words. The twelve solution records are in
 * ./kit-digital, the agent and overview pages' own copy in ./kit-digital-pages; ./kit-digital
 * re-exports all three. Split so that each page's first load carries only what it shows (issue 28). Every euro figure on the
 * Kit Digital pages comes from these two files, and there only from the SPEC. Where the SPEC gives no amount for a segment, the row
 * says "Consúltanos" instead of inventing one. Euro amounts on the solution pages are written
 * the Spanish way ("2.000 €"); the agent page's modal keeps the SPEC's own strings ("2.000€").
 */

/** Programme facts and claims: deadline (inclusive, Spanish time), tier, response time, reach. */
export const kitProgramme = {
  deadline: '2025-10-31',
  tier: { label: 'Para empresas de 0 a menos de 3 empleados', amount: 'Hasta 3.000 €', employees: 'De 0 a 2 empleados' },
  serviceMonths: 12,
  averageResponse: '48h',
  integralManagement: '100%',
  businessesDigitalised: `Más de ${company.businessesDigitalised}`,
  funds: 'Los fondos son limitados y se asignan por orden de solicitud.',
} satisfies KitProgramme;

/** Months of service of every solution. */
export const months = kitProgramme.serviceMonths;

/** "2025-10-31" → "31-10-2025", the way the site writes the deadline. */
export function formatKitDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}-${m}-${y}`;
}

/** Beneficiary segments by employee count; the site's audience is segment III. */
export const kitSegments: KitSegment[] = [
  { id: 'III', name: 'Segmento III', employees: 'De 0 a menos de 3 empleados', range: '0 < empleados < 3', amount: 'Hasta 3.000 €' },
  { id: 'II', name: 'Segmento II', employees: 'De 3 a menos de 10 empleados', range: '3 ≤ empleados < 10' },
  { id: 'I', name: 'Segmento I', employees: 'De 10 a menos de 50 empleados', range: '10 ≤ empleados < 50' },
  { id: 'IV', name: 'Segmento IV', employees: 'De 50 a menos de 100 empleados', range: '50 ≤ empleados < 100' },
  { id: 'V', name: 'Segmento V', employees: 'De 100 a menos de 250 empleados', range: '100 ≤ empleados < 250' },
];

/** SPEC §9: a cybersecurity page note, also true of the programme, so the overview repeats it. */
export const kitSegmentIvNote =
  'El segmento IV incluye también a las empresas de menos de 50 empleados que tengan la consideración de mediana empresa por su volumen de negocio.';

/** "Hasta 2 usuarios" / "Hasta 1 dispositivo" for a cap. */
export function kitCapLabel(cap: KitCap): string {
  return `Hasta ${cap.max} ${cap.unit}${cap.max === 1 ? '' : 's'}`;
}

/** Widths of the webp files generated for every Kit Digital image (tools/images/kit-digital.js). */
export const KIT_IMAGE_WIDTHS = [400, 800] as const;
/** Intrinsic size of the 800 w illustrations (4:3); the logo shares it. */
export const KIT_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** Public URL of a Kit Digital image at one of KIT_IMAGE_WIDTHS. */
export function kitImageUrl(base: string, width: (typeof KIT_IMAGE_WIDTHS)[number]): string {
  return `/img/kit/${base}-${width}.webp`;
}

/** The Kit Digital wordmark of the "What is Kit Digital" block (our own artwork, not the official logo). */
export const kitLogo = { base: 'kit-digital-logo', alt: 'Logotipo de Kit Digital con el texto «Kit Digital, ayudas a la digitalización»' };

/**
 * The words of the /kit/* page template around each solution's own record (SPEC §2 "Kit
 * solution pages"). `{months}` and `{category}` are the solution's; see `fillKitText`.
 */
export const kitSolutionPage = {
  eyebrow: 'Solución Kit Digital',
  highlightsLabel: 'Lo esencial',
  primary: { label: 'Solicitar más información', to: '/contacto' },
  secondary: { label: 'Ver todas las ayudas', to: '/agentes-digitalizadores' },
  includesTitle: '¿Qué incluye esta solución?',
  includesLabel: 'Características principales',
  fromPrice: { before: 'Precio estimado', after: 'subvencionado según tu segmento' },
  servicesTitle: 'Servicios incluidos',
  aid: {
    eyebrow: 'Kit Digital',
    title: 'Ayuda por segmento',
    intro: 'La cuantía depende del número de empleados de tu empresa. La solución incluye {months} meses de servicio.',
    maxAid: 'Ayuda máxima',
    tableCaption: 'Ayuda del Kit Digital para {category}, por segmento de empresa',
    columns: { employees: 'Empresa', amount: 'Ayuda', usuario: 'Usuarios', dispositivo: 'Dispositivos' },
    phasesTitle: 'Fases de la ayuda',
  },
  others: { eyebrow: 'Kit Digital', title: 'Otras soluciones del Kit Digital' },
} satisfies KitSolutionPage;

/** Fills a Kit Digital text's `{name}` slots ("{months}", "{category}"). */
export function fillKitText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
