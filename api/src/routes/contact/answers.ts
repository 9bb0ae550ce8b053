import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '../../leads/messages';
import type { RefusalBody } from '../../leads/receive-lead';
import type { LeadOrigin } from '../../db';
import { renderFormAnswerPage } from '../../site/form-answer-page';
import { answerPageFor, readFormPage, sendFormPage, sentLocation } from '../../site/form-pages';
import { confirmedBucket, releaseForBucket, type ReleaseState } from '../../releases';
import { servedPageFile } from '../../site/served-page';
import { isNativeFormPost } from './native';

/** An error a part of this route throws for its error handler: the status and code it answers with. */
export type HttpError = Partial<FastifyError> & { statusCode?: number; code?: string };

/**
 * A form post as far as it is known: its fields as posted (urlencoded, or multipart as far as it
 * was read) and, once the intake has told, its form. A refusal's answer page shows the fields
 * again. Never logged; gone with the request.
 */
type PostedForm = { fields?: Record<string, string>; origin?: LeadOrigin };
const posted = new WeakMap<FastifyRequest, PostedForm>();

/** Keeps a form body's fields (the record is filled in place while a multipart body is read). */
export const rememberFields = (req: FastifyRequest, fields: Record<string, string>) => posted.set(req, { ...posted.get(req), fields });
export const rememberOrigin = (req: FastifyRequest, origin: LeadOrigin) => posted.set(req, { ...posted.get(req), origin });
/** The fields of an urlencoded body, parsed before the handler runs. */
export const postedFields = (req: FastifyRequest) => posted.get(req)?.fields;

const isOrigin = (v: unknown): v is LeadOrigin => v === 'contact' || v === 'telephony' || v === 'application';

function refererPath(req: FastifyRequest): string | undefined {
  try {
    return new URL(req.headers.referer ?? '').pathname;
  } catch {
    return undefined;
  }
}

/** The form page a native post is answered with: named by its `page` field (or, body unread, its Referer). */
function answerPage(req: FastifyRequest) {
  const form = posted.get(req);
  const formOrigin = form?.fields?.formOrigin;
  return answerPageFor(form?.origin ?? (isOrigin(formOrigin) ? formOrigin : undefined), form?.fields ? form.fields.page : refererPath(req));
}

/**
 * The answers of POST /api/contact: JSON, exactly as the script client reads them, or for a
 * browser's native post (docs/progressive-enhancement.md, "Forms") the form's page, built from
 * its live prerendered HTML.
 */
export function leadAnswers(siteDir: string, currentRelease: () => ReleaseState) {
  return {
    /** A refusal: `{ message, errors }`, or the form's page saying the same with what was typed kept. */
    async refuse(req: FastifyRequest, reply: FastifyReply, status: number, body: RefusalBody) {
      reply.header('Cache-Control', 'no-store');
      if (!isNativeFormPost(req)) return reply.code(status).send(body);
      const page = answerPage(req);
      // The visitor's versions (a canary's, by their bucket cookie), like every page they get.
      const html = await readFormPage(servedPageFile(siteDir, releaseForBucket(currentRelease(), confirmedBucket(req.headers.cookie)), page.path));
      return sendFormPage(reply, status, renderFormAnswerPage(html, page, { kind: 'refused', ...body, values: posted.get(req)?.fields }));
    },
    /** A stored lead (or a honeypot hit): 201 with the message, or post/redirect/get to the form's page. */
    accept(req: FastifyRequest, reply: FastifyReply, origin: LeadOrigin) {
      reply.header('Cache-Control', 'no-store');
      if (!isNativeFormPost(req)) return reply.code(201).send({ message: SUCCESS_MESSAGES[origin] });
      return reply.code(303).header('Location', sentLocation(answerPage(req))).send();
    },
  };
}

/** Maps every failure this route throws (a body too large, malformed or refused) to a Spanish `{ message }` with the right status. */
export function failureAnswer(error: HttpError): { status: number; body: RefusalBody } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, body: { message: ERROR_MESSAGES.cvTooLarge, errors: { cv: ERROR_MESSAGES.cvTooLarge } } };
    case 'FST_FILES_LIMIT':
      return { status: 413, body: { message: ERROR_MESSAGES.tooManyFiles, errors: { cv: ERROR_MESSAGES.tooManyFiles } } };
    case 'LEADS_FIELD_TOO_LONG':
      return { status: 413, body: { message: ERROR_MESSAGES.fieldTooLong } };
  }
  if (status === 413) return { status, body: { message: ERROR_MESSAGES.tooLarge } };
  if (status === 415) return { status, body: { message: ERROR_MESSAGES.unsupportedType } };
  if (status === 429) return { status, body: { message: ERROR_MESSAGES.rateLimited } };
  // Invalid JSON, an empty JSON body, a broken multipart body, a bad JSON field in a multipart.
  if (status === 400 || status === 406) return { status: 400, body: { message: ERROR_MESSAGES.malformed, errors: {} } };
  if (status < 500) return { status, body: { message: ERROR_MESSAGES.generic } };
  return { status: 500, body: { message: ERROR_MESSAGES.storeFailed } };
}
