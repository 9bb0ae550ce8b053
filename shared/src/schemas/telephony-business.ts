import './zod-config';
import { z } from 'zod';

/** Icon names the business-telephony page knows how to draw (mapped to sprite icons there). */
export const TELEPHONY_ICONS = [
  'phone-call',
  'phone',
  'smartphone',
  'router',
  'headset',
  'shield-check',
  'wallet',
  'gauge',
  'users',
  'wrench',
] as const;

const text = z.string().trim().min(3);
const internalPath = z.string().regex(/^\/[a-z0-9\-/]*$/);
const iconItem = z.object({ icon: z.enum(TELEPHONY_ICONS), title: text, description: z.string().trim().min(20) });

/** Copy of the /telefonia-empresarial service page (content record `telephonyBusiness`). */
export const telephonyBusinessSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, intro: text }),
  services: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    items: z.array(iconItem.extend({ features: z.array(text).min(2) })).min(3),
  }),
  partnership: z.object({
    eyebrow: text,
    title: text,
    paragraphs: z.array(z.string().trim().min(40)).min(1),
    highlights: z.array(z.object({ value: z.string().trim().min(1), label: text })).min(2).max(4),
  }),
  benefits: z.object({ eyebrow: text, title: text, items: z.array(iconItem).min(3) }),
  process: z.object({
    eyebrow: text,
    title: text,
    steps: z.array(z.object({ step: z.number().int().positive(), title: text, description: z.string().trim().min(20) })).min(3),
  }),
  faqs: z.object({ eyebrow: text, title: text, items: z.array(z.object({ question: text, answer: z.string().trim().min(20) })).min(2) }),
  cta: z.object({
    title: text,
    text,
    primary: z.object({ label: text, to: internalPath }),
    secondary: z.object({ label: text, to: internalPath }),
  }),
});
export type TelephonyBusiness = z.infer<typeof telephonyBusinessSchema>;
