import { apiRequest } from '@site/shared/api-client';
import { askBotAnswerSchema, type AskBotAnswer } from '@site/shared/schemas/chat';

/** SPEC §7: the chat's one call. */
export const ASK_BOT_URL = '/api/ask-bot';

/**
 * Asks the bot. Rejects with the api-client's ApiError on a non-success status, with a
 * TypeError when the network fails (fetch's own), and with a parse error on a malformed answer.
 */
export async function askBot(question: string, sessionName: string): Promise<AskBotAnswer> {
  const res = await apiRequest('POST', ASK_BOT_URL, { question, sessionName });
  return askBotAnswerSchema.parse(await res.json());
}
