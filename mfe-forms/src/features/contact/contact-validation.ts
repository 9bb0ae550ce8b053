import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema } from '@site/shared/schemas/leads';
import { withHoneypot } from '../form-kit/honeypot-field';
import type { ContactValues } from './contact-form';

/** The contact form's checks, loaded on demand (form-kit/lazy-resolver): the shared schema plus the honeypot. */
const contactFields = withHoneypot(contactFormSchema);
export type ContactOutput = z.output<typeof contactFields>;

// The inputs start empty (no service, policy unticked), which the schema's input type does not
// allow; the schema checks whatever the inputs hold, so widening the input type is safe.
export const contactResolver = zodResolver(contactFields) as unknown as Resolver<ContactValues, unknown, ContactOutput>;
