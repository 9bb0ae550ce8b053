import './zod-config';
import { z } from 'zod';
import { accentToneSchema, contentIconSchema, copySchema, imageNameSchema, internalPathSchema } from './content-icon';
import { pageMetaSchema } from './site-route';

/** A card of /servicios (SPEC §3 Service); a missing link falls back to /contacto. */
export const serviceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  icon: contentIconSchema,
  title: copySchema,
  subtitle: copySchema,
  description: z.string().trim().min(40),
  color: accentToneSchema,
  link: internalPathSchema.optional(),
});
export type Service = z.infer<typeof serviceSchema>;

/** A card of the home page's services teaser: an internal page or an external product. */
export const serviceTeaserSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    icon: contentIconSchema,
    title: copySchema,
    description: z.string().trim().min(20),
    color: accentToneSchema,
    to: internalPathSchema.optional(),
    href: z.url().optional(),
  })
  .refine((t) => Boolean(t.to) !== Boolean(t.href), { message: 'Una tarjeta enlaza a una ruta interna o a una URL externa' });
export type ServiceTeaser = z.infer<typeof serviceTeaserSchema>;

/** A point of a "why choose us" or "results" block (SPEC §3 Why-choose-us point). */
export const whyChooseUsPointSchema = z.object({
  icon: contentIconSchema,
  title: copySchema,
  description: z.string().trim().min(20),
});
export type WhyChooseUsPoint = z.infer<typeof whyChooseUsPointSchema>;

/** How a service page lays out what it offers (issue 28: the pages share a shape, not one look). */
export const OFFERINGS_LAYOUTS = ['cards', 'beside', 'lead', 'rows', 'band'] as const;
export type OfferingsLayout = (typeof OFFERINGS_LAYOUTS)[number];

/**
 * One service page (/web-development, /marketing, …) and everything about it: its route (path,
 * remote, head), its card on /servicios, its hero picture and layout, and its sections. All of
 * them are drawn by one template from these records, so a new service is a new record.
 */
export const servicePageSchema = z.object({
  path: internalPathSchema,
  /** The remote whose template draws the page. */
  remote: z.literal('catalog'),
  meta: pageMetaSchema,
  /** Its card on /servicios (the card's tone is the page's `color`, its link the page). */
  card: serviceSchema.pick({ id: true, icon: true, title: true, subtitle: true, description: true }),
  /** The picture beside the hero text: `/img/catalog/<image>-400.webp` and `-800.webp`, 800 × 640. */
  hero: z.object({ image: imageNameSchema, alt: z.string().trim().min(20) }),
  layout: z.enum(OFFERINGS_LAYOUTS),
  eyebrow: copySchema,
  title: copySchema,
  intro: z.string().trim().min(60),
  color: accentToneSchema,
  /** "What we do": an overview paragraph and the service's lines of work. */
  overview: z.object({ title: copySchema, paragraphs: z.array(z.string().trim().min(40)).min(1) }),
  offerings: z.array(z.object({ icon: contentIconSchema, title: copySchema, description: z.string().trim().min(30) })).min(3),
  deliverables: z.array(copySchema).min(4),
  process: z.array(z.object({ title: copySchema, description: z.string().trim().min(30) })).min(3),
  /** Names of the technology showcase (or free text for tools not in it). */
  technologies: z.array(copySchema).min(3),
  faqs: z.array(z.object({ question: copySchema, answer: z.string().trim().min(40) })).min(3),
  cta: z.object({ title: copySchema, text: z.string().trim().min(20) }),
});
export type ServicePage = z.infer<typeof servicePageSchema>;
/** What the page itself shows of its record (the template's input): no route head, no card. */
export type ServicePageBody = Omit<ServicePage, 'remote' | 'meta' | 'card'>;
