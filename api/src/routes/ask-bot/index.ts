import type { FastifyPluginAsync } from 'fastify';
import { askBotRequestSchema, type AskBotAnswer } from '@site/shared/schemas/chat';
import { BotEngine } from '../../bot/engine';
import { phraseWithLlm } from '../../bot/llm';
import { askInSharedSession, PostgresSessions } from '../../bot/sessions';
import { hasBadCharacters } from '../../input/text-checks';
import { jsonBodyOf } from '../../input/json-body';
import { jsonErrorAnswers, perMinuteLimit } from '../../input/json-error-answers';
import { utf8Body } from '../../input/utf8-body';

const MESSAGES = {
  notJson: 'La petición debe ser un objeto JSON con los campos question y sessionName.',
  badCharacters: 'La pregunta contiene caracteres no válidos.',
  tooLarge: 'La petición es demasiado grande.',
  tooMany: 'Has enviado demasiadas preguntas seguidas. Espera un minuto y vuelve a intentarlo.',
  failed: 'No hemos podido responder ahora. Inténtalo de nuevo en unos minutos.',
} as const;

export type AskBotOptions = {
  /** An engine built beforehand (the bench, tests); by default one is built here from the content records. */
  engine?: BotEngine;
};

/**
 * POST /api/ask-bot (SPEC §7): `{ question, sessionName }` → `{ answer, links }`. The index is
 * built once, here, from the content records; the optional LLM (`config.llm`) only rephrases
 * what retrieval found, and its key never leaves the server.
 */
export const askBotRoutes: FastifyPluginAsync<AskBotOptions> = async (app, options) => {
  const engine = options.engine ?? new BotEngine();
  const { llm, askBotRateLimitPerMinute: max } = app.config;
  // Several instances (PostgreSQL): a follow-up may reach another instance, so sessions live in
  // the database; one instance alone keeps them in the engine's memory, as fast as before.
  const { pool } = app.stores;
  const shared = pool ? new PostgresSessions(pool) : undefined;

  // Any other content type is read as text and must still be JSON, so a wrong body gets this
  // route's Spanish 400 instead of a generic 415. Every body must be UTF-8.
  await app.register(utf8Body, { otherTypesAsText: true });

  app.setErrorHandler(jsonErrorAnswers({ tooMany: MESSAGES.tooMany, tooLarge: MESSAGES.tooLarge, badRequest: MESSAGES.notJson, failed: MESSAGES.failed }, 'ask-bot failed'));

  app.post(
    '/api/ask-bot',
    {
      config: perMinuteLimit(max, MESSAGES.tooMany),
    },
    async (req, reply) => {
      const body = jsonBodyOf(req.body);
      if (!body) return reply.code(400).send({ message: MESSAGES.notJson });
      const parsed = askBotRequestSchema.safeParse(body.value);
      if (!parsed.success) return reply.code(400).send({ message: parsed.error.issues[0]?.message ?? MESSAGES.notJson });
      // On the text as sent: the schema trims, and trimming removes a vertical tab or form feed.
      if (hasBadCharacters((body.value as { question: string }).question)) return reply.code(400).send({ message: MESSAGES.badCharacters });

      const { question, sessionName } = parsed.data;
      const started = performance.now();
      let retrievalMs = 0;
      const ask = () => {
        const asked = performance.now();
        const reply = engine.ask(question, sessionName);
        retrievalMs = performance.now() - asked;
        return reply;
      };
      const result = shared ? await askInSharedSession(shared, engine.sessions, sessionName, ask) : ask();
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
