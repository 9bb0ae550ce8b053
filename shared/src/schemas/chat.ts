// zod/mini: the same checks with a tree-shakable API, so the chat widget (loaded on every page)
// carries a few KB of validation instead of the whole of zod.
import * as z from 'zod/mini';

/**
 * NavegaBot's call (SPEC §7: POST /api/ask-bot with `question` and `sessionName`, answer in
 * `answer`), shared by the widget and the API so both agree on limits and link targets.
 */

/** Longest question the bot accepts; the widget's input stops at the same length. */
export const ASK_BOT_MAX_QUESTION = 500;

/** Session names are the widget's 'sess_' ids; the bound keeps the server's session map small. */
export const ASK_BOT_MAX_SESSION_NAME = 100;

/** Request body of POST /api/ask-bot; messages are the 400 answers' Spanish texts. */
export const askBotRequestSchema = z.object(
  {
    question: z
      .string({ error: (iss) => (iss.input === undefined ? 'Falta la pregunta.' : 'La pregunta debe ser un texto.') })
      .check(
        z.trim(),
        z.minLength(1, 'Escribe una pregunta.'),
        z.maxLength(ASK_BOT_MAX_QUESTION, `La pregunta no puede tener más de ${ASK_BOT_MAX_QUESTION} caracteres.`),
      ),
    sessionName: z
      .string({ error: (iss) => (iss.input === undefined ? 'Falta el identificador de sesión.' : 'El identificador de sesión debe ser un texto.') })
      .check(
        z.trim(),
        z.minLength(1, 'Falta el identificador de sesión.'),
        z.maxLength(ASK_BOT_MAX_SESSION_NAME, 'El identificador de sesión no es válido.'),
        z.regex(/^[A-Za-z0-9_-]+$/, 'El identificador de sesión no es válido.'),
      ),
  },
  'La petición debe ser un objeto JSON con los campos question y sessionName.',
);
export type AskBotRequest = z.infer<typeof askBotRequestSchema>;

/**
 * Where a bot link may point: a site path (rendered as a router link), a phone (tel:) or an
 * e-mail (mailto:). Anything else, `javascript:` included, is rejected on both sides.
 */
export function isSafeBotLinkTarget(path: string): boolean {
  if (/^\/(?!\/)[A-Za-z0-9\-/#?=&]*$/.test(path)) return true;
  if (/^tel:\+?[0-9]{6,15}$/.test(path)) return true;
  return /^mailto:[^\s<>"'@]+@[^\s<>"'@]+$/.test(path);
}

/** Is this link target a page of the site (client-side navigation)? */
export const isInternalBotLink = (path: string) => path.startsWith('/');

/** A link the bot offers below its reply. */
export const botLinkSchema = z.object({
  path: z.string().check(z.refine(isSafeBotLinkTarget, 'Enlace no permitido')),
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
});
export type BotLink = z.infer<typeof botLinkSchema>;

/** Success answer of POST /api/ask-bot: plain text (never HTML) plus links to site pages. */
export const askBotAnswerSchema = z.object({
  answer: z.string().check(z.minLength(1)),
  // A link that fails the rules is dropped on its own; the reply still shows.
  links: z.pipe(
    z.optional(z.array(z.unknown())),
    z.transform((links): BotLink[] =>
      (links ?? []).flatMap((l) => {
        const parsed = botLinkSchema.safeParse(l);
        return parsed.success ? [parsed.data] : [];
      }).slice(0, 6),
    ),
  ),
});
export type AskBotAnswer = z.infer<typeof askBotAnswerSchema>;

/** SPEC §3 chat message: who said it and the text; bot replies may carry links. */
export type ChatMessage = {
  id: string;
  sender: 'bot' | 'user';
  message: string;
  links?: BotLink[];
};
