import './zod-config';
import { z } from 'zod';

const text = z.string().trim().min(2);
const sentence = z.string().trim().regex(/[.?!]$/, 'Debe ser una frase completa');
const internalPath = z.string().regex(/^\/[a-z0-9\-/]*$/);

/** How prices of one plan mode are quoted, in each place the telephony pages say it. */
const vatWordingSchema = z.object({
  /** Inline, after a price ("sin IVA", "precio final"). */
  note: text,
  /** Under a tariff card's price (SPEC §3: 'Tarifa sin IVA' / 'Precio final'). */
  card: text,
  /** After the mode's tariffs are introduced. */
  prices: sentence,
  /** Under the additional-line prices. */
  perLine: sentence,
});

/**
 * The telephony offer's facts (SPEC §1, §2, §9), each stated once: the /telefonia and
 * /telefonia-empresarial pages, the request form, the API and NavegaBot read them here.
 */
export const telephonyFactsSchema = z.object({
  operator: z.literal('O2'),
  /** "Distribuidor oficial de O2". */
  distributor: text,
  coverage: z.literal('90%'),
  /** How soon a telephony request is answered (SPEC §1: within 48 h). */
  replyWithin: z.string().regex(/^\d+ h$/),
  /** The promise that asking for an offer commits to nothing. */
  noCommitment: text,
  /** Offers depend on coverage and the operator's terms. */
  conditions: sentence,
  /** Business prices are before VAT; private customers' are final (SPEC §3). */
  vat: z.object({ empresa: vatWordingSchema, personal: vatWordingSchema }),
  /** The fine print's sentence on VAT. */
  businessVat: sentence,
});
export type TelephonyFacts = z.infer<typeof telephonyFactsSchema>;

/** The hero badges of /telefonia; the page maps each to its icon. */
export const TELEPHONY_BADGES = ['coverage', 'reply', 'commitment'] as const;
export type TelephonyBadge = (typeof TELEPHONY_BADGES)[number];

/** Copy of /telefonia (SPEC §2 "Telephony") that is not a tariff or an additional line. */
export const telephonyPageSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, intro: sentence }),
  badges: z.array(z.object({ id: z.enum(TELEPHONY_BADGES), text })).length(TELEPHONY_BADGES.length),
  /** The sentence under the Personal / Empresa switch, per mode. */
  modeSentence: z.object({ empresa: sentence, personal: sentence }),
  /** The phone-only link to the side panel: "Líneas adicionales desde 4,13 €/mes". */
  linesJump: text,
  linesPanel: z.object({ title: text, intro: sentence, button: text }),
  businessCard: z.object({ title: text, text: sentence, link: z.object({ label: text, to: internalPath }) }),
  finePrint: z.object({
    text: z.string().trim().min(20),
    /** "Al solicitar una oferta tratamos tus datos según nuestra [política de privacidad]." */
    privacy: z.object({ before: text, link: text, to: internalPath, after: z.string() }),
  }),
  cta: z.object({ title: text, text: sentence, primary: z.object({ label: text, to: internalPath }) }),
  /** The request dialog's line under its title. */
  requestIntro: sentence,
});
export type TelephonyPage = z.infer<typeof telephonyPageSchema>;
