import fp from 'fastify-plugin';
import { openStores, type Stores } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's stores on its one database (api/src/db): leads, outbox, release health, task leases. */
    stores: Stores;
  }
}

/**
 * Opens the database (SQLite under DATA_DIR, or PostgreSQL) and its stores; closes it last, once
 * the plugins registered after this one (the lead services, the release checks) have stopped.
 */
export const storesPlugin = fp(
  async (app) => {
    const { dataDir, databaseUrl } = app.config;
    const stores = await openStores({ dataDir, databaseUrl });
    app.decorate('stores', stores);
    app.addHook('onClose', async () => {
      await stores.close();
    });
  },
  { name: 'stores', fastify: '5.x', dependencies: ['config'] },
);
