import './zod-config';
import { z } from 'zod';
import { copySchema } from './content-icon';

/**
 * A block of a legal text. Paragraphs and list items may hold links written as
 * `[texto](/ruta)` or `[texto](https://…)`; the page turns them into anchors.
 */
export const legalBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: z.string().trim().min(10) }),
  z.object({ type: z.literal('list'), items: z.array(z.string().trim().min(3)).min(1) }),
  z.object({
    type: z.literal('table'),
    caption: copySchema,
    head: z.array(copySchema).min(2),
    rows: z.array(z.array(z.string().trim().min(1))).min(1),
  }),
]);
export type LegalBlock = z.infer<typeof legalBlockSchema>;

/** A legal page (privacy, cookies, terms): title, date and numbered sections. */
export const legalDocumentSchema = z
  .object({
    id: z.enum(['privacy', 'cookies', 'terms']),
    title: copySchema,
    intro: z.string().trim().min(40),
    /** Shown as "Última actualización"; matches PRIVACY_POLICY_VERSION for the privacy policy. */
    updated: copySchema,
    sections: z
      .array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), heading: copySchema, blocks: z.array(legalBlockSchema).min(1) }))
      .min(3),
  })
  .refine((d) => d.sections.every((s) => s.blocks.every((b) => b.type !== 'table' || b.rows.every((r) => r.length === b.head.length))), {
    message: 'Cada fila de una tabla tiene tantas celdas como la cabecera',
  });
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
