import fs from 'node:fs';
import { Client } from 'pg';
import { PRIVACY_POLICY_VERSION } from '@site/shared/schemas/leads';
import { openLeadStore } from '../../src/leads/store';
import type { LeadStore } from '../../src/leads/types';
import { makeTempDir, startLeadApp } from '../helpers/lead-app';
import { startPostgres, type TestPostgres } from '../helpers/postgres';
import { makeLead, validContact } from '../helpers/fixtures';
import Database from 'better-sqlite3';
import path from 'node:path';

jest.setTimeout(60_000);

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.stop();
});

/**
 * `.rejects.toThrow()` is not used: better-sqlite3's native addon keeps the SqliteError class of
 * the first test file that loaded it in a jest worker, so later files see a foreign-realm error.
 */
async function expectFailure(promise: Promise<unknown>, message: RegExp) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeDefined();
  expect(String((error as { message?: string }).message)).toMatch(message);
}

type Backend = {
  open: () => Promise<LeadStore>;
  reset: () => Promise<void>;
  dispose: () => Promise<void>;
  /** Makes every outbox insert fail, to prove the lead insert is rolled back with it. */
  breakOutbox: () => Promise<void>;
};

const backends: Record<'sqlite' | 'postgres', () => Backend> = {
  sqlite: () => {
    let dir = makeTempDir();
    return {
      open: () => openLeadStore({ dataDir: dir }),
      reset: async () => {
        fs.rmSync(dir, { recursive: true, force: true });
        dir = makeTempDir();
      },
      dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
      breakOutbox: async () => {
        const db = new Database(path.join(dir, 'leads.sqlite'));
        db.exec(`CREATE TRIGGER break_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox broken'); END`);
        db.close();
      },
    };
  },
  postgres: () => ({
    open: () => openLeadStore({ dataDir: '/nonexistent', databaseUrl: pg.url }),
    reset: async () => {
      const client = new Client({ connectionString: pg.url });
      await client.connect();
      await client.query('DROP TABLE IF EXISTS outbox, leads, schema_migrations');
      await client.end();
    },
    dispose: async () => undefined,
    breakOutbox: async () => {
      const client = new Client({ connectionString: pg.url });
      await client.connect();
      await client.query(`CREATE OR REPLACE FUNCTION break_outbox() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'outbox broken'; END $$ LANGUAGE plpgsql`);
      await client.query('CREATE TRIGGER break_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION break_outbox()');
      await client.end();
    },
  }),
};

