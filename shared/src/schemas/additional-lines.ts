import './zod-config';
import { z } from 'zod';
import { LINE_TYPES } from './lead-rules';

/** One additional mobile line of SPEC §9, with its monthly price per plan mode (euros). */
export const additionalLineSchema = z.object({
  lineType: z.enum(LINE_TYPES),
  /** Short description shown beside the type (data and calls). */
  summary: z.string().trim().min(3),
  prices: z.object({
    /** Before VAT. */
    empresa: z.number().positive(),
    /** Final price, VAT included. */
    personal: z.number().positive(),
  }),
});
export type AdditionalLine = z.infer<typeof additionalLineSchema>;
