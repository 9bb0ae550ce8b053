import './zod-config';
import { z } from 'zod';
import { pageMetaSchema } from './site-route';

/**
 * A solution's category (SPEC §3: "Sitio Web y Presencia básica en Internet", …) and its URL slug
 * (`/kit/<slug>`). Their lists, KIT_CATEGORIES and KIT_SLUGS, are the records' own
 * (shared/src/content/kit-solutions.ts): kit-digital.test.ts checks them against the SPEC.
 */
export const kitCategorySchema = z.string().trim().min(3);
export const kitSlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
export type KitSlug = z.infer<typeof kitSlugSchema>;

/**
 * Icon keys the remote maps to sprite icons (its kit-icon.tsx). Content stays free of UI code so the API and
 * NavegaBot's index can read it.
 */
export const KIT_ICONS = [
  'globe', 'shopping-cart', 'share', 'contact', 'chart', 'workflow', 'receipt', 'laptop', 'lock',
  'shield', 'trending-up', 'store', 'search', 'badge-check', 'zap', 'award', 'life-buoy', 'code',
  'graduation-cap', 'calendar', 'percent',
] as const;
export const kitIconSchema = z.enum(KIT_ICONS);
export type KitIcon = z.infer<typeof kitIconSchema>;

/** Kit Digital beneficiary segments by employee count (III is the site's main audience). */
export const kitSegmentIdSchema = z.enum(['III', 'II', 'I', 'IV', 'V']);
export type KitSegmentId = z.infer<typeof kitSegmentIdSchema>;

/** One beneficiary segment: its name and employee range in words and as a formula. */
export const kitSegmentSchema = z.object({
  id: kitSegmentIdSchema,
  name: z.string().min(3),
  employees: z.string().min(5),
  /** The range as the SPEC writes it for cybersecurity ("0 < empleados < 3"). */
  range: z.string().min(5),
  /** The tier claim shown for this segment, when the SPEC gives one. */
  amount: z.string().optional(),
});
export type KitSegment = z.infer<typeof kitSegmentSchema>;

/** A cap on how many users or devices the aid covers in a segment. */
export const kitCapSchema = z.object({
  max: z.number().int().positive(),
  unit: z.enum(['usuario', 'dispositivo']),
});
export type KitCap = z.infer<typeof kitCapSchema>;

/** One row of a solution page's aid table: who it applies to and how much (SPEC §9). */
export const kitAidRowSchema = z.object({
  /** Who the row applies to, in words ("De 0 a 2 empleados"). */
  employees: z.string().min(5),
  segments: z.array(kitSegmentIdSchema).min(1),
  /** The amount as shown ("2.000 €", "125 € por dispositivo"); "Consúltanos" where the SPEC gives none. */
  amount: z.string().min(3),
  /** The amount in euros (per unit when the aid is per user or device); null where the SPEC gives none. */
  euros: z.number().int().positive().nullable(),
  cap: kitCapSchema.optional(),
  /** A short qualifier of the row ("1 usuario"). */
  detail: z.string().optional(),
});
export type KitAidRow = z.infer<typeof kitAidRowSchema>;

/** A payment phase of the aid ("70 %" on implementation, "30 %" on the second phase). */
export const kitPhaseSchema = z.object({
  title: z.string().min(3),
  percent: z.number().int().min(1).max(100),
  description: z.string().min(10),
});
export type KitPhase = z.infer<typeof kitPhaseSchema>;

/** A service the solution includes, with a short explanation. */
export const kitServiceSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(10),
});
export type KitService = z.infer<typeof kitServiceSchema>;

/** An illustration in shared/public/img/kit: `<base>-400.webp` and `<base>-800.webp`, 4:3. */
export const kitImageSchema = z.object({
  base: z.string().regex(/^[a-z0-9-]+$/),
  alt: z.string().min(10),
});
export type KitImage = z.infer<typeof kitImageSchema>;

