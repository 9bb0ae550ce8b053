import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { postgresRateLimitStore, pruneRateLimits } from '../input/postgres-rate-limit-store';

/** How often an instance deletes ended windows from PostgreSQL's rate_limits table. */
const PRUNE_EVERY_MS = 60_000;

const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/**
 * @fastify/rate-limit, with limits set per route (`config.rateLimit`; pages and assets are not
 * limited). One instance counts in memory, as fast as before; with DATABASE_URL every instance
 * counts in the same PostgreSQL rows, so the per-minute limits hold across all of them.
 */
export const rateLimitsPlugin = fp(
  async (app) => {
    const { config } = app;
    const { pool } = app.stores;
    await app.register(rateLimit, {
      global: false,
      allowList: config.rateLimitAllowLoopback ? (req) => isLoopback(req.ip) : undefined,
      store: pool ? postgresRateLimitStore(pool) : undefined,
    });
    if (!pool) return;
    const timer = setInterval(() => void pruneRateLimits(pool).catch(() => undefined), PRUNE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limits', fastify: '5.x', dependencies: ['config', 'stores'] },
);
