import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** A JSON route's Spanish answers to what went wrong before or inside its handler. */
export type JsonErrorMessages = { tooMany: string; tooLarge: string; badRequest: string; failed: string };

/**
 * The error handler of a JSON route: 429 and 413 keep their status with the route's own words,
 * any other client error (unparsable body, wrong type) is a 400, and anything else is logged
 * (with `logMessage`, never the body) and answered 500.
 */
export function jsonErrorAnswers(messages: JsonErrorMessages, logMessage: string) {
  return (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: messages.tooMany });
    if (status === 413) return reply.code(413).send({ message: messages.tooLarge });
    if (status >= 400 && status < 500) return reply.code(400).send({ message: messages.badRequest });
    req.log.error({ err: error }, logMessage);
    return reply.code(500).send({ message: messages.failed });
  };
}

/** A route's per-IP limit of `max` requests a minute, answered with its own Spanish 429 message. */
export function perMinuteLimit(max: number, tooMany: string) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      errorResponseBuilder: (_req: unknown, ctx: { after: string }) => ({ statusCode: 429, message: tooMany, after: ctx.after }),
    },
  };
}
