/**
 * The bad-input corpus (issue 8): every case of corpus/*.json against the real server on a real
 * socket with its real database. Each rejected request must get its 4xx with a Spanish JSON
 * `message` and store nothing; legitimate text that looks like HTML or SQL must be stored exactly
 * as sent (or answered, for the bot); GET /api/health must answer after every group, also while
 * slow clients hold connections; Object.prototype must stay clean. Forms (issue 16) are also sent
 * urlencoded and multipart, by the script client and as a browser's native post: a refused native
 * post gets its 4xx as the form's page (a fixture of the prerendered pages) with the Spanish message
 * in the status slot and no script that could run; an accepted one a 303 to the form's page.
 */
import fs from 'node:fs';
import { parse } from 'parse5';
import { PRIVACY_POLICY_VERSION } from '@site/shared/schemas/leads';
import { askBotAnswerSchema } from '@site/shared/schemas/chat';
import { elementsOf, getAttr, textOf } from '../../src/site/html-tree';
import { makeTempDir, startLeadApp, type LeadApp } from '../helpers/lead-app';
import { writeFormSite } from '../../testing/form-site';
import { cvFiles, validApplicationFields } from '../../testing/fixtures';
import { expandCorpus, PATHS, type CorpusRequest, type Group, type SlowSpec } from './corpus/expand';
import { isSpanishMessage, rawExchange, trickle, type RawAnswer } from './raw-http';
import contactGroups from './corpus/contact.json';
import askBotGroups from './corpus/ask-bot.json';
import legitimateGroups from './corpus/legitimate.json';
import formGroups from './corpus/forms.json';

jest.setTimeout(60_000);

// Short timeouts so the slow clients are cut off within the test: the whole request has 1.5 s,
// a silent socket 4 s (so the request timeout's 408 is what answers a stall).
const REQUEST_TIMEOUT_MS = 1_500;
const CONNECTION_TIMEOUT_MS = 4_000;

const groups = [...(contactGroups as Group[]), ...(formGroups as Group[]), ...(askBotGroups as Group[]), ...(legitimateGroups as Group[])];
const requests = expandCorpus(groups);
const byGroup = new Map<string, CorpusRequest[]>();
for (const r of requests) byGroup.set(r.group, [...(byGroup.get(r.group) ?? []), r]);

const siteTmp = makeTempDir('corpus-site-');
let t: LeadApp;
let origin: string;
let port: number;
const statuses = new Map<string, number>();
const sent = { contact: 0, 'ask-bot': 0 };
let leadsBefore = 0;
let expectedStored = 0;

beforeAll(async () => {
  writeFormSite(siteTmp);
  t = await startLeadApp({ siteDir: siteTmp, rateLimitAllowLoopback: true, requestTimeoutMs: REQUEST_TIMEOUT_MS, connectionTimeoutMs: CONNECTION_TIMEOUT_MS });
  origin = new URL(t.url).origin;
  port = Number(new URL(t.url).port);
  leadsBefore = t.rows().length;
});

