/**
 * A stop (SIGTERM, a release's restart) answers the requests in flight and then ends at once. Node
 * closes the keep-alive connections that are idle when the stop begins; one whose answer was still
 * on its way became idle a moment later and, before this fix, held the stop for Fastify's
 * keep-alive timeout (72 s): a restart that hangs for a minute, seen first as a flaky test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { makeTempDir } from '../helpers/lead-app';

let tmp: string;
beforeAll(() => {
  tmp = makeTempDir('graceful-stop-');
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('an answer still being sent when the stop begins is finished, and the stop does not wait for its keep-alive connection', async () => {
  const app: FastifyInstance = await buildApp({ env: {}, siteDir: path.join(tmp, 'site'), dataDir: path.join(tmp, 'data'), logLevel: 'silent' });
  // A file sent in parts, as a large script or a CV is: its headers (keep-alive) are out before
  // the stop, its end after.
  const body = new PassThrough();
  app.get('/streamed-for-the-test', (_req, reply) => reply.type('text/plain').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };

  body.write('primera parte, ');
  const res = await fetch(`http://127.0.0.1:${port}/streamed-for-the-test`, { headers: { 'accept-encoding': 'identity' } });
  expect(res.status).toBe(200);
  const stopping = app.close().then(() => 'stopped');
  body.end('segunda parte');
  expect(await res.text()).toBe('primera parte, segunda parte');

  // Ten seconds is far beyond a stop's real length (milliseconds) and far below the keep-alive
  // timeout the connection would otherwise be held for.
  const waited = await Promise.race([stopping, new Promise((resolve) => setTimeout(resolve, 10_000, 'still waiting'))]);
  expect(waited).toBe('stopped');
});
