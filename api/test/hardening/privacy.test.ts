/**
 * Privacy (issue 8): stored CVs live outside every served folder and no URL reaches them, however
 * it is spelled; the logs of both POST endpoints carry no e-mail, phone or message text, also for
 * refused requests and for forms posted without script (issue 16: urlencoded and multipart, with
 * their answer pages and redirects), and no URL carries what a visitor typed; the log keeps paths
 * and never a visitor's address (issue 33), direct or forwarded by a trusted proxy. (The contact form's accepted leads are covered in api/test/contact/kill.test.ts,
 * the retention purge in api/test/contact/leads-cli.test.ts.)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig, repoRoot } from '../../src/config';
import { pageFile } from '../../src/releases';
import { entryOf, publishRemote, publishShell, release, write } from '../../testing/release-site';
import { freePort } from '../../testing/free-port';
import { makeTempDir } from '../helpers/lead-app';
import { waitFor } from '../helpers/wait-for';
import { parse } from 'parse5';
import { applicationForm, cvFiles, validApplicationFields, validContact } from '../../testing/fixtures';
import { BROWSER_ACCEPT, writeFormSite } from '../../testing/form-site';
import { elementsOf } from '../../src/site/html-tree';
import { rawExchange } from './raw-http';

jest.setTimeout(40_000);

const inside = (dir: string, root: string) => {
  const rel = path.relative(root, dir);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

test('by default the data folder is outside the site (shell releases included) and the public files', () => {
  const config = loadConfig({});
  for (const served of [config.siteDir, config.publicDir]) {
    expect(inside(config.dataDir, served)).toBe(false);
    expect(inside(served, config.dataDir)).toBe(false);
  }
});

describe('a stored CV cannot be fetched over HTTP', () => {
  // The layout of a deployment: site and data side by side, so "../data" is one step away.
  const tmp = makeTempDir('hardening-privacy-');
  const siteDir = path.join(tmp, 'site');
  const dataDir = path.join(tmp, 'data');
  let app: Awaited<ReturnType<typeof buildApp>>;
  let port: number;
  let cvPath: string;
  const pdf = Buffer.concat([cvFiles.pdf(), Buffer.from('MARCA-PRIVADA-CV-4711')]);

  beforeAll(async () => {
    publishShell(siteDir, 's1');
    publishRemote(siteDir, 'catalog', 'v1');
    write(pageFile(siteDir, 's1', 'catalog', 'v1', '/'), '<h1>inicio</h1>');
    release(siteDir, { shell: 's1', remotes: [entryOf('catalog', 'v1')] });
    app = await buildApp({ siteDir, dataDir, logLevel: 'silent', rateLimitAllowLoopback: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      body: applicationForm({ ...validApplicationFields(), email: 'privada@example.com' }, { name: 'cv-privado.pdf', content: pdf }),
    });
    expect(res.status).toBe(201);
    const [file] = fs.readdirSync(path.join(dataDir, 'cvs'));
    cvPath = `cvs/${file}`;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('plausible, climbing and encoded paths all get a 404 without the file', async () => {
    const file = path.basename(cvPath);
    const targets = [
      `/data/cvs/${file}`,
      `/cvs/${file}`,
      `/${file}`,
      `/api/cvs/${file}`,
      `/data/leads.sqlite`,
      `/leads.sqlite`,
      `/mfe/../data/cvs/${file}`,
      `/mfe/../../data/cvs/${file}`,
      `/mfe/catalog/v1/../../../../data/cvs/${file}`,
      `/mfe/%2e%2e/%2e%2e/data/cvs/${file}`,
      `/mfe/..%2f..%2fdata%2fcvs%2f${file}`,
      `/mfe/%2E%2E%2F%2E%2E%2Fdata%2Fcvs%2F${file}`,
      `/mfe/..%252f..%252fdata%252fcvs%252f${file}`,
      `/mfe/..%5c..%5cdata%5ccvs%5c${file}`,
      `/mfe/..\\..\\data\\cvs\\${file}`,
      `/mfe/%c0%ae%c0%ae/%c0%ae%c0%ae/data/cvs/${file}`,
      `/mfe/....//....//data/cvs/${file}`,
      `/../data/cvs/${file}`,
      // Root paths resolve inside the served shell release (site/shell/s1): three levels up is the data folder.
      `/../../../data/cvs/${file}`,
      `/%2e%2e/%2e%2e/%2e%2e/data/cvs/${file}`,
      `/..%2f..%2f..%2fdata%2fcvs%2f${file}`,
      `/shell/s1/../../../data/cvs/${file}`,
      `/%2e%2e/data/cvs/${file}`,
      `//data/cvs/${file}`,
      `/data%2fcvs%2f${file}`,
      `/mfe/catalog/v1/%00../../../../data/cvs/${file}`,
      `/mfe/${path.relative(path.join(siteDir, 'mfe'), path.join(dataDir, cvPath))}`,
      `/mfe/${encodeURIComponent(path.join(dataDir, cvPath))}`,
      `/mfe/${path.join(dataDir, cvPath)}`,
    ];
    const got: string[] = [];
    for (const target of targets) {
      // A raw request: fetch would resolve the dot segments before sending.
      const answer = await rawExchange(port, (s) => s.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`), 5_000);
      if (answer.status !== 404 || answer.body.includes('MARCA-PRIVADA-CV-4711') || answer.body.includes('%PDF-')) got.push(`${target}: ${answer.status}`);
    }
    expect(got).toEqual([]);
    // The file is there all along, and the site itself still answers.
    expect(fs.readFileSync(path.join(dataDir, cvPath))).toEqual(pdf);
    expect((await fetch(`http://127.0.0.1:${port}/mfe/catalog/v1/remoteEntry.js`)).status).toBe(200);
  });

  test('no folder listing anywhere', async () => {
    for (const target of ['/data/', '/data/cvs/', '/cvs/', '/mfe/', '/mfe/catalog/', '/mfe/catalog/v1/', '/shell/', '/shell/s1/', '/pages/', '/pages/s1/']) {
      const res = await fetch(`http://127.0.0.1:${port}${target}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(path.basename(cvPath));
    }
  });
});

/** Every URL an HTML page points to (links, form actions, sources, the loader's scripts). */
function urlsIn(html: string): string[] {
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'poster', 'data-main']);
  return elementsOf(parse(html)).flatMap((el) => el.attrs.filter((a) => urlAttributes.has(a.name)).map((a) => a.value));
}

