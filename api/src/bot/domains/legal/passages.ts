import { LEGAL_TERMS, cookiePolicy, privacyPolicy, termsAndConditions } from '@site/shared/content/legal';
import { listEs, lowerFirst } from '../../passages/format';
import type { LegalBlock, LegalDocument } from '@site/shared/schemas/legal';
import { pageLink } from '../../passages/links';
import type { Passage } from '../../passages/types';
import { PERSONAL_DATA_QUESTION, WARRANTY_QUESTION } from './words';

/** "[texto](/ruta)" → "texto": the legal texts' links, as plain words. */
const plain = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

/** A block as plain text; lists and table rows become one "- " line each. */
function blockText(block: LegalBlock): string {
  if (block.type === 'p') return plain(block.text);
  const lines = blockPoints(block).map((point) => `- ${point}`).join('\n');
  return block.type === 'list' ? lines : `${block.caption}:\n${lines}`;
}

// What happens to one's own data is the privacy policy's to answer, section by section.
const PERSONAL_DATA = [PERSONAL_DATA_QUESTION.id];

/** The sections that answer a kind of question whatever its other words ("¿arregláis los fallos de la web?"). */
const SECTION_ANSWERS: Record<string, string[]> = {
  'terms:garantia': [WARRANTY_QUESTION.id],
};

const LEGAL_PAGES: { doc: LegalDocument; path: string; scope: string; answers?: string[] }[] = [
  { doc: privacyPolicy, path: '/privacidad', scope: 'privacidad datos personales protección rgpd', answers: PERSONAL_DATA },
  { doc: cookiePolicy, path: '/cookies', scope: 'cookies almacenamiento navegador' },
  { doc: termsAndConditions, path: '/terminos', scope: 'aviso legal términos condiciones contratación' },
];

/** The rows of the cookie policy's tables, and how to change one's choice, as the policy words them. */
function cookieFacts() {
  const tables = cookiePolicy.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'table');
  const [own, third] = tables as Extract<LegalBlock, { type: 'table' }>[];
  const manage = cookiePolicy.sections.find((s) => s.id === 'gestionar')?.blocks.find((b) => b.type === 'p' && /Restablecer/.test(b.text));
  return { ownCookies: own?.rows ?? [], thirdParties: third?.rows ?? [], changeChoice: manage && manage.type === 'p' ? plain(manage.text) : '' };
}

/**
 * The words visitors use for what a legal section covers, which its formal text words differently
 * ("¿vendéis mis datos?" is the recipients section, "no cedemos tus datos"). Search words only:
 * the answer is the section's own text.
 */
const SECTION_KEYWORDS: Record<string, string> = {
  'privacy:finalidades': 'para qué usáis mis datos chat navegabot conversación lo que escribo',
  'privacy:curriculums': 'currículum cv candidatura',
  'privacy:destinatarios': 'ceder ceden cedéis compartir compartís vender vendéis terceros otras empresas operador o2 proveedores',
  'privacy:derechos': 'derechos acceso rectificar borrar supresión oposición portabilidad reclamar reclamación agencia aepd',
  'cookies:gestionar': 'cambiar elección rechazar desactivar aceptar banner',
  'terms:responsabilidad': 'vinculante orientativo orientativa respuestas navegabot chat',
  'terms:contratacion': 'contratar contrato renovación renovar cancelar baja permanencia',
  'terms:garantia': 'garantía fallos errores corregir',
  'terms:ley': 'ley legislación jurisdicción tribunales juzgados',
};

/** Record: legal (retention periods, payment terms, cookie durations). */
export function legalPassages(): Passage[] {
  const t = LEGAL_TERMS;
  const { ownCookies, thirdParties, changeChoice } = cookieFacts();
  const payment = termsAndConditions.sections.find((section) => section.id === 'precios-pago');
  const paymentTerms = payment ? payment.blocks.flatMap(blockPoints).join(' ') : '';
  // How to exercise one's rights (access, erasure…), as the privacy policy words it.
  const rights = privacyPolicy.sections.find((section) => section.id === 'derechos');
  const howTo = rights?.blocks.find((b) => b.type === 'p' && /Escríbenos/.test(b.text));
  const exerciseRights = howTo?.type === 'p' ? `Para ejercer tus derechos (acceso, rectificación, supresión…): ${lowerFirst(plain(howTo.text))}` : '';
  return [
    {
      id: 'legal-privacy',
      topic: 'legal:privacidad',
      title: 'Protección de datos y privacidad',
      keywords: 'política de privacidad datos personales rgpd conserváis guardáis borrar derechos supresión',
      answers: PERSONAL_DATA,
      text: `Conservamos los datos de clientes ${t.customerRetention}, los de contacto ${t.contactRetention}, los de navegación ${t.browsingRetention} y las copias de seguridad ${t.backupRetention}. ${exerciseRights}`,
      links: [pageLink('/privacidad')],
    },
    {
      id: 'legal-terms',
      topic: 'legal:terminos',
      title: 'Condiciones de pago',
      keywords: 'pago plazo factura condiciones de pago moneda',
      // The terms' whole payment section: prices, term, late payment and the Kit Digital's share.
      text: paymentTerms || `Los precios se expresan en ${t.currency} y el plazo de pago es de ${t.paymentDays} días desde la fecha de la factura.`,
      links: [pageLink('/terminos')],
    },
    {
      id: 'legal-cookies',
      topic: 'legal:cookies',
      title: 'Cookies',
      keywords: 'cookies técnicas analíticas personalización terceros duración banner aceptar rechazar cambiar',
      text: `Usamos cookies técnicas (necesarias: ${listEs(ownCookies.map((r) => `${r[0]} (${r[3].toLowerCase()})`))}) y, solo si lo aceptas, de análisis y personalización de terceros: ${listEs(thirdParties.map((r) => `${r[0]} (${r[3].toLowerCase()})`))}. ${changeChoice}`,
      links: [pageLink('/cookies')],
    },
    // Every section of the three legal texts, so a precise question finds its paragraph. Below the
    // summaries above, and lower still when the question names nothing of the document's subject.
    ...LEGAL_PAGES.flatMap(({ doc, path, scope, answers }) =>
      doc.sections.map((section) => ({
        id: `legal-${doc.id}-${section.id}`,
        topic: `legal:${doc.id}:${section.id}`,
        title: `${doc.title}: ${section.heading}`,
        keywords: SECTION_KEYWORDS[`${doc.id}:${section.id}`],
        text: section.blocks.map(blockText).join('\n'),
        links: [pageLink(path)],
        scope,
        weight: 0.7,
        answers: answers ?? SECTION_ANSWERS[`${doc.id}:${section.id}`],
      })),
    ),
  ];
}

/** A block's points: each list item or table row, or the paragraph itself. */
function blockPoints(block: LegalBlock): string[] {
  if (block.type === 'p') return [plain(block.text)];
  if (block.type === 'list') return block.items.map(plain);
  return block.rows.map((row) => `${row[0]}: ${row.slice(1).join('; ')}`);
}
