import type { Resolver } from 'react-hook-form';
import '@site/shared/schemas/zod-config';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { jobApplicationSchema } from '@site/shared/schemas/leads';
import type { ApplicationValues } from './job-application-form';

/** The application form's checks, loaded on demand (form-kit/lazy-resolver): the shared schema plus the honeypot, which never fails here (the server judges it). */
const applicationFields = jobApplicationSchema.extend({ website: z.string().optional() });
export type ApplicationOutput = z.output<typeof applicationFields>;

// The inputs start empty (no position, policy unticked), which the schema's input type does not
// allow; the schema checks whatever the inputs hold, so widening the input type is safe.
export const applicationResolver = zodResolver(applicationFields) as unknown as Resolver<ApplicationValues, unknown, ApplicationOutput>;
