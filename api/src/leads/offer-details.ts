import { describeOffer, LINES_REQUEST_ID } from '@site/shared/content/telephony-offer-details';
import { LINE_TYPES, MAX_ADDITIONAL_LINES } from '@site/shared/schemas/lead-rules';
import { ERROR_MESSAGES } from './messages';

/** Stands in for an offer that could not be described; only ever seen with an error beside it. */
const UNDESCRIBED = '-';

const isLineType = (v: unknown): v is (typeof LINE_TYPES)[number] => (LINE_TYPES as readonly unknown[]).includes(v);
const isLineCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_ADDITIONAL_LINES;

/**
 * Completes a telephony request the way SPEC §3/§7 sends it, in place, before the shared schema:
 * - no `planMode`: Empresa when a company is named, else Personal; the company belongs to
 *   Empresa only (a script-less form still sends one typed before switching to Personal), where
 *   it is required;
 * - a `tariffId` (a tariff's id, or 'lines'): the server writes `offerDetails` from the content
 *   records, whatever the client sent, in the words the page's script writes (shared
 *   telephony-offer-details), and only an additional-lines request keeps line fields;
 * - without `tariffId` the client's own `offerDetails` stays required (the JSON client sends it);
 *   a form post without either left its tariff select unchosen, which is said on that select.
 * Returns the errors the schema cannot see.
 */
export function completeTelephonyRequest(data: Record<string, unknown>, fromForm: boolean): Record<string, string> {
  const named = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (data.planMode === undefined) data.planMode = named(data.companyName) ? 'empresa' : 'personal';
  if (data.planMode === 'personal') delete data.companyName;
  const mode = data.planMode === 'empresa' || data.planMode === 'personal' ? data.planMode : undefined;
  const errors: Record<string, string> = {};
  if (mode === 'empresa' && !named(data.companyName)) errors.companyName = ERROR_MESSAGES.companyNameRequired;

  const { tariffId } = data;
  delete data.tariffId;
  if (tariffId === undefined) {
    if (fromForm && data.offerDetails === undefined) {
      data.offerDetails = UNDESCRIBED;
      errors.tariffId = ERROR_MESSAGES.tariffUnknown;
    }
    return errors;
  }

  if (tariffId === LINES_REQUEST_ID) {
    if (data.lineType === undefined) errors.lineType = ERROR_MESSAGES.lineTypeRequired;
    if (data.lineQuantity === undefined) errors.lineQuantity = ERROR_MESSAGES.lineQuantityRequired;
    // An invalid type or count gets the schema's own message; the offer is then never stored.
    const { lineType, lineQuantity } = data;
    data.offerDetails =
      mode && isLineType(lineType) && isLineCount(lineQuantity) ? describeOffer({ tariffId, planMode: mode, lineType, lineQuantity }) : UNDESCRIBED;
    return errors;
  }

  delete data.lineType;
  delete data.lineQuantity;
  const offer = typeof tariffId === 'string' || typeof tariffId === 'number' ? describeOffer({ tariffId, planMode: mode ?? 'personal' }) : undefined;
  if (!offer) errors.tariffId = ERROR_MESSAGES.tariffUnknown;
  // Without a valid mode the schema refuses planMode; the offer is not described in a guessed one.
  data.offerDetails = offer && mode ? offer : UNDESCRIBED;
  return errors;
}
