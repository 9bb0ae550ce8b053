/**
 * NavegaBot's sessions with DATABASE_URL (issue 26): a follow-up answered by another instance
 * keeps its context, and the PostgreSQL store keeps the memory store's rules: one hour of
 * lifetime, the last turns only, and a bound on the number of sessions.
 *
 * Mutation tried (it fails a test here): the ask-bot route asking the engine without
 * askInSharedSession (the second instance answers the follow-up without context).
 */
import { Client } from 'pg';
import { BotEngine } from '../../src/bot/engine';
import { askInSharedSession, PostgresSessions, SessionStore, SESSION_TTL_MS, type Turn } from '../../src/bot/sessions';
import { startLeadApp, type LeadApp } from '../helpers/lead-app';
import { startPostgres, type TestPostgres } from '../../testing/postgres';

jest.setTimeout(90_000);

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(() => pg?.stop());

describe('two instances on one PostgreSQL', () => {
  let a: LeadApp;
  let b: LeadApp;
  beforeAll(async () => {
    // Each instance builds its own engine, with its own memory: only the database is shared.
    a = await startLeadApp({ databaseUrl: pg.url });
    b = await startLeadApp({ databaseUrl: pg.url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const ask = async (t: LeadApp, question: string, sessionName: string) => {
    const res = await fetch(t.url.replace('/api/contact', '/api/ask-bot'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question, sessionName }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { answer: string }).answer;
  };

  test('a follow-up answered by the other instance keeps its context', async () => {
    await ask(a, 'cuánto cuesta la fibra', 'sess_shared_1');
    expect(await ask(b, '¿y en empresa?', 'sess_shared_1')).toMatch(/^Fibra para empresas \(sin IVA\)/);
    // The same words in a session of their own: no context, no fibre.
    expect(await ask(b, '¿y en empresa?', 'sess_shared_2')).not.toMatch(/^Fibra/);
  });
});

describe('PostgresSessions', () => {
  const turn = (topic: string, at: number): Turn => ({ terms: [topic], facets: { employees: 5 }, topic, score: 1, at });
  let client: Client;
  beforeAll(async () => {
    // The tables come with the lead store's migrations.
    const t = await startLeadApp({ databaseUrl: pg.url });
    await t.close();
    client = new Client({ connectionString: pg.url });
    await client.connect();
  });
  afterAll(() => client?.end());
  beforeEach(() => client.query('DELETE FROM bot_sessions'));

  const pool = () => ({ query: client.query.bind(client) }) as unknown as ConstructorParameters<typeof PostgresSessions>[0];

  test('keeps the turns as written, and forgets a session one hour after its last question', async () => {
    let now = 1_000_000;
    const shared = new PostgresSessions(pool(), () => now);
    await shared.save('sess_1', [turn('a', now), turn('b', now)]);
    now += SESSION_TTL_MS;
    expect(await shared.load('sess_1')).toEqual([turn('a', 1_000_000), turn('b', 1_000_000)]);
    now += 1;
    expect(await shared.load('sess_1')).toEqual([]);
  });

  test('holds at most its bound of sessions: the least recently used go first', async () => {
    let now = 5_000_000;
    const shared = new PostgresSessions(pool(), () => now, 3);
    for (const name of ['sess_a', 'sess_b', 'sess_c', 'sess_d', 'sess_e']) {
      now += 1000;
      await shared.save(name, [turn(name, now)]);
    }
    expect(await shared.count()).toBe(3);
    expect((await client.query('SELECT name FROM bot_sessions ORDER BY name')).rows.map((r) => r.name)).toEqual(['sess_c', 'sess_d', 'sess_e']);
  });

  test("askInSharedSession hands the engine the stored turns and writes back what it recorded (the memory store's last 4)", async () => {
    const shared = new PostgresSessions(pool());
    const engine = new BotEngine({ sessions: new SessionStore() });
    await askInSharedSession(shared, engine.sessions, 'sess_x', () => engine.ask('ayuda kit digital para gestión de procesos', 'sess_x'));
    // Another instance: an engine whose memory never saw the session.
    const other = new BotEngine({ sessions: new SessionStore() });
    const reply = await askInSharedSession(shared, other.sessions, 'sess_x', () => other.ask('¿y con 5 empleados?', 'sess_x'));
    expect(reply.followUp).toBe(true);
    for (const q of ['horario', 'teléfono', 'dirección']) await askInSharedSession(shared, other.sessions, 'sess_x', () => other.ask(q, 'sess_x'));
    expect(await shared.load('sess_x')).toHaveLength(4);
  });
});
