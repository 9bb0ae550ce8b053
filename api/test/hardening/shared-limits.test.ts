/**
 * The per-minute limits (issue 26, issue 27 §3): each of POST /api/contact, /api/ask-bot and
 * /api/client-errors refills after its one-minute window and not before, in memory (one
 * instance) and in PostgreSQL (several instances count together); a proxy's X-Forwarded-For
 * names the visitor only when the connection comes from a trusted proxy.
 *
 * Mutations tried (each fails a test here):
 * - contact window 60 000 ms → 1 000 ms (api/src/routes/contact/index.ts): "refills after its
 *   window and not before" gets a 201-class answer at +59 s instead of 429.
 * - perMinuteLimit's '1 minute' → '1 second' (ask-bot, client-errors): same, at +59 s.
 * - the PostgreSQL store starting a new window on every hit (CASE … THEN 1 always): the 429 after
 *   `max` never comes; counting `hits` per instance instead of in the shared row: "two instances
 *   count together" gets more than `max` through.
 * - `trustProxy: false` hard-coded in app.ts: two visitors behind the trusted proxy share one
 *   counter, and the second is refused; `trustProxy: true` hard-coded: a header sent by anyone
 *   else picks a fresh counter and escapes the limit.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';
import { makeTempDir } from '../helpers/lead-app';
import { startPostgres, type TestPostgres } from '../../testing/postgres';

jest.setTimeout(60_000);

const MAX = 3;
const T0 = Date.UTC(2026, 10, 2, 9, 0, 0);

/** Only Date moves: Node's own timers, sockets and the pg driver keep real time. */
function fakeDateOnly() {
  jest.useFakeTimers({
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    now: T0,
  });
}

const folders: string[] = [];
async function app(overrides: BuildOptions = {}): Promise<FastifyInstance> {
  const dataDir = makeTempDir('shared-limits-');
  folders.push(dataDir);
  return buildApp({
    env: {},
    logLevel: 'silent',
    dataDir,
    siteDir: path.join(dataDir, 'site'),
    rateLimitPerMinute: MAX,
    askBotRateLimitPerMinute: MAX,
    clientErrorsRateLimitPerMinute: MAX,
    ...overrides,
  });
}
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** An empty JSON body: refused with 400 by each route, but counted by its limit first. */
const post = (a: FastifyInstance, route: string, remoteAddress = '198.51.100.20', headers: Record<string, string> = {}) =>
  a.inject({ method: 'POST', url: route, remoteAddress, headers: { 'content-type': 'application/json', ...headers }, payload: '{}' }).then((r) => r.statusCode);

const ROUTES = ['/api/contact', '/api/ask-bot', '/api/client-errors'];

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(() => pg?.stop());

describe.each([
  ['in memory (one instance)', () => ({})],
  ['in PostgreSQL (DATABASE_URL)', () => ({ databaseUrl: pg.url })],
])('each per-minute limit, counted %s', (_name, backend) => {
  let a: FastifyInstance;
  beforeAll(async () => {
    a = await app(backend());
  });
  afterAll(() => a.close());
  beforeEach(fakeDateOnly);
  afterEach(() => jest.useRealTimers());

  test.each(ROUTES)('%s refills after its one-minute window, and not a moment before', async (route) => {
    // A visitor of its own per route and backend: PostgreSQL keeps counters between tests.
    const visitor = `198.51.100.${ROUTES.indexOf(route) + 1}`;
    for (let i = 0; i < MAX; i++) expect(await post(a, route, visitor)).not.toBe(429);
    expect(await post(a, route, visitor)).toBe(429);
    jest.setSystemTime(T0 + 59_000);
    expect(await post(a, route, visitor)).toBe(429);
    jest.setSystemTime(T0 + 60_000);
    expect(await post(a, route, visitor)).not.toBe(429);
    // A new window: MAX in all, then refused again.
    for (let i = 1; i < MAX; i++) expect(await post(a, route, visitor)).not.toBe(429);
    expect(await post(a, route, visitor)).toBe(429);
  });
});

describe('with DATABASE_URL, instances count together', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    [a, b] = [await app({ databaseUrl: pg.url }), await app({ databaseUrl: pg.url })];
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  test.each(ROUTES)('%s: N instances do not mean N times the limit', async (route) => {
    const visitor = `192.0.2.${ROUTES.indexOf(route) + 1}`;
    const answers: number[] = [];
    for (let i = 0; i < 2 * MAX; i++) answers.push(await post(i % 2 === 0 ? a : b, route, visitor));
    expect(answers.filter((s) => s !== 429)).toHaveLength(MAX);
    expect(answers.slice(MAX)).toEqual(Array(MAX).fill(429));
  });
});

describe('TRUST_PROXY', () => {
  let a: FastifyInstance;
  beforeAll(async () => {
    a = await app({ trustProxy: ['127.0.0.1', '10.0.0.0/8'] });
  });
  afterAll(() => a.close());

  test("the trusted proxy's X-Forwarded-For names the visitor: two visitors behind it count apart", async () => {
    for (const proxy of ['127.0.0.1', '10.1.2.3']) {
      const first = `203.0.113.${proxy === '127.0.0.1' ? 1 : 2}`;
      for (let i = 0; i < MAX; i++) expect(await post(a, '/api/contact', proxy, { 'x-forwarded-for': first })).not.toBe(429);
      expect(await post(a, '/api/contact', proxy, { 'x-forwarded-for': first })).toBe(429);
      // Another visitor through the same proxy still has the whole minute.
      expect(await post(a, '/api/contact', proxy, { 'x-forwarded-for': `${first}0` })).not.toBe(429);
    }
  });

  test("anyone else's X-Forwarded-For is ignored: a made-up header does not escape the limit", async () => {
    const direct = '198.51.100.77';
    for (let i = 0; i < MAX; i++) expect(await post(a, '/api/ask-bot', direct, { 'x-forwarded-for': `203.0.113.${100 + i}` })).not.toBe(429);
    expect(await post(a, '/api/ask-bot', direct, { 'x-forwarded-for': '203.0.113.200' })).toBe(429);
  });

  test('1 trusts every sender (only for a server nothing but the proxy can reach)', async () => {
    const open = await app({ trustProxy: true });
    try {
      for (let i = 0; i < MAX + 2; i++) expect(await post(open, '/api/client-errors', '198.51.100.5', { 'x-forwarded-for': `203.0.113.${i}` })).not.toBe(429);
    } finally {
      await open.close();
    }
  });
});
