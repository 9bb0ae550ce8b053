import type { TelephonyFacts, TelephonyPage } from '../schemas/telephony-page';
import { MAX_ADDITIONAL_LINES } from '../schemas/lead-rules';

const operator = 'O2';

/**
 * The telephony offer's facts, each stated once (coverage, reply time, VAT, conditions): the
 * telephony pages, the tariff records, the request summary and NavegaBot read them here.
 * Parsed by `telephonyFactsSchema` in telephony.test.ts.
 */
export const telephonyFacts = {
  operator,
  distributor: `Distribuidor oficial de ${operator}`,
  coverage: '90%',
  replyWithin: '48 h',
  noCommitment: 'Sin compromiso',
  conditions: `Ofertas sujetas a cobertura y a las condiciones comerciales vigentes de ${operator}.`,
  vat: {
    empresa: { note: 'sin IVA', card: 'Tarifa sin IVA', prices: 'Precios sin IVA.', perLine: 'Precio por línea, sin IVA.' },
    personal: { note: 'precio final', card: 'Precio final', prices: 'Precios finales, IVA incluido.', perLine: 'Precio final por línea, IVA incluido.' },
  },
  businessVat: 'Los precios de empresa no incluyen IVA.',
} as const satisfies TelephonyFacts;

const f = telephonyFacts;

/** Copy of /telefonia besides the tariffs and additional lines. Parsed by `telephonyPageSchema`. */
export const telephonyPage = {
  hero: {
    eyebrow: f.distributor,
    title: 'Telefonía',
    intro: `Tarifas ${operator} de fibra, móvil y televisión para particulares y empresas. Elige la tuya y te preparamos la oferta sin compromiso.`,
  },
  badges: [
    { id: 'coverage', text: `Cobertura del ${f.coverage}` },
    { id: 'reply', text: `Respuesta en menos de ${f.replyWithin}` },
    { id: 'commitment', text: f.noCommitment },
  ],
  modeSentence: {
    empresa: `Tarifas para empresas y autónomos. ${f.vat.empresa.prices}`,
    personal: `Tarifas para particulares. ${f.vat.personal.prices}`,
  },
  linesJump: 'Líneas adicionales desde',
  linesPanel: {
    title: 'Líneas Adicionales',
    intro: `Añade hasta ${MAX_ADDITIONAL_LINES} líneas móviles a tu tarifa, con llamadas ilimitadas y la cobertura de ${operator}.`,
    button: 'Solicitar Líneas Adicionales',
  },
  businessCard: {
    title: '¿Centralita para tu empresa?',
    text: 'Centralita virtual, líneas fijas y móviles y fibra para oficinas, gestionadas por un único interlocutor.',
    link: { label: 'Telefonía empresarial', to: '/telefonia-empresarial' },
  },
  finePrint: {
    text: `${f.conditions} ${f.businessVat}`,
    privacy: { before: 'Al solicitar una oferta tratamos tus datos según nuestra', link: 'política de privacidad', to: '/privacidad', after: '.' },
  },
  cta: {
    title: '¿No sabes qué tarifa te conviene?',
    text: 'Cuéntanos cuántas líneas usas y cuánto pagas hoy: te asesoramos gratis y sin compromiso.',
    primary: { label: 'Consulta Gratuita', to: '/contacto' },
  },
  requestIntro: `Déjanos tus datos y te responderemos en menos de ${f.replyWithin} con una oferta personalizada y sin compromiso.`,
} satisfies TelephonyPage;

/** The words of a tariff card and of a type's heading on /telefonia, around the tariff's own record. */
export const tariffCardCopy = {
  /** The promotion that marks a card as the recommended one. */
  recommended: 'Tarifa recomendada',
  /** Read by a screen reader before the operator's name. */
  operator: 'Operador',
  perMonth: '/mes',
  previousPrice: 'Precio anterior:',
  /** "o 41,32 €/mes según condiciones" (SPEC §3 price2). */
  alternative: { before: 'o', after: 'según condiciones' },
  coverage: 'Cobertura',
  request: 'Solicitar oferta',
  /** The button's accessible name: the visible words first, then which tariff. */
  requestFor: (name: string) => `Solicitar oferta: ${name}`,
  /** "3 tarifas" beside a type's heading. */
  count: (n: number) => `${n} ${n === 1 ? 'tarifa' : 'tarifas'}`,
};

/** The request form's tariff and line fields, and the summary of the chosen tariff (SPEC §4, §9). */
export const requestFieldsCopy = {
  tariff: 'Tarifa',
  chooseTariff: 'Elige una tarifa',
  additionalLines: 'Líneas adicionales',
  /** The chosen tariff's summary under the select. */
  summary: { tariff: 'Tarifa', type: 'Tipo', price: 'Precio' },
  lineType: 'Tipo de línea',
  quantity: (min: number, max: number) => `Número de líneas (de ${min} a ${max})`,
  removeLine: 'Quitar una línea',
  addLine: 'Añadir una línea',
  monthlyTotal: 'Total mensual',
  chooseLineType: 'Elige un tipo de línea para ver el total',
  quantityRange: (max: number) => `Indica de 1 a ${max} líneas`,
};

/** The Personal / Empresa switch of /telefonia (SPEC §4 plan mode). */
export const planModeCopy = { legend: 'Tipo de cliente', personal: 'Personal', empresa: 'Empresa' };

/** "Línea 40GB" in the additional-lines panel. */
export const lineLabel = (lineType: string) => `Línea ${lineType}`;