/**
 * The real server in a separate process at LOG_LEVEL=info, serving the form pages (so answer
 * pages are built from a prerendered page as in production): exactly what production writes to
 * its logs, captured from stdout and stderr.
 */
async function startLoggedServer(env: Record<string, string>) {
  const dataDir = makeTempDir('hardening-logs-');
  const port = await freePort();
  writeFormSite(path.join(dataDir, 'site'));
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['api/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: path.join(dataDir, 'site'),
      LOG_LEVEL: 'info',
      LLM_BASE_URL: '',
      LLM_API_KEY: '',
      LLM_MODEL: '',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(() => fetch(`${base}/api/health`).then((r) => r.ok, () => false), 20_000, 'the server');
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, base, output: () => output, stop };
}

describe('the logs of both POST endpoints carry no personal data', () => {
  test('accepted, refused and cut-off requests are logged without e-mail, phone, name or text', async () => {
    const server = await startLoggedServer({ RATE_LIMIT_ALLOW_LOOPBACK: '1', REQUEST_TIMEOUT_MS: '1000' });
    const { port, base } = server;
    try {
      const secret = { name: 'Eusebia Villalobos', email: 'eusebia.secreta@example.com', phone: '677 554 433', message: 'Texto confidencial número 9981 para la prueba' };
      const json = (route: string, body: unknown) => fetch(base + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const askBot = (question: unknown) => json('/api/ask-bot', { question, sessionName: 'sess_logs' });

      const statuses = [
        (await askBot(`Soy ${secret.name}, mi correo es ${secret.email} y mi teléfono ${secret.phone}: ${secret.message}`)).status,
        (await askBot(`${secret.message}\u0000`)).status,
        (await askBot(`${secret.email} ${'x'.repeat(600)}`)).status,
        (await json('/api/ask-bot', { question: `${secret.message} ${'x'.repeat(70_000)}` })).status,
        (await fetch(`${base}/api/ask-bot`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"question":"${secret.email}",` })).status,
        (await json('/api/contact', { ...validContact(), ...secret, phone: '677554433' })).status,
        (await json('/api/contact', { ...secret, acceptPolicy: false })).status,
        (await json('/api/contact', { ...validContact(), ...secret, name: `${secret.name}\u0000` })).status,
        (await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(secret) })).status,
        (await fetch(`${base}/api/contact`, { method: 'POST', body: applicationForm({ ...validApplicationFields(), ...secret, phone: '677554433' }, { name: 'cv-eusebia.pdf', content: cvFiles.html() }) })).status,
      ];
      expect(statuses).toEqual([200, 400, 400, 413, 400, 201, 400, 400, 415, 400]);
      // Refused before any route: a head too large and a body that never finishes.
      const big = await rawExchange(port, (s) => s.write(`POST /api/contact HTTP/1.1\r\nHost: x\r\nX-Email: ${secret.email}${'a'.repeat(20_000)}\r\n\r\n`), 5_000);
      expect(big.status).toBe(431);
      const body = JSON.stringify({ ...secret, question: secret.message });
      const slow = await rawExchange(
        port,
        (s) => s.write(`POST /api/ask-bot HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n${body}`),
        5_000,
      );
      expect(slow.status).toBe(408);

      // Forms posted without script (and by the script client), accepted and refused.
      const urls: string[] = [];
      const browser = async (body: URLSearchParams | FormData, accept = BROWSER_ACCEPT) => {
        const res = await fetch(`${base}/api/contact`, { method: 'POST', body, redirect: 'manual', headers: { accept } });
        urls.push(res.url);
        const location = res.headers.get('location');
        if (location) {
          urls.push(location);
          const page = await fetch(new URL(location, base));
          urls.push(page.url, ...urlsIn(await page.text()));
        } else if (res.headers.get('content-type')?.startsWith('text/html')) urls.push(...urlsIn(await res.text()));
        return res.status;
      };
      const contactForm = (fields: Record<string, string>) =>
        new URLSearchParams({ formOrigin: 'contact', page: '/contacto', service: 'Otro', acceptPolicy: 'true', company: `Quesería ${secret.name}`, ...secret, ...fields });
      const multipart = (fields: Record<string, string>, cv?: Buffer) =>
        applicationForm({ ...validApplicationFields(), page: '/empleo', ...secret, phone: '677554433', ...fields }, cv && { name: 'cv-eusebia.pdf', content: cv });
      const telephony = new URLSearchParams({ formOrigin: 'telephony', page: '/telefonia', planMode: 'empresa', companyName: `Quesería ${secret.name}`, tariffId: '3', acceptPolicy: 'true', ...secret });
      const formStatuses = [
        await browser(contactForm({})),
        await browser(contactForm({ email: `${secret.email}@`, acceptPolicy: '' })),
        await browser(contactForm({ phone: '677554433' }), 'application/json'),
        await browser(contactForm({ name: 'E', phone: '677554433' }), 'application/json'),
        await browser(multipart({}, cvFiles.pdf())),
        await browser(multipart({ message: 'corto' }, cvFiles.html())),
        await browser(telephony),
        await browser(new URLSearchParams({ ...Object.fromEntries(telephony), tariffId: '999' })),
      ];
      expect(formStatuses).toEqual([303, 400, 201, 400, 303, 400, 303, 400]);
      // A query string full of personal data (a form sent with method GET by mistake) on a page and on the API.
      const query = `?nombre=${encodeURIComponent(secret.name)}&email=${encodeURIComponent(secret.email)}&mensaje=${encodeURIComponent(secret.message)}`;
      expect((await fetch(`${base}/contacto${query}`)).status).toBe(200);
      expect((await fetch(`${base}/api/nada${query}`)).status).toBe(404);
      expect((await fetch(`${base}/api/contact${query}`, { method: 'POST', body: contactForm({}), redirect: 'manual', headers: { accept: BROWSER_ACCEPT } })).status).toBe(303);

      // No URL the visitor is sent to, or finds in an answer page, carries what was typed.
      expect(urls.filter((u) => u.includes('enviado=1')).length).toBeGreaterThanOrEqual(6);
      const typed = [secret.name, secret.email, secret.phone, '677554433', secret.message, 'Eusebia', 'Villalobos', 'eusebia', 'cv-eusebia'];
      for (const url of urls) {
        for (const text of typed) {
          expect(url).not.toContain(text);
          expect(url).not.toContain(encodeURIComponent(text));
        }
      }
    } finally {
      await server.stop();
    }
    const output = server.output();
    // The logs did record the traffic…
    expect(output).toMatch(/"msg":"lead stored"/);
    expect(output).toMatch(/"url":"\/api\/ask-bot"/);
    expect(output).toMatch(/"code":"ERR_HTTP_REQUEST_TIMEOUT"/);
    // …and none of what the visitor wrote.
    // ('número 9981' rather than '9981' alone, which a log's timestamp can hold by chance.)
    expect(output).toMatch(/"url":"\/contacto"/);
    expect(output).toMatch(/"statusCode":303/);
    for (const text of ['Eusebia', 'Villalobos', 'eusebia', '677 554 433', '677554433', '677+554+433', '677%20554%20433', 'confidencial', 'número 9981', 'n%C3%BAmero', 'cv-eusebia', 'Quesería', 'Queser%C3%ADa', 'nombre=', 'corto']) {
      expect(output).not.toContain(text);
    }
  });
});

/** A request on its own connection from a chosen loopback address (Linux answers on all of 127.0.0.0/8): a visitor, or a proxy. */
function requestFrom(localAddress: string, port: number, method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target, localAddress, headers: { connection: 'close', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the log keeps paths, never the visitor address', () => {
  test('pages, API answers, refusals and rate-limited posts, direct or through a trusted proxy, are logged with their path and no IP', async () => {
    const proxy = '127.0.0.5';
    const direct = '127.0.0.7';
    const forwarded = '203.0.113.77';
    const server = await startLoggedServer({ TRUST_PROXY: proxy, RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const viaProxy = (method: string, target: string, headers: Record<string, string> = {}, body?: string) =>
        requestFrom(proxy, server.port, method, target, { 'x-forwarded-for': forwarded, ...headers }, body);
      const fromVisitor = (method: string, target: string, headers: Record<string, string> = {}, body?: string) => requestFrom(direct, server.port, method, target, headers, body);
      const json = { 'content-type': 'application/json' };
      const lead = JSON.stringify(validContact());
      const statuses = [
        await viaProxy('GET', '/contacto'),
        await fromVisitor('GET', '/contacto?ref=boletin'),
        await viaProxy('GET', '/api/nada'),
        await fromVisitor('POST', '/api/contact', { 'content-type': 'text/plain' }, 'hola'),
        await fromVisitor('POST', '/api/contact', json, '{"name":'),
        // Two leads a minute per visitor: the third of each is refused, so the server told the two visitors apart.
        await fromVisitor('POST', '/api/contact', json, lead),
        await fromVisitor('POST', '/api/contact', json, lead),
        await fromVisitor('POST', '/api/contact', json, lead),
        await viaProxy('POST', '/api/contact', json, lead),
        await viaProxy('POST', '/api/contact', json, lead),
        await viaProxy('POST', '/api/contact', json, lead),
      ];
      expect(statuses).toEqual([200, 200, 404, 415, 400, 201, 201, 429, 201, 201, 429]);
    } finally {
      await server.stop();
    }
    const output = server.output();
    expect(output).toMatch(/"url":"\/contacto"/);
    expect(output).toMatch(/"url":"\/api\/nada"/);
    expect(output).toMatch(/"url":"\/api\/contact"/);
    expect(output).toMatch(/"statusCode":429/);
    expect(output).toMatch(/"msg":"lead stored"/);
    for (const address of [forwarded, direct, proxy, 'remoteAddress', 'remotePort', 'boletin']) expect(output).not.toContain(address);
    // No address of any kind but the server's own: its "listening" line and the Host header (the site's name, here 127.0.0.1).
    const withAnAddress = output
      .split('\n')
      .filter((line) => !line.includes('Server listening at'))
      .filter((line) => /\b\d{1,3}(\.\d{1,3}){3}\b/.test(line.replace(/"host":"127\.0\.0\.1:\d+"/, '')));
    expect(withAnAddress).toEqual([]);
  });
});