afterAll(async () => {
  const leadsAfter = t.rows().length;
  const seen = [...statuses.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}×${n}`).join(', ');
  console.log(
    `[hardening corpus] ${sent.contact + sent['ask-bot']} requests (POST /api/contact ${sent.contact}, POST /api/ask-bot ${sent['ask-bot']}); ` +
      `statuses: ${seen}; leads stored before ${leadsBefore}, after ${leadsAfter} (${expectedStored} legitimate leads sent, ${leadsAfter - leadsBefore - expectedStored} from bad input)`,
  );
  await t.close();
  fs.rmSync(siteTmp, { recursive: true, force: true });
});

const count = (status: number | string) => statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);

type Answer = { status: number | string; contentType: string; location: string | null; body: string };

async function send(r: CorpusRequest): Promise<Answer> {
  try {
    const res = await fetch(origin + PATHS[r.endpoint], {
      method: r.method,
      headers: r.headers,
      body: r.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', location: res.headers.get('location'), body: await res.text() };
  } catch (error) {
    return { status: `network error (${(error as Error).cause ?? (error as Error).message})`, contentType: '', location: null, body: '' };
  }
}

/** The slow clients, over a raw socket; each must be cut off, not left hanging. */
function sendSlow(path: string, slow: SlowSpec): Promise<RawAnswer> {
  const deadline = REQUEST_TIMEOUT_MS * 4;
  const json = Buffer.from(JSON.stringify({ question: 'horario', sessionName: 'sess_slow', ...validApplicationFields() }));
  const head = (type: string, length: number) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;
  return rawExchange(
    port,
    (socket) => {
      switch (slow.kind) {
        case 'stall-headers':
          socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty`);
          break;
        case 'stall-body':
          socket.write(head('application/json', json.length) + json.subarray(0, json.length >> 1).toString());
          break;
        case 'trickle-body':
          socket.write(head('application/json', json.length));
          trickle(socket, json, 100);
          break;
        case 'stall-multipart': {
          const boundary = 'slowboundary';
          const start = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
          socket.write(head(`multipart/form-data; boundary=${boundary}`, 1024 * 1024));
          socket.write(Buffer.concat([Buffer.from(start), cvFiles.pdf(), Buffer.alloc(64 * 1024, 0x20)]));
          break;
        }
      }
    },
    deadline,
  );
}

/**
 * What is wrong with a refused native post's answer page, or undefined: it must be HTML, name the
 * refusal in Spanish in a shown status slot, and carry no script that runs and no event handler
 * (whatever was typed is text or an attribute value, never markup).
 */
function checkAnswerPage(a: Answer): string | undefined {
  if (!a.contentType.startsWith('text/html')) return `answered as ${a.contentType || 'nothing'}`;
  const all = elementsOf(parse(a.body));
  const slot = all.find((el) => getAttr(el, 'data-form-status') !== undefined && getAttr(el, 'hidden') === undefined);
  if (!slot) return `no status slot shown: ${a.body.slice(0, 200)}`;
  const message = textOf(slot.childNodes.find((n) => 'tagName' in n && n.tagName === 'span') as never);
  if (!isSpanishMessage(message)) return `status not in Spanish: ${JSON.stringify(message)}`;
  const script = all.find((el) => el.tagName === 'script' && getAttr(el, 'type') !== 'application/ld+json');
  if (script) return 'a script was left in the page';
  const handler = all.find((el) => el.attrs.some((attr) => attr.name.startsWith('on')));
  if (handler) return `an event handler reached the page: <${handler.tagName}>`;
  return undefined;
}

/** What is wrong with the answer to `r`, or undefined. */
async function check(r: CorpusRequest, a: Answer): Promise<string | undefined> {
  if (r.expect === 'stored') {
    if (r.native) {
      if (a.status !== 303) return `expected 303, got ${a.status}: ${a.body.slice(0, 200)}`;
      if (a.location !== `${r.page}?enviado=1`) return `redirected to ${a.location}`;
    } else {
      if (a.status !== 201) return `expected 201, got ${a.status}: ${a.body.slice(0, 200)}`;
      if (!a.contentType.startsWith('application/json')) return `answered as ${a.contentType}`;
    }
    const row = t.rows().find((x) => x.email === r.email);
    if (!row) return 'acknowledged but not stored';
    for (const [column, text] of Object.entries(r.verbatim ?? {})) {
      if (row[column] !== text) return `${column} stored as ${JSON.stringify(row[column])}, sent ${JSON.stringify(text)}`;
    }
    // Whatever the client added, the server builds the lead: its id, times, consent record, no CV.
    if (row.id === '00000000-0000-0000-0000-000000000000' || row.cv_path !== null || row.policy_version !== PRIVACY_POLICY_VERSION) {
      return `client fields reached the row: ${JSON.stringify({ id: row.id, cv_path: row.cv_path, policy_version: row.policy_version })}`;
    }
    if (row.consent_at !== row.created_at || Date.now() - Date.parse(String(row.created_at)) > 60_000) return 'timestamps not the server’s';
    if (r.group.startsWith('contact:') && row.origin !== 'contact') return `origin ${String(row.origin)}`;
    return undefined;
  }
  if (r.expect === 'answered') {
    if (a.status !== 200) return `expected 200, got ${a.status}: ${a.body.slice(0, 200)}`;
    const parsed = askBotAnswerSchema.safeParse(JSON.parse(a.body));
    if (!parsed.success) return `not an answer: ${a.body.slice(0, 200)}`;
    if (/<[a-z/!]/i.test(parsed.data.answer)) return `answer carries markup: ${parsed.data.answer.slice(0, 200)}`;
    return undefined;
  }
  if (a.status !== r.expect) return `expected ${r.expect}, got ${a.status}: ${a.body.slice(0, 200)}`;
  if (r.native) return checkAnswerPage(a);
  if (!a.contentType.startsWith('application/json')) return `answered as ${a.contentType || 'nothing'}`;
  let message: unknown;
  try {
    message = (JSON.parse(a.body) as { message?: unknown }).message;
  } catch {
    return `not JSON: ${a.body.slice(0, 200)}`;
  }
  if (!isSpanishMessage(message)) return `message not in Spanish: ${JSON.stringify(message)}`;
  return undefined;
}

