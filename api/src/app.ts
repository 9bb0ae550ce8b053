import Fastify, { type FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { loadConfig, type ApiConfig } from './config';
import { healthRoutes } from './routes/health';
import { sitePlugin } from './plugins/site';

/** Builds the server: plugins first, then the API routes, then the site (catch-all). */
export async function buildApp(overrides: Partial<ApiConfig> = {}): Promise<FastifyInstance> {
  const config = { ...loadConfig(), ...overrides };
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 64 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024,
    // brotli's default quality (11) is too slow for on-the-fly compression
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(healthRoutes);
  await app.register(sitePlugin(config));
  return app;
}
