import type { Stores } from '../../src/db';
import { makeLead } from '../../testing/fixtures';
import { expectFailure, type Backend } from './backends';

/** The lead store (leads with their CVs), on either database. */
export function leadStoreContract(backend: Backend) {
  let stores: Stores;
  beforeEach(async () => {
    await backend.reset();
    stores = await backend.open();
  });

  test('stores a lead and reads back every column, with its outbox row', async () => {
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
    expect(await stores.leads.insertLead(lead, { notify: true })).toBe('stored');
    expect(await stores.leads.getLead(lead.id)).toEqual(lead);
    expect(await stores.leads.countLeads()).toBe(1);
    expect(await stores.outbox.listOutbox()).toEqual([expect.objectContaining({ leadId: lead.id, status: 'pending', attempts: 0, sentAt: null })]);
  });

  test('without notifications no outbox row is written', async () => {
    await stores.leads.insertLead(makeLead(), { notify: false });
    expect(await stores.outbox.listOutbox()).toEqual([]);
  });

  test('a duplicate id is refused and changes nothing', async () => {
    const lead = makeLead();
    await stores.leads.insertLead(lead, { notify: true });
    await expectFailure(stores.leads.insertLead({ ...lead, email: 'otra@example.com' }, { notify: true }), /UNIQUE|duplicate key/i);
    expect(await stores.leads.countLeads()).toBe(1);
    expect(await stores.outbox.listOutbox()).toHaveLength(1);
    expect((await stores.leads.getLead(lead.id))!.email).toBe('ana@example.com');
  });

  test('the same submission again (its idempotency key stored, from another instance too) is a repeat that writes nothing', async () => {
    const other = await backend.open();
    const first = makeLead();
    expect(await stores.leads.insertLead(first, { notify: true, idempotencyKey: 'key-1' })).toBe('stored');
    expect(await other.leads.insertLead(makeLead(), { notify: true, idempotencyKey: 'key-1' })).toBe('repeat');
    expect(await stores.leads.insertLead(makeLead(), { notify: true, idempotencyKey: 'key-2' })).toBe('stored');
    // Leads without a key never collide.
    await stores.leads.insertLead(makeLead(), { notify: false });
    await stores.leads.insertLead(makeLead(), { notify: false });
    expect(await other.leads.countLeads()).toBe(4);
    expect(await other.outbox.listOutbox()).toHaveLength(2);
  });

  test('lead and outbox row share one transaction: if the outbox insert fails, the lead is not kept', async () => {
    await backend.exec(
      backend.kind === 'sqlite'
        ? `CREATE TRIGGER break_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox broken'); END`
        : `CREATE OR REPLACE FUNCTION break_outbox() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'outbox broken'; END $$ LANGUAGE plpgsql;
           CREATE TRIGGER break_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION break_outbox()`,
    );
    const lead = makeLead();
    await expectFailure(stores.leads.insertLead(lead, { notify: true }), /outbox broken/);
    expect(await stores.leads.getLead(lead.id)).toBeUndefined();
    expect(await stores.leads.countLeads()).toBe(0);
    // Without a notification the insert does not touch the outbox.
    await stores.leads.insertLead(lead, { notify: false });
    expect(await stores.leads.countLeads()).toBe(1);
  });

  test('lists leads oldest first, optionally since a date', async () => {
    const a = makeLead({ createdAt: '2025-01-10T09:00:00.000Z', consentAt: '2025-01-10T09:00:00.000Z' });
    const b = makeLead({ createdAt: '2026-02-01T00:00:00.000Z', consentAt: '2026-02-01T00:00:00.000Z' });
    const c = makeLead({ createdAt: '2026-03-05T12:30:00.000Z', consentAt: '2026-03-05T12:30:00.000Z' });
    for (const lead of [c, a, b]) await stores.leads.insertLead(lead, { notify: false });
    expect((await stores.leads.listLeads()).map((l) => l.id)).toEqual([a.id, b.id, c.id]);
    expect((await stores.leads.listLeads({ since: new Date('2026-02-01T00:00:00Z') })).map((l) => l.id)).toEqual([b.id, c.id]);
  });

  test('deletes leads older than a cutoff with their outbox rows, and lists CV paths', async () => {
    const old = makeLead({ createdAt: '2022-01-01T00:00:00.000Z', consentAt: '2022-01-01T00:00:00.000Z', cvPath: 'cvs/old.pdf' });
    const recent = makeLead({ cvPath: 'cvs/new.pdf', origin: 'application', position: 'other', cvMime: 'application/pdf', cvSize: 10, cvOriginalName: 'cv.pdf' });
    await stores.leads.insertLead(old, { notify: true });
    await stores.leads.insertLead(recent, { notify: true });
    expect((await stores.leads.listCvPaths()).sort()).toEqual(['cvs/new.pdf', 'cvs/old.pdf']);
    expect(await stores.leads.deleteLeadsCreatedBefore(new Date('2023-01-01T00:00:00Z'))).toEqual([old]);
    expect(await stores.leads.countLeads()).toBe(1);
    expect((await stores.outbox.listOutbox()).map((o) => o.leadId)).toEqual([recent.id]);
    expect(await stores.leads.listCvPaths()).toEqual(['cvs/new.pdf']);
  });

  test('a CV is kept, read back by another instance, an orphan until a lead points to it, and removed once', async () => {
    const other = await backend.open();
    const content = Buffer.from('%PDF-1.4 contract');
    const cv = await stores.leads.cvs.save('pdf', 'Mi CV.pdf', content);
    expect(cv).toMatchObject({ path: expect.stringMatching(/^cvs\/[\w-]+\.pdf$/), mime: 'application/pdf', size: content.length });
    expect(await other.leads.cvs.read(cv.path)).toEqual(content);
    const later = new Date(Date.now() + 60_000);
    expect(await other.leads.cvs.orphans(later)).toEqual([cv.path]);
    // Not before the moment it was stored: it may be a lead being committed right now.
    expect(await other.leads.cvs.orphans(new Date(Date.now() - 60_000))).toEqual([]);
    await stores.leads.insertLead(makeLead({ origin: 'application', position: 'other', cvPath: cv.path, cvOriginalName: cv.originalName, cvMime: cv.mime, cvSize: cv.size }), { notify: false });
    expect(await other.leads.cvs.orphans(later)).toEqual([]);
    expect(await other.leads.cvs.remove(cv.path)).toBe(true);
    expect(await stores.leads.cvs.read(cv.path)).toBeUndefined();
    expect(await stores.leads.cvs.remove(cv.path)).toBe(false);
  });
}
