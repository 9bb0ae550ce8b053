import '@site/shared/schemas/zod-config';
import { z } from 'zod';

/**
 * A lead schema plus the honeypot field (./honeypot.tsx), which never fails in the browser: the
 * server judges it. Only the forms' on-demand validation modules import this (it brings zod).
 */
export const withHoneypot = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({ website: z.string().optional() });
