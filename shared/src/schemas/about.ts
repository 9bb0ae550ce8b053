import './zod-config';
import { z } from 'zod';
import { contentIconSchema, copySchema } from './content-icon';

/** The facts of /nosotros: mission, values, figures and the 2000–2024 timeline (SPEC §2 About). */
export const aboutSchema = z.object({
  intro: z.string().trim().min(60),
  mission: z.object({ title: copySchema, paragraphs: z.array(z.string().trim().min(40)).min(1) }),
  vision: z.object({ title: copySchema, text: z.string().trim().min(40) }),
  values: z.array(z.object({ icon: contentIconSchema, title: copySchema, description: z.string().trim().min(20) })).min(3),
  /** Headline figures; each must be backed by the SPEC or the company record. */
  figures: z.array(z.object({ value: copySchema, label: copySchema })).min(3),
  timeline: z
    .array(z.object({ year: z.number().int().min(2000).max(2100), title: copySchema, description: z.string().trim().min(30) }))
    .min(4),
});
export type About = z.infer<typeof aboutSchema>;
