/**
 * GET /api/health needs the stores and leads plugins only (issue 17): it works in an app without the
 * contact route, and the plugin closes what it opened when the app closes.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config';
import { configPlugin } from '../../src/plugins/config';
import { leadsPlugin } from '../../src/plugins/leads';
import { storesPlugin } from '../../src/plugins/stores';
import { healthRoutes } from '../../src/routes/health';
import { makeTempDir } from '../helpers/lead-app';

/** Settings, the stores, the lead services and the health route: nothing else. */
async function healthOnlyApp(dataDir: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  await app.register(configPlugin, { config: loadConfig({}, { dataDir }) });
  await app.register(storesPlugin);
  await app.register(leadsPlugin);
  await app.register(healthRoutes);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/health` };
}

test('answers from the lead store without the contact route', async () => {
  const dataDir = makeTempDir('health-only-');
  const { app, url } = await healthOnlyApp(dataDir);
  try {
    expect(app.hasRoute({ method: 'POST', url: '/api/contact' })).toBe(false);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', files: 'ok' } });
    // The probe wrote to the real database and the real CV folder.
    expect(fs.existsSync(path.join(dataDir, 'leads.sqlite'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'cvs'))).toBe(true);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('closing the app closes the database it opened', async () => {
  const dataDir = makeTempDir('health-close-');
  const { app } = await healthOnlyApp(dataDir);
  const store = app.stores;
  await expect(store.probeWrite()).resolves.toBeUndefined();
  await app.close();
  try {
    await expect(store.probeWrite()).rejects.toThrow(/not open/);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