/** A Kit Digital solution (SPEC §3 "Kit solution") and everything about it: its /kit/* page, its card, its aid. */
export const kitSolutionSchema = z.object({
  slug: kitSlugSchema,
  path: z.string().regex(/^\/kit\/[a-z0-9-]+$/),
  /** The remote whose template draws the page. */
  remote: z.literal('kit_digital'),
  meta: pageMetaSchema,
  category: kitCategorySchema,
  /** A short name for cards, links and the chat ("Ciberseguridad"). */
  shortName: z.string().min(3),
  icon: kitIconSchema,
  /** One or two sentences for the solution card. */
  description: z.string().min(30),
  /** The card's feature strings (SPEC §3 "includes"). */
  includes: z.array(z.string().min(3)).min(3).max(4),
  /** The page's lead paragraph under its h1. */
  intro: z.string().min(40),
  services: z.array(kitServiceSchema).min(3),
  /** Key figures of the solution ("De 3 a 10 páginas"). */
  highlights: z.array(z.string().min(3)).min(1),
  aidRows: z.array(kitAidRowSchema).min(1),
  /** Its amount in the agent page's aid dialog (SPEC §9, "Empresas de 0 a 2 empleados"), as written there. */
  agentAid: z.string().regex(/€/),
  /** Maximum aid of the solution, where the SPEC states one. */
  maxAid: z.string().optional(),
  /** "Desde 2.000 €" where the SPEC prices the solution that way. */
  fromPrice: z.string().optional(),
  phases: z.array(kitPhaseSchema).optional(),
  notes: z.array(z.string().min(10)),
  /** Months of service the aid covers. */
  months: z.number().int().positive(),
  image: kitImageSchema,
  pitch: z.object({ title: z.string().min(5), text: z.string().min(20) }),
});
export type KitSolution = z.infer<typeof kitSolutionSchema>;
/** What the /kit/* template and the cards show of a record: no route head, no dialog amount. */
export type KitSolutionBody = Omit<KitSolution, 'remote' | 'meta' | 'agentAid'>;

/** SPEC §3 "Aid amount row" of the agent page's modal: category and amount text. */
export const kitAgentAidRowSchema = z.object({
  slug: kitSlugSchema,
  category: kitCategorySchema,
  amount: z.string().regex(/€/),
});
export type KitAgentAidRow = z.infer<typeof kitAgentAidRowSchema>;

/** SPEC §3 "Process step": number, title, description, optional icon. */
export const kitProcessStepSchema = z.object({
  step: z.number().int().positive(),
  title: z.string().min(3),
  description: z.string().min(20),
  icon: kitIconSchema.optional(),
});
export type KitProcessStep = z.infer<typeof kitProcessStepSchema>;

/** A "why choose us" point of the agent page. */
export const kitBenefitSchema = z.object({
  icon: kitIconSchema,
  title: z.string().min(3),
  description: z.string().min(20),
});
export type KitBenefit = z.infer<typeof kitBenefitSchema>;

/** A stat card of the agent page; `deadline` takes its value and label from the programme status. */
export const kitStatSchema = z.object({
  id: z.enum(['deadline', 'response', 'management']),
  icon: kitIconSchema,
  value: z.string().min(2),
  label: z.string().min(3),
});
export type KitStat = z.infer<typeof kitStatSchema>;

/** Programme-wide facts and claims (SPEC §1 and §9). */
export const kitProgrammeSchema = z.object({
  /** Last day applications were accepted, ISO date, inclusive, Spanish time. */
  deadline: z.iso.date(),
  tier: z.object({ label: z.string(), amount: z.string(), employees: z.string() }),
  serviceMonths: z.number().int().positive(),
  averageResponse: z.string(),
  integralManagement: z.string(),
  businessesDigitalised: z.string(),
  /** How the funds are shared out, as the pages say it. */
  funds: z.string().regex(/\.$/),
});
export type KitProgramme = z.infer<typeof kitProgrammeSchema>;

const label = z.string().trim().min(3);
const link = z.object({ label, to: z.string().regex(/^\/[a-z0-9\-/]*$/) });
const withSlot = (slot: string) => z.string().includes(`{${slot}}`);

/** The words of the /kit/* page template (content record `kitSolutionPage`). */
export const kitSolutionPageSchema = z.object({
  eyebrow: label,
  highlightsLabel: label,
  primary: link,
  secondary: link,
  includesTitle: label,
  includesLabel: label,
  fromPrice: z.object({ before: label, after: label }),
  servicesTitle: label,
  aid: z.object({
    eyebrow: label,
    title: label,
    intro: withSlot('months'),
    maxAid: label,
    tableCaption: withSlot('category'),
    columns: z.object({ employees: label, amount: label, usuario: label, dispositivo: label }),
    phasesTitle: label,
  }),
  others: z.object({ eyebrow: label, title: label }),
});
export type KitSolutionPage = z.infer<typeof kitSolutionPageSchema>;
