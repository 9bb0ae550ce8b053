import type { RefObject } from 'react';
import type { Resolver } from 'react-hook-form';
import { LINES_REQUEST_ID, describeOffer, findTariff } from '@site/shared/content/telephony-offer-details';
import type { TelephonyLead } from '@site/shared/schemas/leads';
import type { TelephonyLeadFormValues } from '@site/shared/schemas/telephony-lead-form';
import { readPlanMode } from './plan-mode';
import { TARIFF_FIELD, readTariffChoice } from './request-choice';

/** The request form's controls, by name (react-hook-form registers them to focus and flag them). */
export type RequestFields = {
  tariffId: string;
  name: string;
  email: string;
  phone: string;
  companyName: string;
  message: string;
  acceptPolicy: string;
  lineType: string;
  lineQuantity: string;
};

/** A valid request: the shared schema's lead and what it asks for. */
export type RequestLead = TelephonyLead & { tariffId: string };

/** The API's words for a form sent without a tariff (api/src/leads/messages.ts, tariffUnknown). */
export const TARIFF_REQUIRED_MESSAGE = 'Selecciona una tarifa';

/** A line count as typed: a whole number, or 0 (which the schema refuses with 'Mínimo 1 línea'). */
const wholeNumber = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : 0);

/**
 * What the form holds at this moment, shaped as the shared schema's input. Read from the DOM, not
 * from react-hook-form's copy: the select may have been preset by the inline loader, the mode
 * radios sit outside the form, and the visitor may have typed before the script arrived.
 * The company goes with Empresa only, line type and count with additional lines only.
 */
export function readRequest(form: HTMLFormElement): { tariffId: string; lead: TelephonyLeadFormValues } {
  const data = new FormData(form);
  const text = (name: keyof RequestFields) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const planMode = readPlanMode(form);
  const tariffId = readTariffChoice(form);
  const isLines = tariffId === LINES_REQUEST_ID;
  const lineType = text('lineType') as TelephonyLeadFormValues['lineType'];
  const lineQuantity = wholeNumber(text('lineQuantity'));
  return {
    tariffId,
    lead: {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      message: text('message'),
      type: 'offer',
      formOrigin: 'telephony',
      planMode,
      offerDetails: describeOffer(isLines ? { tariffId, planMode, lineType, lineQuantity } : { tariffId, planMode }) ?? '',
      acceptPolicy: text('acceptPolicy') === 'true',
      ...(planMode === 'empresa' ? { companyName: text('companyName') } : {}),
      ...(isLines ? { lineType, lineQuantity } : {}),
    },
  };
}

type Validate = Resolver<TelephonyLeadFormValues, unknown, TelephonyLead>;

let validator: Promise<Validate> | undefined;

/**
 * zod and the lead schema, fetched on the first check rather than with the form (a visitor who
 * only looks never needs them). Started early by `prefetchRequestValidation`.
 */
function loadValidator(): Promise<Validate> {
  validator ??= import(/* webpackChunkName: "lead-validation" */ '@site/shared/schemas/telephony-lead-form').then(
    (m) => m.telephonyLeadResolver,
    (error: unknown) => {
      validator = undefined; // the next check tries again
      throw error;
    },
  );
  return validator;
}

/** Starts fetching the validation code (called when the form hydrates). */
export function prefetchRequestValidation(): void {
  loadValidator().catch(() => undefined);
}

/**
 * The request form's react-hook-form resolver: validates what `readRequest` finds in the form
 * (the kit hands the form element over as the resolver's context) with the shared schema (SPEC §5
 * messages), and asks for a tariff when none is chosen. If the validation code cannot load, the
 * request goes to the API unchecked: it validates with the same schema and its field errors are
 * shown the same way.
 */
type RequestResolver = Resolver<RequestFields, RefObject<HTMLFormElement>, RequestLead>;

export const requestResolver: RequestResolver = async (_values, formRef, options) => {
  const form = formRef?.current;
  if (!form) return { values: {}, errors: {} };
  const { tariffId, lead } = readRequest(form);
  let result: Awaited<ReturnType<Validate>>;
  try {
    result = await (await loadValidator())(lead, undefined, options as unknown as Parameters<Validate>[2]);
  } catch {
    return { values: { ...(lead as TelephonyLead), tariffId }, errors: {} };
  }
  const errors: Record<string, unknown> = { ...result.errors };
  if (tariffId !== LINES_REQUEST_ID && !findTariff(tariffId)) {
    // The missing offer summary is the select's fault: say it there.
    delete errors.offerDetails;
    errors[TARIFF_FIELD] = { type: 'required', message: TARIFF_REQUIRED_MESSAGE };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors } as Awaited<ReturnType<RequestResolver>>;
  return { values: { ...(result.values as TelephonyLead), tariffId }, errors: {} };
};
