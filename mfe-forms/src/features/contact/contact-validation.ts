import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema } from '@site/shared/schemas/leads';
import { consentGiven } from '@site/shared/ui';
import type { ContactValues } from './contact-form';

/** The contact form's checks, loaded on demand (form-support/lazy-resolver): the shared schema. */
export type ContactOutput = z.output<typeof contactFormSchema>;

// The schema's input type wants a boolean consent; the values are widened to what the DOM holds.
const checkContact = zodResolver(contactFormSchema) as unknown as Resolver<ContactValues, unknown, ContactOutput>;

/** The DOM's values as the schema reads them: the ticked box's 'true' is consent. */
export const contactResolver: Resolver<ContactValues, unknown, ContactOutput> = (values, context, options) =>
  checkContact({ ...values, acceptPolicy: consentGiven(values.acceptPolicy) }, context, options);
