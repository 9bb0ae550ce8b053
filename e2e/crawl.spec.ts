import { expect, test, type APIRequestContext } from '@playwright/test';
import { company } from '@site/shared/content/company';
import { findProjectPage } from '@site/shared/content/project-detail';
import { siteRoutes } from '@site/shared/content/site-routes';
import { CLIPS } from '../tools/site/navegatime-videos/scenes';
import { manifestReferences, pageReferences } from './crawl/references';
import { presetConsent, waitForHydration } from './support';

// Issue 19: nothing a visitor or a crawler follows is broken. Every prerendered page is read as
// a crawler reads it (plain HTTP) and every URL of ours it references is requested once.

/** The public origin canonical and Open Graph URLs are written with: it is this site too. */
const PUBLIC_ORIGIN = new URL(company.siteUrl).origin;
/** A path outside the route table: the 404 page's own links must work as well. */
const MISSING_PAGE = '/esta-pagina-no-existe';
/** Requests in flight at once: quick, without crowding a small machine. */
const PARALLEL = 6;

/** Runs `work` on every item, a few at a time. */
async function eachInParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  }));
}

/** The path (and query) on this server that a reference points to; undefined when it is not ours or only an anchor. */
function ownPath(ref: string, from: string, baseURL: string): string | undefined {
  if (ref.startsWith('#')) return undefined; // a place on the page itself
  let url: URL;
  try {
    url = new URL(ref, new URL(from, baseURL));
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(baseURL).origin && url.origin !== PUBLIC_ORIGIN) return undefined;
  return url.pathname + url.search;
}

const isManifest = (contentType: string | undefined) => Boolean(contentType?.startsWith('application/manifest+json'));

test('every URL of ours that a page, its web app manifest or its JSON-LD references answers 2xx', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const referrers = new Map<string, Set<string>>();
  const status = new Map<string, number>();
  const refer = (ref: string, from: string) => {
    const target = ownPath(ref, from, baseURL!);
    if (target) referrers.set(target, (referrers.get(target) ?? new Set()).add(from));
  };

  const pages = [...siteRoutes.map((r) => r.path), MISSING_PAGE];
  await eachInParallel(pages, async (page) => {
    const res = await request.get(page, { maxRedirects: 0 });
    status.set(page, res.status());
    for (const ref of pageReferences(await res.text())) refer(ref, page);
  });
  expect(status.get(MISSING_PAGE)).toBe(404);
  status.delete(MISSING_PAGE);

  // Until nothing new turns up: a manifest found on the pages adds its icons.
  for (let pending = [...referrers.keys()]; pending.length; pending = [...referrers.keys()].filter((u) => !status.has(u))) {
    await eachInParallel(pending, async (url) => {
      const res = await request.get(url, { maxRedirects: 0 });
      status.set(url, res.status());
      if (res.ok() && isManifest(res.headers()['content-type'])) for (const ref of manifestReferences(await res.json())) refer(ref, url);
    });
  }

  const broken = [...status].filter(([, code]) => code < 200 || code > 299);
  const report = broken.map(([url, code]) => `${code} ${url} ← ${[...(referrers.get(url) ?? [])].join(', ')}`);
  expect(report).toEqual([]);
  // The crawl reached what the issue found missing.
  for (const url of ['/img/og/inicio.png', '/img/og/telefonia.png', '/img/og/kit-crm.png', '/img/icons/apple-touch-icon.png', '/favicon.ico', '/manifest.webmanifest', '/img/icons/icon-maskable-512.png']) {
    expect(status.get(url), url).toBe(200);
  }
});

const CONTENT_TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4', vtt: 'text/vtt; charset=utf-8' };

/** A player seeks by asking for byte ranges: the first 100 bytes come back alone, with the right type. */
async function expectServedForSeeking(request: APIRequestContext, url: string) {
  const res = await request.get(url, { headers: { Range: 'bytes=0-99' } });
  expect(res.status(), url).toBe(206);
  expect(res.headers()['content-type'], url).toBe(CONTENT_TYPES[url.split('.').pop()!]);
  expect(res.headers()['content-range'], url).toMatch(/^bytes 0-99\/\d+$/);
  expect((await res.body()).length, url).toBe(100);
}

test('/projects/navegatime: each video plays in its dialog with its Spanish captions, from files served for seeking', async ({ page, request }) => {
  test.setTimeout(120_000);
  await presetConsent(page);
  await page.goto('/projects/navegatime');
  await waitForHydration(page);
  for (const video of findProjectPage('/projects/navegatime')!.videos) {
    const clip = CLIPS.find((c) => video.mp4 === `/video/${c.name}.mp4`)!;
    await page.getByRole('button', { name: new RegExp(video.title) }).click();
    const dialog = page.getByRole('dialog', { name: video.title });
    await expect(dialog).toBeVisible();
    const player = dialog.locator('video');

    const files = await player.evaluate((v) => [...v.querySelectorAll('source, track')].map((e) => (e as HTMLSourceElement | HTMLTrackElement).src));
    expect(files.map((f) => new URL(f).pathname)).toEqual([video.webm, video.mp4, video.captions]);
    for (const url of files) await expectServedForSeeking(request, url);

    // Opened with scripts, it starts playing; Chromium takes the WebM (VP9), listed first.
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    expect(await player.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname)).toBe(video.webm);
    const started = await player.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(started);

    // The captions are on and hold a cue for each scene; the one on screen matches the moment.
    const captions = () =>
      player.evaluate((v: HTMLVideoElement) => {
        const track = v.textTracks[0];
        const texts = (cues: TextTrackCueList | null) => [...(cues ?? [])].map((c) => (c as VTTCue).text);
        return { kind: track?.kind, language: track?.language, mode: track?.mode, cues: texts(track?.cues ?? null), active: texts(track?.activeCues ?? null) };
      });
    await expect.poll(async () => (await captions()).cues).toEqual(clip.scenes.map((s) => s.caption));
    expect(await captions()).toMatchObject({ kind: 'captions', language: 'es', mode: 'showing' });
    // Paused, then sought to the middle of the last scene (a seek updates the cues on screen at
    // once; a pause alone left the last frame's cue there for seconds on a slow machine).
    const cueThere = await player.evaluate((v: HTMLVideoElement) => {
      v.pause();
      const cues = [...(v.textTracks[0].cues ?? [])];
      const last = cues[cues.length - 1];
      v.currentTime = (last.startTime + last.endTime) / 2;
      return cues.filter((c) => c.startTime <= v.currentTime && v.currentTime < c.endTime).map((c) => (c as VTTCue).text);
    });
    expect(cueThere).toEqual([clip.scenes[clip.scenes.length - 1].caption]);
    await expect.poll(async () => (await captions()).active).toEqual(cueThere);

    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  }
});
