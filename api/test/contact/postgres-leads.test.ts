/** With DATABASE_URL the contact route stores to PostgreSQL (and nothing to a SQLite file). */
import fs from 'node:fs';
import { Client } from 'pg';
import { PRIVACY_POLICY_VERSION } from '@site/shared/schemas/leads';
import { startLeadApp } from '../helpers/lead-app';
import { startPostgres, type TestPostgres } from '../../testing/postgres';
import { validContact } from '../../testing/fixtures';

jest.setTimeout(60_000);

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.stop();
});

test('POST /api/contact stores to PostgreSQL when DATABASE_URL is set', async () => {
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
