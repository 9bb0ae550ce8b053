import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { jobApplicationSchema } from '@site/shared/schemas/leads';
import { withHoneypot } from '../form-kit/honeypot-field';
import type { ApplicationValues } from './job-application-form';

/** The application form's checks, loaded on demand (form-kit/lazy-resolver): the shared schema plus the honeypot. */
const applicationFields = withHoneypot(jobApplicationSchema);
export type ApplicationOutput = z.output<typeof applicationFields>;

// The inputs start empty (no position, policy unticked), which the schema's input type does not
// allow; the schema checks whatever the inputs hold, so widening the input type is safe.
export const applicationResolver = zodResolver(applicationFields) as unknown as Resolver<ApplicationValues, unknown, ApplicationOutput>;
