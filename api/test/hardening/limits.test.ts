/**
 * Limits for the open internet (issue 8): per-IP rate limits on both POST endpoints, body limits
 * also for bodies without a Content-Length, the request-head limit, and the timeouts that cut off
 * slow or silent clients. Every refusal is a Spanish JSON answer and the server keeps serving.
 */
import { buildApp, type BuildOptions } from '../../src/app';
import { ConfigError, loadConfig } from '../../src/config';
import { makeTempDir } from '../helpers/lead-app';
import { validContact } from '../../testing/fixtures';
import { isSpanishMessage, rawExchange } from './raw-http';
import fs from 'node:fs';
import path from 'node:path';
import { withSqliteFile } from '../../src/db/sqlite-file';

jest.setTimeout(30_000);

type Server = { origin: string; port: number; dataDir: string; leads: () => number; close: () => Promise<void> };

/** The whole app on a free loopback port, with the given settings and none from the machine. */
async function start(overrides: BuildOptions): Promise<Server> {
  const dataDir = makeTempDir('hardening-limits-');
  const app = await buildApp({ env: {}, logLevel: 'silent', dataDir, siteDir: path.join(dataDir, 'site'), ...overrides });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    leads: () => {
      return withSqliteFile(path.join(dataDir, 'leads.sqlite'), (db) => (db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n, { readOnly: true });
    },
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const post = (origin: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(origin + route, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const healthy = async (origin: string) => (await fetch(`${origin}/api/health`)).status === 200;

describe('per-IP rate limits on both POST endpoints', () => {
  let s: Server;
  beforeAll(async () => {
    s = await start({ rateLimitPerMinute: 5, askBotRateLimitPerMinute: 5 });
  });
  afterAll(() => s.close());

  test.each([
    ['/api/contact', (i: number) => ({ ...validContact(), email: `burst-${i}@example.com` }), 201],
    ['/api/ask-bot', () => ({ question: 'horario', sessionName: 'sess_burst' }), 200],
  ])('%s: a burst of 30 lets 5 through; the rest get 429, Retry-After and a Spanish message', async (route, body, ok) => {
    const before = s.leads();
    // A forged X-Forwarded-For changes nothing: without TRUST_PROXY the socket's address counts.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(s.origin, route, body(i), { 'x-forwarded-for': `203.0.113.${i}` })),
    );
    const passed = answers.filter((r) => r.status === ok);
    const limited = answers.filter((r) => r.status === 429);
    expect(passed).toHaveLength(5);
    expect(limited).toHaveLength(25);
    for (const res of limited) {
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(isSpanishMessage(((await res.json()) as { message: string }).message)).toBe(true);
    }
    if (route === '/api/contact') expect(s.leads()).toBe(before + 5);
    expect(await healthy(s.origin)).toBe(true);
  });
});

describe('RATE_LIMIT_ALLOW_LOOPBACK', () => {
  test('is off unless set to 1; anything but 1 or 0 stops the start', () => {
    expect(loadConfig({}).rateLimitAllowLoopback).toBe(false);
    expect(loadConfig({ RATE_LIMIT_ALLOW_LOOPBACK: '0' }).rateLimitAllowLoopback).toBe(false);
    expect(loadConfig({ RATE_LIMIT_ALLOW_LOOPBACK: '1' }).rateLimitAllowLoopback).toBe(true);
    expect(() => loadConfig({ RATE_LIMIT_ALLOW_LOOPBACK: 'true' })).toThrow('RATE_LIMIT_ALLOW_LOOPBACK: expected 1 (on) or 0 (off)');
  });

  test('lifts the limits for loopback clients (what the load test uses)', async () => {
    const s = await start({ rateLimitPerMinute: 2, askBotRateLimitPerMinute: 2, rateLimitAllowLoopback: true });
    try {
      for (let i = 0; i < 6; i++) {
        expect((await post(s.origin, '/api/contact', { ...validContact(), email: `lb-${i}@example.com` })).status).toBe(201);
        expect((await post(s.origin, '/api/ask-bot', { question: 'horario', sessionName: 'sess_lb' })).status).toBe(200);
      }
    } finally {
      await s.close();
    }
  });
});

describe('body, head and time limits', () => {
  let s: Server;
  beforeAll(async () => {
    // Short timeouts so the test can wait for them; the defaults are checked below.
    s = await start({ rateLimitAllowLoopback: true, requestTimeoutMs: 10_000, connectionTimeoutMs: 1_000 });
  });
  afterAll(() => s.close());

  test('defaults: 30 s per request, 10 s of silence, 16 KB of head; each adjustable by env', async () => {
    expect(loadConfig({})).toMatchObject({ requestTimeoutMs: 30_000, connectionTimeoutMs: 10_000, maxHeaderBytes: 16 * 1024 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '2000', MAX_HEADER_BYTES: '8192' })).toMatchObject({
      requestTimeoutMs: 5_000,
      connectionTimeoutMs: 2_000,
      maxHeaderBytes: 8_192,
    });
    // A value the server cannot use stops the start, naming each variable, instead of falling back.
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0', CONNECTION_TIMEOUT_MS: 'nada' })).toThrow(ConfigError);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0', CONNECTION_TIMEOUT_MS: 'nada' })).toThrow(
      /REQUEST_TIMEOUT_MS: expected a whole number of milliseconds, at least 1\n.*CONNECTION_TIMEOUT_MS: expected a whole number of milliseconds, at least 1/,
    );
    // …and they reach Node's server.
    const app = await buildApp({ env: {}, logLevel: 'silent', dataDir: s.dataDir });
    try {
      expect(app.server.requestTimeout).toBe(30_000);
      expect(app.server.timeout).toBe(10_000);
      expect(app.server.headersTimeout).toBeLessThanOrEqual(30_000);
    } finally {
      await app.close();
    }
  });

  test.each(['/api/contact', '/api/ask-bot'])('%s: a streamed body (no Content-Length) over 64 KB is a 413 in Spanish', async (route) => {
    const before = s.leads();
    const chunk = new TextEncoder().encode(`"${'a'.repeat(16 * 1024)}`);
    let sentChunks = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sentChunks++ < 64) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(s.origin + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(isSpanishMessage(((await res.json()) as { message: string }).message)).toBe(true);
    expect(s.leads()).toBe(before);
    expect(await healthy(s.origin)).toBe(true);
  });

  test.each([
    ['one 32 KB header', `X-Relleno: ${'a'.repeat(32 * 1024)}\r\n`, '/api/contact'],
    ['2 000 small headers', Array.from({ length: 2000 }, (_, i) => `X-H${i}: valor\r\n`).join(''), '/api/ask-bot'],
    ['a 20 KB URL', '', `/api/contact?${'q'.repeat(20 * 1024)}`],
  ])('%s: 431 in Spanish, and the server keeps answering', async (_label, headers, target) => {
    const answer = await rawExchange(
      s.port,
      (socket) => socket.write(`POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n${headers}\r\n{}`),
      5_000,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(isSpanishMessage((JSON.parse(answer.body) as { message: string }).message)).toBe(true);
    expect(await healthy(s.origin)).toBe(true);
  });

  test('a malformed request line is a 400 in Spanish', async () => {
    const answer = await rawExchange(s.port, (socket) => socket.write('HOLA /api/contact HTTP/9\r\n\r\n'), 5_000);
    expect(answer.status).toBe(400);
    expect(isSpanishMessage((JSON.parse(answer.body) as { message: string }).message)).toBe(true);
  });

  test('a client that connects and says nothing is disconnected after the connection timeout', async () => {
    const answer = await rawExchange(s.port, () => undefined, 5_000);
    expect(answer.status).not.toBe('hung');
    expect(answer.ms).toBeLessThan(3_000);
  });

  test('an upload that goes silent is disconnected after the connection timeout, long before the request timeout', async () => {
    const before = s.leads();
    const boundary = 'silent';
    const answer = await rawExchange(
      s.port,
      (socket) => {
        socket.write(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n`);
        socket.write(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n%PDF-1.7 ${'x'.repeat(32 * 1024)}`);
      },
      8_000,
    );
    // Request timeout 10 s, silence 1 s: the socket is dropped (no answer: nothing was complete).
    expect(answer.status).not.toBe('hung');
    expect(answer.ms).toBeLessThan(4_000);
    expect(s.leads()).toBe(before);
    expect(fs.existsSync(path.join(s.dataDir, 'cvs')) ? fs.readdirSync(path.join(s.dataDir, 'cvs')) : []).toEqual([]);
    expect(await healthy(s.origin)).toBe(true);
  });
});
