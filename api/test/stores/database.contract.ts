import type { Stores } from '../../src/db';
import { makeLead } from '../../testing/fixtures';
import { expectFailure, type Backend } from './backends';

/** The database under the stores, on either kind: migrations, the health probe, closing. */
export function databaseContract(backend: Backend) {
  let stores: Stores;
  beforeEach(async () => {
    await backend.reset();
    stores = await backend.open();
  });

  test('says which database it is', () => {
    expect(stores.kind).toBe(backend.kind);
    expect(Boolean(stores.pool)).toBe(backend.kind === 'postgres');
  });

  test('opening again keeps the data (migrations run once)', async () => {
    const lead = makeLead();
    await stores.leads.insertLead(lead, { notify: false });
    await stores.close();
    stores = await backend.open();
    expect(await stores.leads.getLead(lead.id)).toEqual(lead);
  });

  test('the health probe commits a write, and fails once the database is closed', async () => {
    await stores.probeWrite();
    await stores.probeWrite();
    await stores.close();
    await expectFailure(stores.probeWrite(), /not open|pool after calling end/);
  });
}
