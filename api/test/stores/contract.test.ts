/**
 * One contract per store (issue 35), each run against both databases: SQLite, and a real
 * PostgreSQL started by the test helper. An implementation that differs from its twin fails here.
 */
import { startPostgres, type TestPostgres } from '../../testing/postgres';
import { backend, type BackendKind } from './backends';
import { databaseContract } from './database.contract';
import { leadStoreContract } from './leads.contract';
import { outboxStoreContract } from './outbox.contract';
import { releaseHealthStoreContract } from './release-health.contract';
import { taskLeasesContract } from './task-leases.contract';

jest.setTimeout(60_000);

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.stop();
});

describe.each(['sqlite', 'postgres'] as BackendKind[])('on %s', (kind) => {
  const db = backend(kind, () => pg);
  afterAll(() => db.dispose());

  describe('the database', () => databaseContract(db));
  describe('LeadStore (leads and their CVs)', () => leadStoreContract(db));
  describe('OutboxStore', () => outboxStoreContract(db));
  describe('ReleaseHealthStore', () => releaseHealthStoreContract(db));
  describe('TaskLeases', () => taskLeasesContract(db));
});
