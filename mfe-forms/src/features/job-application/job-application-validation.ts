import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { jobApplicationSchema } from '@site/shared/schemas/leads';
import { consentGiven } from '@site/shared/ui';
import type { ApplicationValues } from './job-application-form';

/** The application form's checks, loaded on demand (form-support/lazy-resolver): the shared schema. */
export type ApplicationOutput = z.output<typeof jobApplicationSchema>;

// The schema's input type wants a boolean consent; the values are widened to what the DOM holds.
const checkApplication = zodResolver(jobApplicationSchema) as unknown as Resolver<ApplicationValues, unknown, ApplicationOutput>;

/** The DOM's values as the schema reads them: the ticked box's 'true' is consent. */
export const applicationResolver: Resolver<ApplicationValues, unknown, ApplicationOutput> = (values, context, options) =>
  checkApplication({ ...values, acceptPolicy: consentGiven(values.acceptPolicy) }, context, options);
