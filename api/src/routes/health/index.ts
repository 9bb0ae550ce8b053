import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /api/health: liveness for load balancers and tests. 200 `{ status: 'ok', checks }` while
 * leads can be stored; 503 `{ status: 'degraded', checks }` when the database or the CV folder
 * refuses writes, so the balancer and the monitoring see it before visitors do. Needs only the
 * leads plugin, not the lead routes.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const checks = await app.leads.storage.check();
    if (checks.database === 'ok' && checks.files === 'ok') return { status: 'ok', checks };
    return reply.code(503).send({ status: 'degraded', checks });
  });
};
