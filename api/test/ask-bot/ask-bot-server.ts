import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';

export type RunningServer = {
  url: string;
  app: FastifyInstance;
  /** POST /api/ask-bot with a JSON body (or a raw body and content type). */
  ask: (body: unknown, init?: { raw?: string; contentType?: string }) => Promise<Response>;
  close: () => Promise<void>;
};

/**
 * Builds the whole server on a temporary data folder and listens on a free port. Settings come
 * as typed options; `env` (the variables to read) defaults to none, so the machine's own LLM_*
 * or limits never leak in.
 */
export async function startServer(options: BuildOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ask-bot-'));
  // Its own site folder, never the repository's var/site (with DATABASE_URL the release state
  // would be marked as living in that test's database).
  const app = await buildApp({ env: {}, dataDir, siteDir: path.join(dataDir, 'site'), logLevel: 'silent', ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    ask: (body, init = {}) =>
      fetch(`${url}/api/ask-bot`, {
        method: 'POST',
        headers: { 'Content-Type': init.contentType ?? 'application/json' },
        body: init.raw ?? JSON.stringify(body),
      }),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
