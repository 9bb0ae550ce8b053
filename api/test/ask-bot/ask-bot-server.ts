import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';

export type RunningServer = {
  url: string;
  app: FastifyInstance;
  /** POST /api/ask-bot with a JSON body (or a raw body and content type). */
  ask: (body: unknown, init?: { raw?: string; contentType?: string }) => Promise<Response>;
  close: () => Promise<void>;
};

/**
 * Builds the whole server on a temporary data folder and listens on a free port. `env` is set
 * while the app is built (route options are read then) and restored afterwards.
 */
export async function startServer(env: Record<string, string | undefined> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ask-bot-'));
  const saved: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) {
    saved[k] = process.env[k];
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  let app: FastifyInstance;
  try {
    app = await buildApp({ dataDir, logLevel: 'silent' });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
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
