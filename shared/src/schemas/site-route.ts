import './zod-config';
import { z } from 'zod';

/** The federated remotes that own pages (the chatbot owns none). */
export const pageRemoteSchema = z.enum(['catalog', 'telephony', 'kit_digital', 'forms']);
export type PageRemote = z.infer<typeof pageRemoteSchema>;

/** One route of SPEC §2: who renders it and what search engines see. */
export const siteRouteSchema = z.object({
  path: z.string().regex(/^\/[a-z0-9\-/]*$/),
  remote: pageRemoteSchema,
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  /**
   * The top-bar link (SPEC §2) of the section this page belongs to, when the page has no link
   * of its own there: /kit/crm is under Kit Digital. The header marks that link as current.
   */
  section: z.string().regex(/^\/[a-z0-9\-/]*$/).optional(),
  /** Extra structured data kinds this page carries besides the site-wide LocalBusiness. */
  jsonLd: z.array(z.enum(['service', 'jobPosting'])).optional(),
});
export type SiteRoute = z.infer<typeof siteRouteSchema>;

/**
 * What a content record that is a page (a service page, a Kit solution, a project) says of its
 * head: the title before ` | <company>` and the meta description. Its route row is made from it.
 */
export const pageMetaSchema = z.object({
  title: z.string().min(3).max(50),
  description: z.string().min(50).max(170),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
