import { apiRequest, readMessage } from '@site/shared/api-client';
import type { TelephonyLead } from '@site/shared/schemas/leads';

/**
 * What the request form sends (SPEC §7): the lead, plus what it asks for (`tariffId`, from which
 * the API can write the same `offerDetails`), the honeypot when a bot filled it, and the
 * submission's idempotency key.
 */
export type TelephonyLeadPayload = TelephonyLead & { tariffId: string; website?: string; idempotencyKey?: string };

/** POSTs a telephony lead (SPEC §7) and returns the server's `message`, if it sent one. */
export async function sendTelephonyLead(lead: TelephonyLeadPayload): Promise<string | undefined> {
  const res = await apiRequest('POST', '/api/contact', lead);
  return readMessage(res);
}
