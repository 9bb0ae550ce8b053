import './zod-config';
import { z } from 'zod';
import { copySchema } from './content-icon';

/**
 * A tile of the technology showcase (SPEC §3: name, icon, colour). `icon` is a simple-icons
 * slug, or null where simple-icons has no mark (the tile then shows the name as text).
 */
export const technologySchema = z.object({
  name: copySchema,
  icon: z.string().regex(/^[a-z0-9]+$/).nullable(),
  /** Brand colour of the mark, `#rrggbb`. */
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
});
export type Technology = z.infer<typeof technologySchema>;