describe.each(['sqlite', 'postgres'] as const)('LeadStore on %s', (kind) => {
  const backend = backends[kind]();
  let store: LeadStore;
  beforeEach(async () => {
    await backend.reset();
    store = await backend.open();
  });
  afterEach(async () => {
    await store.close();
  });
  afterAll(() => backend.dispose());

  test('stores a lead and reads back every column, with its outbox row', async () => {
    expect(store.kind).toBe(kind);
    const lead = makeLead({
      origin: 'telephony',
      requestType: 'offer',
      offerDetails: 'Fibra 600Mb + Móvil',
      planMode: 'empresa',
      lineType: '40GB',
      lineQuantity: 8,
      companyName: 'Ñandú & Cía, S.L.',
      message: 'Comillas "dobles", \'simples\' y saltos\nde línea',
    });
    await store.insertLead(lead, { notify: true });
    expect(await store.getLead(lead.id)).toEqual(lead);
    expect(await store.countLeads()).toBe(1);
    const outbox = await store.listOutbox();
    expect(outbox).toEqual([expect.objectContaining({ leadId: lead.id, status: 'pending', attempts: 0, sentAt: null })]);
  });

  test('without notifications no outbox row is written', async () => {
    await store.insertLead(makeLead(), { notify: false });
    expect(await store.listOutbox()).toEqual([]);
  });

  test('a duplicate id is refused and changes nothing', async () => {
    const lead = makeLead();
    await store.insertLead(lead, { notify: true });
    await expectFailure(store.insertLead({ ...lead, email: 'otra@example.com' }, { notify: true }), /UNIQUE|duplicate key/i);
    expect(await store.countLeads()).toBe(1);
    expect(await store.listOutbox()).toHaveLength(1);
    expect((await store.getLead(lead.id))!.email).toBe('ana@example.com');
  });

  test('lead and outbox row share one transaction: if the outbox insert fails, the lead is not kept', async () => {
    await backend.breakOutbox();
    const lead = makeLead();
    await expectFailure(store.insertLead(lead, { notify: true }), /outbox broken/);
    expect(await store.getLead(lead.id)).toBeUndefined();
    expect(await store.countLeads()).toBe(0);
    // Without a notification the insert does not touch the outbox.
    await store.insertLead(lead, { notify: false });
    expect(await store.countLeads()).toBe(1);
  });

  test('lists leads oldest first, optionally since a date', async () => {
    const a = makeLead({ createdAt: '2025-01-10T09:00:00.000Z', consentAt: '2025-01-10T09:00:00.000Z' });
    const b = makeLead({ createdAt: '2026-02-01T00:00:00.000Z', consentAt: '2026-02-01T00:00:00.000Z' });
    const c = makeLead({ createdAt: '2026-03-05T12:30:00.000Z', consentAt: '2026-03-05T12:30:00.000Z' });
    for (const lead of [c, a, b]) await store.insertLead(lead, { notify: false });
    expect((await store.listLeads()).map((l) => l.id)).toEqual([a.id, b.id, c.id]);
    expect((await store.listLeads({ since: new Date('2026-02-01T00:00:00Z') })).map((l) => l.id)).toEqual([b.id, c.id]);
  });

  test('deletes leads older than a cutoff with their outbox rows, and lists CV paths', async () => {
    const old = makeLead({ createdAt: '2022-01-01T00:00:00.000Z', consentAt: '2022-01-01T00:00:00.000Z', cvPath: 'cvs/old.pdf' });
    const recent = makeLead({ cvPath: 'cvs/new.pdf', origin: 'application', position: 'other', cvMime: 'application/pdf', cvSize: 10, cvOriginalName: 'cv.pdf' });
    await store.insertLead(old, { notify: true });
    await store.insertLead(recent, { notify: true });
    expect((await store.listCvPaths()).sort()).toEqual(['cvs/new.pdf', 'cvs/old.pdf']);
    const deleted = await store.deleteLeadsCreatedBefore(new Date('2023-01-01T00:00:00Z'));
    expect(deleted).toEqual([old]);
    expect(await store.countLeads()).toBe(1);
    expect((await store.listOutbox()).map((o) => o.leadId)).toEqual([recent.id]);
    expect(await store.listCvPaths()).toEqual(['cvs/new.pdf']);
  });

  test('outbox: claim leases a due row, retry postpones it, sent and failed are final', async () => {
    const lead = makeLead();
    await store.insertLead(lead, { notify: true });
    const now = new Date(Date.now() + 1000);
    const [item] = await store.claimDueNotifications(now, 10, 60_000);
    expect(item).toMatchObject({ leadId: lead.id, attempts: 0 });
    // Leased: a second worker does not get it.
    expect(await store.claimDueNotifications(now, 10, 60_000)).toEqual([]);

    await store.markNotificationRetry(item.id, 1, new Date(now.getTime() + 60_000), 'ECONNREFUSED');
    expect(await store.claimDueNotifications(now, 10, 60_000)).toEqual([]);
    const later = new Date(now.getTime() + 61_000);
    const [again] = await store.claimDueNotifications(later, 10, 60_000);
    expect(again).toMatchObject({ id: item.id, attempts: 1, lastError: 'ECONNREFUSED' });

    await store.markNotificationSent(again.id, later);
    expect((await store.listOutbox())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null, sentAt: later.toISOString() });
    expect(await store.claimDueNotifications(new Date(later.getTime() + 3_600_000), 10, 60_000)).toEqual([]);

    const other = makeLead();
    await store.insertLead(other, { notify: true });
    const [third] = await store.claimDueNotifications(new Date(Date.now() + 1000), 10, 60_000);
    await store.markNotificationFailed(third.id, 20, 'gave up');
    expect((await store.listOutbox()).find((o) => o.id === third.id)).toMatchObject({ status: 'failed', attempts: 20 });
  });

  test('opening again keeps the data (migrations run once)', async () => {
    const lead = makeLead();
    await store.insertLead(lead, { notify: false });
    await store.close();
    store = await backend.open();
    expect(await store.getLead(lead.id)).toEqual(lead);
  });
});

test('POST /api/contact stores to PostgreSQL when DATABASE_URL is set', async () => {
  await backends.postgres().reset();
  const t = await startLeadApp({ databaseUrl: pg.url });
  try {
    const res = await t.postJson({ ...validContact(), email: 'pg@example.com' });
    expect(res.status).toBe(201);
    const client = new Client({ connectionString: pg.url });
    await client.connect();
    const { rows } = await client.query('SELECT origin, email, policy_version, consent_at FROM leads');
    await client.end();
    expect(rows).toEqual([{ origin: 'contact', email: 'pg@example.com', policy_version: PRIVACY_POLICY_VERSION, consent_at: expect.any(Date) }]);
    // Nothing went to a SQLite file.
    expect(fs.existsSync(`${t.dataDir}/leads.sqlite`)).toBe(false);
  } finally {
    await t.close();
  }
});

test('the PostgreSQL helper fails loudly, not silently, when the server binaries are missing', async () => {
  await expect(startPostgres({ pgBin: '/nonexistent/postgresql/bin' })).rejects.toThrow(/PostgreSQL server binaries .* not found.*apt-get install postgresql/s);
});
