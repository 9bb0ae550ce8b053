import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { LINE_TYPES } from './lead-rules';
import { telephonyLeadSchema, type TelephonyLead } from './leads';

/**
 * What the telephony request dialog holds while the visitor types: the lead's input, except that
 * the policy box starts unticked and no line type is picked yet.
 */
export type TelephonyLeadFormValues = Omit<z.input<typeof telephonyLeadSchema>, 'acceptPolicy' | 'lineType'> & {
  acceptPolicy: boolean;
  lineType?: (typeof LINE_TYPES)[number] | '';
};

/** SPEC §5: the Empresa-only company rule, as the shared schema words it. */
export const COMPANY_NAME_REQUIRED_MESSAGE = 'El nombre de la empresa es obligatorio para planes empresariales';

const base = zodResolver(telephonyLeadSchema);

/**
 * react-hook-form resolver for the telephony request: `zodResolver(telephonyLeadSchema)`, plus one
 * client-only touch. The schema's Empresa rule is a refinement, which zod skips while any other
 * field is invalid; the visitor would then meet the company error only on a second attempt, so
 * it is reported together with the others. The schema itself is untouched (server parity).
 */
export const telephonyLeadResolver: Resolver<TelephonyLeadFormValues, unknown, TelephonyLead> = async (values, context, options) => {
  const result = await base(values as z.input<typeof telephonyLeadSchema>, context, options as Parameters<typeof base>[2]);
  const hasErrors = Object.keys(result.errors).length > 0;
  if (hasErrors && values.planMode === 'empresa' && !values.companyName?.trim() && !result.errors.companyName) {
    return { values: {}, errors: { ...result.errors, companyName: { type: 'custom', message: COMPANY_NAME_REQUIRED_MESSAGE } } };
  }
  return result as Awaited<ReturnType<Resolver<TelephonyLeadFormValues, unknown, TelephonyLead>>>;
};
