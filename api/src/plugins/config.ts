import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated settings (api/src/config.ts): plugins and routes read them here, never from the environment. */
    config: ApiConfig;
  }
}

/**
 * Decorates the instance with the settings buildApp validated (it needs some of them before
 * the instance exists: logger, timeouts, proxy trust). Registered first; the others depend on it.
 */
export const configPlugin = fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config', fastify: '5.x' },
);
