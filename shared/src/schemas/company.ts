import './zod-config';
import { z } from 'zod';

const phone = z.object({ display: z.string().min(9), tel: z.string().regex(/^\+\d{9,15}$/) });

/** The company's contact facts and external links (content record `company`). */
export const companySchema = z.object({
  name: z.string().min(2),
  legalName: z.string().min(2),
  taxId: z.string().min(5),
  tagline: z.string().min(2),
  phone,
  mobile: phone,
  whatsappUrl: z.url(),
  email: z.email(),
  address: z.object({
    street: z.string().min(2),
    postalCode: z.string().regex(/^\d{5}$/),
    city: z.string().min(2),
    province: z.string().min(2),
    country: z.literal('ES'),
  }),
  geo: z.object({ lat: z.number(), lng: z.number() }),
  hours: z.object({
    label: z.string(),
    days: z.array(z.enum(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])),
    opens: z.string().regex(/^\d\d:\d\d$/),
    closes: z.string().regex(/^\d\d:\d\d$/),
  }),
  siteUrl: z.url(),
  social: z.object({ linkedin: z.url(), facebook: z.url(), instagram: z.url() }),
  products: z.object({ timeTracking: z.url(), invoicing: z.url() }),
  foundedYear: z.number().int(),
  /** SPEC §1: more than this many businesses digitalised (the Kit Digital and about pages). */
  businessesDigitalised: z.number().int().positive(),
});
export type Company = z.infer<typeof companySchema>;
