import { apiRequest, readMessage } from '@site/shared/api-client';
import type { TelephonyLead } from '@site/shared/schemas/leads';

/** POSTs a telephony lead (SPEC §7) and returns the server's `message`, if it sent one. */
export async function sendTelephonyLead(lead: TelephonyLead): Promise<string | undefined> {
  const res = await apiRequest('POST', '/api/contact', lead);
  return readMessage(res);
}
