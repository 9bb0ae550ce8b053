/**
 * POST /api/client-errors: what the shell reports about a remote's browser errors is validated,
 * limited in size and rate, stripped of anything personal, and stored per published version in the
 * lead database (SQLite here; both databases in release-health-store.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withSqliteFile } from '../../src/db/sqlite-file';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { scrubMessage } from '../../src/routes/client-errors';

let tmp: string;
let app: FastifyInstance;
let url: string;

beforeEach(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'client-errors-'));
  const siteDir = path.join(tmp, 'site');
  fs.mkdirSync(path.join(siteDir, 'mfe/telephony/v7'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'mfe/telephony/v7/remoteEntry.js'), 'var telephony;');
  app = await buildApp({ env: {}, logLevel: 'silent', siteDir, dataDir: path.join(tmp, 'data'), clientErrorsRateLimitPerMinute: 5 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/client-errors`;
});

afterEach(async () => {
  await app.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const valid = { name: 'telephony', version: 'v7', kind: 'render', message: 'TypeError: x is undefined', path: '/telefonia' };

async function post(body: unknown, contentType = 'application/json') {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as { message: string }) : undefined };
}

function rows() {
  return withSqliteFile(path.join(tmp, 'data/leads.sqlite'), (db) => db.prepare('SELECT * FROM client_errors ORDER BY created_at').all() as Record<string, unknown>[], {
    readOnly: true,
  });
}

test('a report is stored with its version, kind, route and message, and nothing about the visitor', async () => {
  expect(await post(valid)).toEqual({ status: 204, body: undefined });
  const [row] = rows();
  expect(row).toMatchObject({ remote: 'telephony', version: 'v7', kind: 'render', message: 'TypeError: x is undefined', path: '/telefonia' });
  expect(Object.keys(row).sort()).toEqual(['created_at', 'id', 'kind', 'message', 'path', 'remote', 'version']);
});

test('sendBeacon sends it as text/plain: accepted the same', async () => {
  expect((await post(JSON.stringify(valid), 'text/plain;charset=UTF-8')).status).toBe(204);
  expect(rows()).toHaveLength(1);
});

test('query strings, e-mail addresses and phone numbers never reach the database', async () => {
  const message = 'Failed to fetch https://site.example/api/x?email=ana@example.com&tel=600123456 for ana.garcia@example.com, call +34 600 123 456';
  expect((await post({ ...valid, message, path: '/contacto?nombre=Ana&email=ana@example.com' })).status).toBe(204);
  const [row] = rows();
  expect(row.path).toBe('/contacto');
  expect(row.message).toBe('Failed to fetch https://site.example/api/x for [e-mail], call [número]');
  expect(JSON.stringify(rows())).not.toMatch(/ana|600|Ana/);
});

test('a path that is no route of the site is stored as "(otra)"', async () => {
  await post({ ...valid, path: '/usuarios/ana-garcia' });
  expect(rows()[0].path).toBe('(otra)');
});

test('a long message is cut to 300 characters', () => {
  expect(scrubMessage('x'.repeat(900))).toHaveLength(300);
});

test.each([
  ['an unknown kind', { ...valid, kind: 'fatal' }],
  ['an extra field', { ...valid, userAgent: 'Mozilla' }],
  ['a version that leaves its folder', { ...valid, version: '../x' }],
  ['a missing name', { ...valid, name: undefined }],
  ['not JSON', '{"name":'],
])('%s is refused with 400 and nothing stored', async (_label, body) => {
  const answer = await post(body);
  expect(answer).toEqual({ status: 400, body: { message: 'El informe de error no es válido.' } });
  expect(rows()).toEqual([]);
});

test('a version this site never published is refused with 404', async () => {
  expect((await post({ ...valid, version: 'v8' })).status).toBe(404);
  expect(rows()).toEqual([]);
});

test('a body over 2 KB gets 413', async () => {
  expect((await post({ ...valid, message: 'x'.repeat(3000) })).status).toBe(413);
  expect(rows()).toEqual([]);
});

test('past the per-minute limit a visitor gets 429, in Spanish', async () => {
  for (let i = 0; i < 5; i++) expect((await post(valid)).status).toBe(204);
  expect(await post(valid)).toEqual({ status: 429, body: { message: 'Demasiados informes de error seguidos.' } });
  expect(rows()).toHaveLength(5);
});
