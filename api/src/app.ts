import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import http from 'node:http';
import type { Socket } from 'node:net';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { BotEngine } from './bot/engine';
import { loadConfig, type ConfigOverrides, type Env } from './config';
import { configPlugin } from './plugins/config';
import { leadsPlugin } from './plugins/leads';
import { storesPlugin } from './plugins/stores';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { releasesPlugin } from './plugins/releases';
import { registerSecurityHeaders } from './plugins/security-headers';
import { sitePlugin } from './plugins/site';
import { askBotRoutes } from './routes/ask-bot';
import { clientErrorRoutes } from './routes/client-errors';
import { contactRoutes } from './routes/contact';
import { healthRoutes } from './routes/health';

/** Answers of requests refused before they reach a route (Node's parser and timeouts), in Spanish. */
export const CLIENT_ERROR_MESSAGES = {
  timeout: 'La petición ha tardado demasiado en llegar. Inténtalo de nuevo.',
  headersTooLarge: 'Las cabeceras de la petición son demasiado grandes.',
  malformed: 'La petición no es válida.',
} as const;

/**
 * Fastify's default clientError handler, with a Spanish JSON body: a slow or stalled request
 * gets its 408, oversized headers a 431, a malformed request line a 400; then the socket closes.
 */
function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, CLIENT_ERROR_MESSAGES.timeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, CLIENT_ERROR_MESSAGES.headersTooLarge]
        : [400, CLIENT_ERROR_MESSAGES.malformed];
  this.log.info({ code: error.code, status }, 'client error');
  // Only when no answer has started on this socket, as Node itself does.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * What the log keeps of each request: method, path and host. A query string is the visitor's to
 * fill (a form sent with method GET would put every field there), and the visitor's address
 * (Fastify's remoteAddress/remotePort) is personal data: neither reaches a log line.
 */
function requestLogFields(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.url.split('?')[0],
    host: req.host,
  };
}

/** How often a stopping server looks for connections that have just finished their answer. */
const STOP_SWEEP_MS = 50;

/**
 * A stop (app.close) ends the keep-alive connections that are idle when it begins; one whose
 * answer is still being sent becomes idle a moment later and would hold the stop for Fastify's
 * keep-alive timeout (72 s), so a restart would hang for a minute. Until the server has closed,
 * such connections are ended as soon as their answer is out.
 */
function closeLateIdleConnections(app: FastifyInstance) {
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    sweep = setInterval(() => app.server.closeIdleConnections(), STOP_SWEEP_MS).unref();
    done();
  });
  // onClose hooks run once the server has closed (or was never listening).
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
}

/** What buildApp takes: settings that win over the environment, typed (tests, tools, the bench). */
export type BuildOptions = ConfigOverrides & {
  /** The variables to read instead of process.env (tests keep the machine's own out). */
  env?: Env;
  /** NavegaBot's engine, when the caller built one already. */
  botEngine?: BotEngine;
};

/**
 * Builds the server in the order that is its wiring diagram: settings, third-party plugins, the
 * database's stores and the lead services, the rate limits (shared through PostgreSQL when it is configured), the API routes,
 * then the site (catch-all). Throws a ConfigError naming every bad
 * variable, so the server refuses to start.
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const { env, botEngine, ...overrides } = options;
  const config = loadConfig(env, overrides);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: requestLogFields } },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    // Graceful stop (SIGTERM): no new connections, and a request that still arrives on an open
    // keep-alive connection is answered (with Connection: close) rather than refused with 503,
    // which a proxy does not retry; the store closes only once the last one is done.
    return503OnClosing: false,
    // Slow or stalled clients (slowloris) must not hold sockets: the whole request has
    // requestTimeoutMs, a silent socket connectionTimeoutMs.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      maxHeaderSize: config.maxHeaderBytes,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      requestTimeout: config.requestTimeoutMs,
      // Node looks for expired requests every 30 s by default, so a 30 s timeout could take a
      // minute; a quarter of the timeout keeps the cut-off near the configured value.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(config.requestTimeoutMs / 4))),
    },
    clientErrorHandler,
    // A path whose %-encoding cannot be decoded (%c0%ae…) names nothing we serve: the Spanish
    // 404 of any unknown path, rather than Fastify's English 400.
    frameworkErrors: (error, _req, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_BAD_URL') return reply.code(404).send({ message: 'Recurso no encontrado.' });
      return reply.code(400).send({ message: CLIENT_ERROR_MESSAGES.malformed });
    },
  });
  closeLateIdleConnections(app);
  try {
    await app.register(configPlugin, { config });
    await registerSecurityHeaders(app);
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024,
      // brotli's default quality (11) is too slow for on-the-fly compression
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await app.register(storesPlugin);
    await app.register(leadsPlugin);
    // After the stores: with PostgreSQL the per-minute counters are shared through it.
    await app.register(rateLimitsPlugin);
    await app.register(releasesPlugin);
    await app.register(metricsPlugin);
    await app.register(healthRoutes);
    await app.register(contactRoutes);
    await app.register(askBotRoutes, { engine: botEngine });
    await app.register(clientErrorRoutes);
    await app.register(sitePlugin);
  } catch (error) {
    // Whatever opened before the failure (the database's pool) is closed, not left behind by a
    // start that is tried again (server.ts waits for a database that is down).
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
