import type { Stores } from '../../src/db';
import { makeLead } from '../../testing/fixtures';
import type { Backend } from './backends';

/** The e-mail outbox, on either database. */
export function outboxStoreContract(backend: Backend) {
  let stores: Stores;
  beforeEach(async () => {
    await backend.reset();
    stores = await backend.open();
  });

  test('claim leases a due row, retry postpones it, sent and failed are final', async () => {
    const { outbox } = stores;
    const lead = makeLead();
    await stores.leads.insertLead(lead, { notify: true });
    const now = new Date(Date.now() + 1000);
    const [item] = await outbox.claimDueNotifications(now, 10, 60_000);
    expect(item).toMatchObject({ leadId: lead.id, attempts: 0 });
    // Leased: a second worker does not get it.
    expect(await outbox.claimDueNotifications(now, 10, 60_000)).toEqual([]);

    await outbox.markNotificationRetry(item.id, 1, new Date(now.getTime() + 60_000), 'ECONNREFUSED');
    expect(await outbox.claimDueNotifications(now, 10, 60_000)).toEqual([]);
    const later = new Date(now.getTime() + 61_000);
    const [again] = await outbox.claimDueNotifications(later, 10, 60_000);
    expect(again).toMatchObject({ id: item.id, attempts: 1, lastError: 'ECONNREFUSED' });

    await outbox.markNotificationSent(again.id, later);
    expect((await outbox.listOutbox())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null, sentAt: later.toISOString() });
    expect(await outbox.claimDueNotifications(new Date(later.getTime() + 3_600_000), 10, 60_000)).toEqual([]);

    const other = makeLead();
    await stores.leads.insertLead(other, { notify: true });
    const [third] = await outbox.claimDueNotifications(new Date(Date.now() + 1000), 10, 60_000);
    await outbox.markNotificationFailed(third.id, 20, 'gave up');
    expect((await outbox.listOutbox()).find((o) => o.id === third.id)).toMatchObject({ status: 'failed', attempts: 20 });
  });

  test('a lease that runs out (a worker that died) frees the row for the next claim', async () => {
    await stores.leads.insertLead(makeLead(), { notify: true });
    const now = new Date(Date.now() + 1000);
    const [item] = await stores.outbox.claimDueNotifications(now, 10, 60_000);
    expect(await stores.outbox.claimDueNotifications(new Date(now.getTime() + 59_000), 10, 60_000)).toEqual([]);
    expect(await stores.outbox.claimDueNotifications(new Date(now.getTime() + 61_000), 10, 60_000)).toEqual([expect.objectContaining({ id: item.id })]);
  });

  test('two instances claiming at once never get the same row, and a limit is kept', async () => {
    const other = await backend.open();
    for (let i = 0; i < 5; i++) await stores.leads.insertLead(makeLead(), { notify: true });
    const now = new Date(Date.now() + 1000);
    const [a, b] = await Promise.all([stores.outbox.claimDueNotifications(now, 3, 60_000), other.outbox.claimDueNotifications(now, 3, 60_000)]);
    expect(a.length).toBeLessThanOrEqual(3);
    expect(b.length).toBeLessThanOrEqual(3);
    const ids = [...a, ...b].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(5);
  });
}
