import './zod-config';
import { z } from 'zod';
import { copySchema, imageNameSchema, internalPathSchema } from './content-icon';

/** One of the company's SaaS products on /apps (SPEC §2 Apps). */
export const appProductSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: copySchema,
  tagline: copySchema,
  description: z.string().trim().min(40),
  logo: z.object({ name: imageNameSchema, alt: z.string().trim().min(5) }),
  /** Exactly five headline features (SPEC: five bullets). */
  bullets: z.array(copySchema).length(5),
  /** Extra facts shown as labelled chips (versions, compliance, …). */
  details: z.array(z.object({ label: copySchema, items: z.array(copySchema).min(1) })),
  /** Internal page with more detail ("Ver detalles +"). */
  detailsPath: internalPathSchema.optional(),
  /** External product site ("Ver producto"), opened in a new tab. */
  productUrl: z.url(),
});
export type AppProduct = z.infer<typeof appProductSchema>;
