import './zod-config';
import { z } from 'zod';

/** A simple-icons slug: lowercase letters and digits ("nodedotjs"). */
export const brandSlugSchema = z.string().regex(/^[a-z0-9]+$/, 'Slug de simple-icons no válido');

/** The brand marks the site shows (content record `BRAND_SLUGS`): unique slugs, in order. */
export const brandSlugsSchema = z
  .array(brandSlugSchema)
  .min(1)
  .refine((slugs) => new Set(slugs).size === slugs.length, 'Slugs repetidos')
  .refine((slugs) => slugs.every((s, i) => i === 0 || slugs[i - 1] < s), 'Slugs fuera de orden alfabético');
