import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';

/** POST /api/contact — being built (issue 3). */
export const contactRoutes = (_config: ApiConfig): FastifyPluginAsync => async (app) => {
  app.post('/api/contact', async (_req, reply) => reply.code(503).send({ message: 'Servicio no disponible.' }));
};