async function health() {
  const started = Date.now();
  const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) });
  return { status: res.status, body: (await res.json()) as { status: string }, ms: Date.now() - started };
}

describe('the bad-input corpus against POST /api/contact and POST /api/ask-bot', () => {
  test('is large enough and reaches both endpoints', () => {
    const per = (e: string) => requests.filter((r) => r.endpoint === e).length;
    expect(requests.length).toBeGreaterThanOrEqual(300);
    expect(per('contact')).toBeGreaterThanOrEqual(150);
    expect(per('ask-bot')).toBeGreaterThanOrEqual(100);
    // Forms: urlencoded and multipart bodies, from the script client and as native posts, refused and stored.
    const form = (type: string, native: boolean, refused: boolean) =>
      requests.filter((r) => (r.headers['content-type'] ?? (r.body instanceof FormData ? 'multipart' : '')).includes(type) && Boolean(r.native) === native && (r.expect !== 'stored') === refused).length;
    for (const type of ['urlencoded', 'multipart']) {
      for (const native of [false, true]) {
        expect(form(type, native, true)).toBeGreaterThanOrEqual(100);
        expect(form(type, native, false)).toBeGreaterThanOrEqual(20);
      }
    }
  });

  test.each([...byGroup.keys()])('%s', async (group) => {
    const cases = byGroup.get(group)!;
    const rowsBefore = t.rows().length;
    const cvsBefore = t.cvFiles();
    const problems: string[] = [];

    const slow = cases.filter((r) => r.slow);
    if (slow.length > 0) {
      // All at once, then the server must still answer others while they hold their sockets.
      const pending = slow.map((r) => sendSlow(PATHS[r.endpoint], r.slow!));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const during = await health();
      if (during.status !== 200 || during.ms > 1_000) problems.push(`health while slow clients wait: ${during.status} in ${during.ms} ms`);
      const answers = await Promise.all(pending);
      slow.forEach((r, i) => {
        const a = answers[i];
        sent[r.endpoint] += 1;
        count(a.status);
        if (a.status === 'closed') return;
        if (a.status !== 408) return void problems.push(`${r.label}: ${a.status} after ${a.ms} ms ${a.body.slice(0, 120)}`);
        if (!isSpanishMessage((JSON.parse(a.body) as { message?: string }).message)) problems.push(`${r.label}: 408 not in Spanish: ${a.body}`);
        if (a.ms > REQUEST_TIMEOUT_MS * 3) problems.push(`${r.label}: cut off only after ${a.ms} ms`);
      });
    }

    for (const r of cases.filter((x) => !x.slow)) {
      const a = await send(r);
      sent[r.endpoint] += 1;
      count(a.status);
      const problem = await check(r, a);
      if (problem) problems.push(`${r.label}: ${problem}`);
    }

    expect(problems).toEqual([]);
    const stored = cases.filter((r) => r.expect === 'stored').length;
    expectedStored += stored;
    // Rejected input stores nothing, in the database or the CV folder; legitimate input one row each.
    expect(t.rows().length).toBe(rowsBefore + stored);
    expect(t.cvFiles()).toEqual(cvsBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    const after = await health();
    expect(after).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
