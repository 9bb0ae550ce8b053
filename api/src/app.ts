import Fastify, { type FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { loadConfig, type ApiConfig } from './config';
import rateLimit from '@fastify/rate-limit';
import { healthRoutes } from './routes/health';
import { contactRoutes } from './routes/contact';
import { askBotRoutes } from './routes/ask-bot';
import { sitePlugin } from './plugins/site';
import { registerSecurityHeaders } from './plugins/security-headers';

/** Builds the server: plugins first, then the API routes, then the site (catch-all). */
export async function buildApp(overrides: Partial<ApiConfig> = {}): Promise<FastifyInstance> {
  const config = { ...loadConfig(), ...overrides };
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 64 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  await registerSecurityHeaders(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024,
    // brotli's default quality (11) is too slow for on-the-fly compression
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Limits are set per route (`config.rateLimit`); pages and assets are not limited here.
  await app.register(rateLimit, { global: false });
  await app.register(healthRoutes);
  await app.register(contactRoutes(config));
  await app.register(askBotRoutes(config));
  await app.register(sitePlugin(config));
  return app;
}
