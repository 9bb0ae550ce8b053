import { isUtf8 } from 'node:buffer';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { askBotRequestSchema, type AskBotAnswer } from '@site/shared/schemas/chat';
import type { ApiConfig } from '../../config';
import { BotEngine } from '../../bot/engine';
import { llmConfigFromEnv, phraseWithLlm, type LlmConfig } from '../../bot/llm';

/** Questions per minute per IP unless ASK_BOT_RATE_LIMIT_PER_MINUTE says otherwise. */
export const ASK_BOT_RATE_LIMIT_DEFAULT = 30;

const MESSAGES = {
  notJson: 'La petición debe ser un objeto JSON con los campos question y sessionName.',
  badCharacters: 'La pregunta contiene caracteres no válidos.',
  tooLarge: 'La petición es demasiado grande.',
  tooMany: 'Has enviado demasiadas preguntas seguidas. Espera un minuto y vuelve a intentarlo.',
  failed: 'No hemos podido responder ahora. Inténtalo de nuevo en unos minutos.',
} as const;

/** Keys no client sends (also as `__proto__[x]` or `constructor.prototype`): prototype-pollution probes. */
const POLLUTION_KEY = /__proto__|constructor|prototype/;
/** Controls other than tab and line breaks, U+FFFD and lone surrogates: nobody types them. */
// eslint-disable-next-line no-control-regex
const BAD_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type AskBotOptions = {
  engine?: BotEngine;
  llm?: LlmConfig;
  rateLimitPerMinute?: number;
};

function rateLimitFromEnv(): number {
  const n = Number(process.env.ASK_BOT_RATE_LIMIT_PER_MINUTE);
  return Number.isInteger(n) && n > 0 ? n : ASK_BOT_RATE_LIMIT_DEFAULT;
}

/**
 * POST /api/ask-bot (SPEC §7): `{ question, sessionName }` → `{ answer, links }`. The index is
 * built once, here, from the content records; the optional LLM only rephrases what retrieval
 * found, and its key never leaves the server.
 */
export const askBotRoutes =
  (_config: ApiConfig, options: AskBotOptions = {}): FastifyPluginAsync =>
  async (app) => {
    const engine = options.engine ?? new BotEngine();
    const llm = options.llm ?? llmConfigFromEnv();
    const max = options.rateLimitPerMinute ?? rateLimitFromEnv();

    // Any other content type is read as text and must still be JSON, so a wrong body gets
    // this route's Spanish 400 instead of a generic 415. Scoped to this plugin only. Every body,
    // JSON included, must be UTF-8: other bytes are refused instead of decoded to U+FFFD.
    const readText = (_req: unknown, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
      const bytes = body as Buffer;
      if (!isUtf8(bytes)) return done(Object.assign(new Error('body is not UTF-8'), { statusCode: 400 }));
      return done(null, bytes.toString('utf8'));
    };
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) =>
      readText(req, body, (error, text) => (error ? done(error) : parseJson(req, text as string, done))),
    );
    app.addContentTypeParser('*', { parseAs: 'buffer' }, readText);

    app.setErrorHandler((error: FastifyError, req, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.code(429).send({ message: MESSAGES.tooMany });
      if (status === 413) return reply.code(413).send({ message: MESSAGES.tooLarge });
      if (status >= 400 && status < 500) return reply.code(400).send({ message: MESSAGES.notJson });
      req.log.error({ err: error }, 'ask-bot failed');
      return reply.code(500).send({ message: MESSAGES.failed });
    });

    app.post(
      '/api/ask-bot',
      {
        config: {
          rateLimit: {
            max,
            timeWindow: '1 minute',
            errorResponseBuilder: (_req: unknown, ctx: { after: string }) => ({ statusCode: 429, message: MESSAGES.tooMany, after: ctx.after }),
          },
        },
      },
      async (req, reply) => {
        let body: unknown = req.body;
        if (typeof body === 'string') {
          try {
            body = JSON.parse(body);
          } catch {
            return reply.code(400).send({ message: MESSAGES.notJson });
          }
        }
        if (typeof body === 'object' && body !== null && Object.keys(body).some((k) => POLLUTION_KEY.test(k))) {
          return reply.code(400).send({ message: MESSAGES.notJson });
        }
        const parsed = askBotRequestSchema.safeParse(body);
        if (!parsed.success) return reply.code(400).send({ message: parsed.error.issues[0]?.message ?? MESSAGES.notJson });
        // On the text as sent: the schema trims, and trimming removes a vertical tab or form feed.
        if (BAD_CHARACTERS.test((body as { question: string }).question)) return reply.code(400).send({ message: MESSAGES.badCharacters });

        const { question, sessionName } = parsed.data;
        const started = performance.now();
        const result = engine.ask(question, sessionName);
        const retrievalMs = performance.now() - started;
        let answer = result.answer;
        if (llm && !result.fallback) answer = (await phraseWithLlm(llm, question, result)) ?? answer;
        const payload: AskBotAnswer = { answer, links: result.links };
        // Answers depend on the session and on today's Kit Digital status: never cache them.
        reply.header('cache-control', 'no-store');
        // How long the answer took on the server (the bench reads it; browsers show it in devtools).
        reply.header('server-timing', `bot;dur=${retrievalMs.toFixed(2)}, total;dur=${(performance.now() - started).toFixed(2)}`);
        return payload;
      },
    );
  };
