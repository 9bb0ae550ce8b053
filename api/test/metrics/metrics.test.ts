/**
 * GET /metrics (issue 33): Prometheus text from prom-client, only for the bearer of METRICS_TOKEN;
 * requests by route pattern (never the path asked for), latency, leads stored (a honeypot hit is
 * not one), the outbox and whether the database answers (a database that does not answer never
 * holds the scrape), the canaries, and Node's process metrics.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openStores, type OutboxItem } from '../../src/db';
import { pageFile } from '../../src/releases';
import { makeLead, validContact } from '../../testing/fixtures';
import { makeTempDir, startLeadApp, type LeadApp } from '../helpers/lead-app';
import { entryOf, publishRemote, publishShell, release, write } from '../../testing/release-site';

jest.setTimeout(30_000);

const TOKEN = 'metrics-token-for-the-test-0123456789';

const tmp = makeTempDir('metrics-site-');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A site with a live shell and catalog v1, and catalog v2 as a canary for 10 % of visitors. */
function siteWithCanary(): string {
  const siteDir = fs.mkdtempSync(path.join(tmp, 'site-'));
  publishShell(siteDir, 's1');
  publishRemote(siteDir, 'catalog', 'v1');
  publishRemote(siteDir, 'catalog', 'v2');
  write(pageFile(siteDir, 's1', 'catalog', 'v1', '/'), '<h1>inicio</h1>');
  write(pageFile(siteDir, 's1', 'catalog', 'v1', '/servicios'), '<h1>servicios</h1>');
  release(siteDir, {
    shell: 's1',
    remotes: [entryOf('catalog', 'v1')],
    canaries: [{ name: 'catalog', version: 'v2', percent: 10, since: new Date().toISOString(), by: 'test' }],
  });
  return siteDir;
}

/** The value of one series in the exposition text, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let lead: LeadApp;
  let base: string;
  const scrape = (authorization = `Bearer ${TOKEN}`) => fetch(`${base}/metrics`, { headers: { authorization } });

  beforeAll(async () => {
    lead = await startLeadApp({ siteDir: siteWithCanary(), metricsToken: TOKEN });
    base = lead.url.replace('/api/contact', '');
  });
  afterAll(() => lead.close());

  test('answers only the bearer of METRICS_TOKEN', async () => {
    for (const authorization of ['', 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('navega_');
    }
    expect((await scrape()).status).toBe(200);
  });

  test('after a page, a lead and a honeypot hit it has every series, by route pattern', async () => {
    // A notification waiting in the outbox, written by another process's connection.
    const other = await openStores({ dataDir: lead.dataDir });
    await other.leads.insertLead(makeLead(), { notify: true });
    await other.close();

    expect((await fetch(`${base}/servicios?email=visitante%40example.com`)).status).toBe(200);
    expect((await lead.postJson(validContact())).status).toBe(201);
    expect((await lead.postJson({ ...validContact(), website: 'http://spam.example' })).status).toBe(201);

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();

    expect(sample(text, 'navega_http_requests_total{method="GET",route="/*",status_class="2xx"}')).toBe(1);
    expect(sample(text, 'navega_http_requests_total{method="POST",route="/api/contact",status_class="2xx"}')).toBe(2);
    expect(sample(text, 'navega_http_request_duration_seconds_count{route="/api/contact"}')).toBe(2);
    expect(sample(text, 'navega_http_request_duration_seconds_bucket{le="+Inf",route="/*"}')).toBe(1);
    // The honeypot hit got its 201 too, but stored nothing.
    expect(sample(text, 'navega_leads_stored_total{origin="contact"}')).toBe(1);
    expect(sample(text, 'navega_outbox_notifications{status="pending"}')).toBe(1);
    expect(sample(text, 'navega_outbox_notifications{status="failed"}')).toBe(0);
    expect(sample(text, 'navega_db_up')).toBe(1);
    expect(sample(text, 'navega_canary_running{part="catalog"}')).toBe(1);
    expect(sample(text, 'navega_canary_percent{part="catalog"}')).toBe(10);
    expect(sample(text, 'navega_canary_running{part="shell"}')).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    // Never the path asked for, nor its query.
    for (const asked of ['/servicios', 'email', 'visitante']) expect(text).not.toContain(asked);
  });

  test('a database that does not answer within a second: db_up 0, the last outbox figures, and the scrape still answers', async () => {
    const store = lead.app.stores.outbox;
    const listOutbox = store.listOutbox;
    try {
      store.listOutbox = () => new Promise<OutboxItem[]>(() => undefined);
      const hung = await scrape();
      expect(hung.status).toBe(200);
      const text = await hung.text();
      expect(sample(text, 'navega_db_up')).toBe(0);
      expect(sample(text, 'navega_outbox_notifications{status="pending"}')).toBe(1);

      store.listOutbox = () => Promise.reject(new Error('connection refused'));
      expect(sample(await (await scrape()).text(), 'navega_db_up')).toBe(0);
    } finally {
      store.listOutbox = listOutbox;
    }
    expect(sample(await (await scrape()).text(), 'navega_db_up')).toBe(1);
  });
});

test('without METRICS_TOKEN there is no /metrics', async () => {
  const lead = await startLeadApp({ siteDir: siteWithCanary() });
  try {
    const res = await fetch(lead.url.replace('/api/contact', '/metrics'), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('navega_');
  } finally {
    await lead.close();
  }
});
