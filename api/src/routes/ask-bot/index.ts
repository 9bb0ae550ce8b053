import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';

/** POST /api/ask-bot — being built (issue 6). */
export const askBotRoutes = (_config: ApiConfig): FastifyPluginAsync => async (app) => {
  app.post('/api/ask-bot', async (_req, reply) => reply.code(503).send({ message: 'Servicio no disponible.' }));
};
