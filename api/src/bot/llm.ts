import { company } from '@site/shared/content/company';
import type { BotReply } from './engine';

/** An OpenAI-compatible chat endpoint that may phrase the answer (LLM_* in api/src/settings.ts). */
export type LlmConfig = {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
};

const MAX_ANSWER_CHARS = 700;

/** Markdown and HTML removed, whitespace collapsed: the widget shows plain text. */
export function toPlainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Numbers as written ("2.000", "4,13", "31-10-2025" → 31, 10, 2025), without separators. */
function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/[.,]/g, ''));
}

/**
 * Asks the model to phrase the retrieved facts for the question. Returns undefined (so the
 * caller keeps the retrieval answer) on any error, timeout, empty reply, or a reply that
 * states a number the passages do not contain: the model may reword, never invent a figure.
 */
export async function phraseWithLlm(
  config: LlmConfig,
  question: string,
  reply: BotReply,
  fetchImpl: typeof fetch = fetch,
): Promise<string | undefined> {
  const sources = [reply.answer, ...reply.passages.map((p) => p.text)];
  const system =
    `Eres NavegaBot, el asistente de la web de ${company.name}. Responde en español, con un máximo de tres frases, ` +
    'usando solo la información de los pasajes. No inventes precios, cifras, fechas, nombres ni servicios. ' +
    'Si los pasajes no responden a la pregunta, repite la respuesta base. Texto plano, sin enlaces ni formato.';
  const user = `Pregunta: ${question}\n\nRespuesta base: ${reply.answer}\n\nPasajes:\n${sources.slice(1).map((s) => `- ${s}`).join('\n')}`;
  try {
    const res = await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        max_tokens: 300,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) return undefined;
    const json = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = json.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return undefined;
    const text = toPlainText(content).slice(0, MAX_ANSWER_CHARS);
    if (!text) return undefined;
    const known = new Set(sources.flatMap(numbersIn));
    for (const n of numbersIn(question)) known.add(n);
    if (numbersIn(text).some((n) => !known.has(n))) return undefined;
    return text;
  } catch {
    return undefined;
  }
}
