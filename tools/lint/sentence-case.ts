import { company } from '../../shared/src/content/company';
import { technologies } from '../../shared/src/content/technologies';
import { projects } from '../../shared/src/content/projects';

/*
 * One casing for buttons and headings (issue 35, item 2; README, "Content"): sentence case, as
 * Spanish writes it: a capital on the first word, after a full stop, colon or question, and on
 * proper names only ("Solicitar presupuesto", "Ver más proyectos", "Habla con NavegaBot"). The
 * SPEC's own quoted strings and the names it gives keep their case ('Ver Ayudas', 'Solicitar
 * Líneas Adicionales', 'Desarrollo Web'). Acronyms and names with inner capitals (IT, CRM, SaaS,
 * WooCommerce) are names too.
 */

/** Strings the SPEC quotes or names with their capitals: kept as written wherever they appear. */
export const SPEC_CASED = [
  // quoted (SPEC §2, §4, §8)
  '404 Page Not Found', 'Agentes Digitalizadores - Kit Digital', 'Consulta Gratuita', 'Ir a la Web', 'Líneas Adicionales',
  'Más Información', 'Nuestros Proyectos', 'Páginas Web', 'Redes Sociales', 'Softwares a Medida', 'Solicitar Información',
  'Solicitar Líneas Adicionales', 'Solicitar Presupuesto', 'Ver Ayudas', 'Ver Proyectos', 'Ver Servicios', 'Tarifa sin IVA',
  'Fibra + Móvil + TV', 'What is Kit Digital',
  // named (SPEC §1–§3): services, why-choose-us points, Kit categories, form options, footer links
  'Desarrollo Web', 'Inteligencia Artificial', 'Hosting Web & Correo', 'Productos como servicio / SaaS', 'Control Horario',
  'Desarrollo Ágil', 'Seguridad Máxima', 'Equipo Experto', 'Soporte Constante', 'Sitio Web y Presencia básica en Internet',
  'Gestión de Redes Sociales', 'Gestión de Clientes (CRM)', 'Business Intelligence y Analítica', 'Gestión de Procesos',
  'Gestión de la facturación y factura Electrónica', 'Servicios y herramientas de Oficina Virtual', 'Comunicaciones Seguras',
  'Presencia avanzada en Internet', 'Telefonía Empresarial', 'Consultoría IT', 'Hosting y Servidores', 'Productos SaaS',
  'Software Empresarial', 'Aviso Legal', 'Términos y Condiciones', 'Política de Privacidad', 'Política de Cookies', 'Agente Digitalizador',
];

/** Proper names: the company, its products and programmes, places, brands, terms of art and the technologies and clients it shows. */
export const PROPER_NAMES = [
  company.name, company.legalName, 'NavegaBot', 'NavegaTime', 'Kit Digital', 'Bono Digital', 'Agentes Digitalizadores',
  'Gobierno de España', 'España', 'Unión Europea', 'NextGenerationEU', company.address.city, company.address.province,
  'Internet', 'WhatsApp', 'LinkedIn', 'Facebook', 'Instagram', 'TikTok', 'Google', 'Microsoft', 'Android', 'iOS', 'Zimbra', 'O2',
  'Big Data', 'Business Intelligence', 'Social Ads',
  'Empresa', 'Personal', // the telephony plans' names (SPEC §2)
  ...technologies.map((t) => t.name),
  ...projects.map((p) => p.title),
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const kept = [...SPEC_CASED, ...PROPER_NAMES].sort((a, b) => b.length - a.length).map(escape);
const KEPT = new RegExp(`(?<![\\p{L}\\d])(${kept.join('|')})(?![\\p{L}\\d])`, 'gu');

/** The words of `text` that break sentence case ([] when it keeps it). */
export function casingBreaks(text: string): string[] {
  // Kept names and strings lose their letters first (their punctuation stays: 'S.L.' ends a sentence).
  const rest = text.replace(KEPT, (m) => m.replace(/[\p{L}\d]/gu, '_'));
  const words = rest.split(/\s+/).filter(Boolean);
  return words.flatMap((word, i) => {
    const bare = word.replace(/^[¿¡("'«“]+/, '');
    if (i === 0 || !/^\p{Lu}/u.test(bare)) return [];
    // Acronyms and names with capitals inside (IT, CRM, SaaS), words with digits (O2, 4G), Roman numerals (Segmento IV).
    if (/\p{Lu}/u.test(bare.slice(1)) || /\d/.test(bare) || /^[IVX]+\b/.test(bare)) return [];
    // A new sentence or a title's next part: after . ? ! : or a separator (| – — · - +).
    if (/[.?!:|–—·]["')»”]*$/.test(words[i - 1]) || /^[|–—·+-]$/.test(words[i - 1])) return [];
    return [bare.replace(/[^\p{L}\d]+$/u, '')];
  });
}

/** Every string in a module's exports (functions skipped), each with where it is. */
export function moduleStrings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => moduleStrings(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => moduleStrings(v, `${at}.${k}`));
  return [];
}
