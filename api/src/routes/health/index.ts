import type { FastifyPluginAsync } from 'fastify';

/** GET /api/health: liveness for load balancers and tests. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
};
