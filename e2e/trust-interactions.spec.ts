import { expect, test, type Locator, type Page } from '@playwright/test';
import { tariffs } from '../shared/src/content/tariffs';
import { NO_JS, expectChatShown, presetConsent, waitForHydration, watchConsole } from './support';

/*
 * Issue 36, item 6, "Interactions", as a visitor would notice them: dialogs that open at their
 * top, NavegaBot's panel, an early choice kept at hydration, the header over dark sections, no
 * orphan cards, the tablet header, the map's own picture. (Items 1 and 5: ./trust-at-first-sight.spec.ts.)
 */

type Box = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function openDialog(page: Page) {
  const dialog = page.locator('dialog[open]');
  return { dialog, body: dialog.locator('[data-dialog-body]'), close: dialog.getByRole('button', { name: 'Cerrar' }).last(), title: dialog.locator('h2').first() };
}

/** The title is on screen, inside the dialog, and nothing is drawn over its middle. */
async function expectTitleVisible(page: Page) {
  const { dialog, title } = openDialog(page);
  await expect(title).toBeVisible();
  const seen = await title.evaluate((h) => {
    const r = h.getBoundingClientRect();
    const d = h.closest('dialog')!.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + Math.min(r.width / 2, 40), r.top + r.height / 2);
    return { inDialog: r.top >= d.top && r.bottom <= d.bottom, onTop: !!top && h.contains(top) };
  });
  expect(seen).toEqual({ inDialog: true, onTop: true });
  await expect(dialog).toBeVisible();
}

/** The × never lies over a field, wherever the body is scrolled. */
async function expectCloseNeverOverAField(page: Page) {
  const { body, close } = openDialog(page);
  const closeBox = (await close.boundingBox())!;
  const x: Box = { left: closeBox.x, top: closeBox.y, right: closeBox.x + closeBox.width, bottom: closeBox.y + closeBox.height };
  for (const at of [0, 0.25, 0.5, 0.75, 1]) {
    const fields = await body.evaluate((el, fraction) => {
      el.scrollTop = fraction * (el.scrollHeight - el.clientHeight);
      const view = el.getBoundingClientRect();
      return [...el.querySelectorAll('input, select, textarea, label, button')]
        .map((f) => f.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.bottom > view.top && r.top < view.bottom)
        .map((r) => ({ left: r.left, top: Math.max(r.top, view.top), right: r.right, bottom: Math.min(r.bottom, view.bottom) }));
    }, at);
    for (const f of fields) expect(overlaps(f, x), `a field under the × at ${at * 100}% scrolled`).toBe(false);
  }
  await body.evaluate((el) => (el.scrollTop = 0));
}

/** Tabs through the dialog: every focused control's ring (3 px, 2 px away) lies inside the part that shows it. */
async function expectFocusRingsNotClipped(page: Page) {
  const { dialog } = openDialog(page);
  const count = await dialog.evaluate((d) => d.querySelectorAll('a[href], button, input, select, textarea').length);
  const seen = new Set<string>();
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(60); // a smooth scroll to the focused control settles
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !el.closest('dialog[open]')) return null;
      // A hidden native input (the file field's, the choice radios') draws its ring on its visible box.
      const shown = el.closest('[data-ring-box]') ?? (getComputedStyle(el).opacity === '0' ? el.parentElement! : el);
      const r = shown.getBoundingClientRect();
      const clipper = (el.closest('[data-dialog-body]') ?? el.closest('dialog'))!.getBoundingClientRect();
      const pad = 5;
      return {
        id: el.id || el.getAttribute('name') || el.textContent?.trim().slice(0, 20) || el.tagName,
        inside: r.left - pad >= clipper.left - 0.5 && r.right + pad <= clipper.right + 0.5 && r.top - pad >= clipper.top - 0.5 && r.bottom + pad <= clipper.bottom + 0.5,
      };
    });
    if (!ring) continue;
    seen.add(ring.id);
    expect(ring.inside, `focus ring of ${ring.id} inside the dialog's visible part`).toBe(true);
  }
  expect(seen.size).toBeGreaterThan(3);
}

test.describe('item 6: dialogs open at their top with their title visible', () => {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 720 },
  ]) {
    test(`/telefonia at ${viewport.width} px: a second tariff's request starts at its top; the × never covers a field; no focus ring clipped`, async ({ page }) => {
      await presetConsent(page);
      await page.setViewportSize(viewport);
      await page.goto('/telefonia');
      await waitForHydration(page);
      // Empresa is the default mode: its tariffs are on the page.
      const [one, other] = tariffs.filter((t) => t.enterprise).filter((_, i) => i === 0 || i === 4);
      const opener = (name: string) => page.getByRole('button', { name: `Solicitar oferta: ${name}`, exact: true });
      await opener(one.name).click();
      const { dialog, body } = openDialog(page);
      await expect(page.getByRole('dialog', { name: `Solicitar oferta: ${one.name}` })).toBeVisible();
      expect(await body.evaluate((el) => el.scrollTop)).toBe(0);
      await expectTitleVisible(page);
      await expectCloseNeverOverAField(page);
      await expectFocusRingsNotClipped(page);

      // Left scrolled to its end, closed, then opened from another tariff: at its top again.
      await body.evaluate((el) => (el.scrollTop = el.scrollHeight));
      expect(await body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await opener(other.name).scrollIntoViewIfNeeded();
      await opener(other.name).click();
      await expect(page.getByRole('dialog', { name: `Solicitar oferta: ${other.name}` })).toBeVisible();
      await page.waitForTimeout(300);
      expect(await body.evaluate((el) => el.scrollTop)).toBe(0);
      await expectTitleVisible(page);
    });
  }

  test("/agentes-digitalizadores 'Ver Ayudas' and a /projects/navegatime video open at their top, title visible", async ({ page }) => {
    await presetConsent(page);
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/agentes-digitalizadores');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Ver Ayudas' }).first().click();
    await expect(openDialog(page).dialog).toBeVisible();
    expect(await openDialog(page).body.evaluate((el) => el.scrollTop)).toBe(0);
    await expectTitleVisible(page);
    await expectCloseNeverOverAField(page);

    await page.goto('/projects/navegatime');
    await waitForHydration(page);
    const video = page.locator('button[commandfor]').filter({ has: page.locator('strong') }).first();
    await video.scrollIntoViewIfNeeded();
    await video.click();
    await expect(openDialog(page).dialog).toBeVisible();
    expect(await openDialog(page).body.evaluate((el) => el.scrollTop)).toBe(0);
    await expectTitleVisible(page);
  });
});

test.describe('item 6: NavegaBot', () => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the panel is at least 400 × 560 px within the screen, and messages never pass under its header`, async ({ page }) => {
      const problems = watchConsole(page);
      await presetConsent(page);
      await page.setViewportSize(viewport);
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Abrir NavegaBot' }).click();
      const panel = page.getByTestId('chat-panel');
      await expectChatShown(page, panel, problems);
      await panel.evaluate((p) => Promise.all(p.getAnimations().map((a) => a.finished))); // it rises in, slightly scaled
      const box = (await panel.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(400);
      expect(box.height).toBeGreaterThanOrEqual(560);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

      const input = panel.getByRole('textbox');
      const messages = panel.locator('[data-message-id]');
      for (const question of ['¿Qué es el Kit Digital?', '¿Cuánto cuesta una web?', '¿Tenéis fibra para empresas?']) {
        const before = await messages.count();
        await input.fill(question);
        await input.press('Enter');
        // The question, then NavegaBot's answer.
        await expect.poll(() => messages.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 2);
        await expect(panel.getByText(question)).toBeVisible();
      }
      await page.waitForTimeout(600); // the smooth scroll to the newest message
      const layout = await panel.evaluate((p) => {
        const head = p.querySelector('h2')!.parentElement!.parentElement!.getBoundingClientRect();
        const log = p.querySelector('[role="log"]')!.getBoundingClientRect();
        const probe = document.elementFromPoint(head.left + head.width / 2, head.top + head.height / 2);
        return { panelScroll: p.scrollTop, headTop: head.top, panelTop: p.getBoundingClientRect().top, logTop: log.top, headBottom: head.bottom, headOnTop: !!probe && !probe.closest('[data-message-id]') && p.contains(probe) };
      });
      expect(layout.panelScroll).toBe(0);
      expect(Math.abs(layout.headTop - layout.panelTop)).toBeLessThanOrEqual(1);
      expect(layout.logTop).toBeGreaterThanOrEqual(layout.headBottom - 0.5);
      expect(layout.headOnTop).toBe(true);
    });
  }

  test('on a phone the panel is still the sheet of issue 28 (12 px from each side)', async ({ page }) => {
    const problems = watchConsole(page);
    await presetConsent(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir NavegaBot' }).first().click();
    await expectChatShown(page, page.getByTestId('chat-panel'), problems);
    await page.getByTestId('chat-panel').evaluate((p) => Promise.all(p.getAnimations().map((a) => a.finished)));
    const box = (await page.getByTestId('chat-panel').boundingBox())!;
    expect(box.x).toBeCloseTo(12, 0);
    expect(375 - box.x - box.width).toBeCloseTo(12, 0);
    expect(box.y).toBeCloseTo(12, 0);
  });
});

test.describe('item 6: the state of an early interaction is adopted at hydration', () => {
  test('/empleo on a throttled phone (CPU 6×): a CV chosen before the form hydrated is shown afterwards and is what gets sent', async ({ page }) => {
    await presetConsent(page);
    await page.setViewportSize({ width: 375, height: 740 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // The form's code is still on its way (as on a slow network) when the visitor picks the file.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/job-application-form.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/empleo', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form').filter({ has: page.locator('input[name="cv"]') });
    const zone = form.locator('input[name="cv"]');
    await zone.scrollIntoViewIfNeeded();
    const chooser = page.waitForEvent('filechooser');
    await zone.click();
    await (await chooser).setFiles({ name: 'cv-temprano.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% CV de prueba\n%%EOF\n') });
    // Chosen before the form's code took it over.
    const island = form.locator('xpath=ancestor::*[@data-island][1]');
    await expect(island).toHaveCount(1);
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    release();

    await expect(island).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    const chosen = form.getByRole('status').filter({ hasText: 'Archivo seleccionado correctamente' });
    await expect(chosen).toBeVisible();
    await expect(chosen).toContainText('cv-temprano.pdf');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await form.getByLabel(/Nombre/).first().fill('Candidata Temprana');
    await form.getByLabel(/Email/).first().fill(`temprana.${Date.now()}@example.com`);
    await form.getByLabel(/Teléfono/).first().fill('600123456');
    await form.getByLabel(/Posición|Puesto/).first().selectOption({ label: 'Candidatura espontánea' });
    await form.getByLabel(/Carta de presentación|Mensaje/).first().fill('Me gustaría formar parte del equipo de desarrollo.');
    await form.getByRole('checkbox').check();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Enviar candidatura' }).click();
    const body = (await request).postDataBuffer()?.toString('latin1') ?? '';
    expect(body).toMatch(/name="cv"; filename="cv-temprano\.pdf"/);
    expect(body).toContain('% CV de prueba');
  });
});

/** Where the header's background shows (between the logo and the links), as a screenshot's pixels. */
async function headerBackdropPixels(page: Page): Promise<number[][]> {
  const header = page.locator('header').first();
  const box = await header.evaluate((h) => {
    const logo = h.querySelector('a')!.getBoundingClientRect();
    const next = h.querySelector('nav a, button')!.getBoundingClientRect();
    const hr = h.getBoundingClientRect();
    return { x: Math.ceil(logo.right + 8), y: hr.top + 4, width: Math.max(8, Math.floor(next.left - logo.right - 16)), height: hr.height - 8 };
  });
  const png = await page.screenshot({ clip: box });
  const sharp = (await import('sharp')).default;
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const pixels: number[][] = [];
  for (let i = 0; i < data.length; i += info.channels) pixels.push([data[i], data[i + 1], data[i + 2]]);
  return pixels;
}

test.describe('item 6: the header over a dark section', () => {
  for (const width of [375, 768, 1280]) {
    test(`at ${width} px the header is solid over the dark footer: no grey, no footer text through it`, async ({ page }) => {
      await presetConsent(page);
      // A short window, so the page can scroll the footer's top up under the header.
      await page.setViewportSize({ width, height: 360 });
      await page.goto('/servicios');
      await waitForHydration(page);
      // The footer's top just under the header's lower edge.
      await page.evaluate(() => {
        const footer = document.querySelector('footer')!;
        window.scrollTo(0, footer.getBoundingClientRect().top + window.scrollY - 40);
      });
      const header = page.locator('header').first();
      const under = await header.evaluate((h) => {
        const r = h.getBoundingClientRect();
        return document.elementsFromPoint(r.width / 2, r.bottom - 2).find((e) => !h.contains(e))?.closest('footer') !== null;
      });
      expect(under, 'the footer is under the header').toBe(true);
      await expect(header).toHaveAttribute('data-over-dark', 'true');
      await page.waitForTimeout(400); // the background's transition
      const pixels = await headerBackdropPixels(page);
      const channels = pixels.flat();
      expect(Math.min(...channels)).toBeGreaterThanOrEqual(250);
    });
  }
});

/** Cards of a grid grouped in rows: for each row, its cards' count and its left and right edges. */
async function rowsOf(cards: Locator) {
  const boxes = await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), left: r.left, right: r.right })));
  const rows = new Map<number, { count: number; left: number; right: number }>();
  for (const b of boxes) {
    const row = rows.get(b.top) ?? { count: 0, left: Infinity, right: -Infinity };
    rows.set(b.top, { count: row.count + 1, left: Math.min(row.left, b.left), right: Math.max(row.right, b.right) });
  }
  return [...rows.values()];
}

test.describe('item 6: no orphan card', () => {
  for (const width of [768, 1280]) {
    test(`/servicios at ${width} px: the five services fill every row edge to edge, none alone`, async ({ page }) => {
      await presetConsent(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/servicios');
      const cards = page.locator('main section').filter({ has: page.getByRole('heading', { name: 'Nuestros servicios' }) }).getByRole('link', { name: /Más Información/ }).locator('xpath=ancestor::*[parent::*[count(*)=5]][1]');
      await expect(cards).toHaveCount(5);
      const grid = (await cards.first().evaluate((c) => c.parentElement!.getBoundingClientRect().toJSON())) as DOMRect;
      const rows = await rowsOf(cards);
      console.log(`/servicios at ${width}: rows ${rows.map((r) => r.count).join(' + ')}`);
      for (const row of rows) {
        expect(row.count).toBeGreaterThanOrEqual(2);
        expect(row.left).toBeCloseTo(grid.left, 0);
        expect(row.right).toBeCloseTo(grid.right, 0);
      }
    });

    test(`/kit-digital at ${width} px: segments I to V in order, no segment alone on a row`, async ({ page }) => {
      await presetConsent(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/kit-digital');
      const segments = page.locator('section[aria-labelledby="segmentos"] ol > li');
      await expect(segments).toHaveCount(5);
      await expect(segments.locator('h3')).toHaveText(['Segmento I', 'Segmento II', 'Segmento III', 'Segmento IV', 'Segmento V']);
      const list = (await segments.first().evaluate((c) => c.parentElement!.getBoundingClientRect().toJSON())) as DOMRect;
      for (const row of await rowsOf(segments)) {
        expect(row.count).toBeGreaterThanOrEqual(2);
        expect(row.left).toBeCloseTo(list.left, 0);
        expect(row.right).toBeCloseTo(list.right, 0);
      }
    });
  }
});

test.describe('item 6: the tablet header', () => {
  for (const width of [768, 800, 900]) {
    for (const font of ['ours', 'the system font (ours not in yet)'] as const) {
      test(`at ${width} px with ${font}: the logo and Contacto sit the same distance from their edges`, async ({ page }) => {
        await presetConsent(page);
        if (font !== 'ours') await page.route('**/fonts/*.woff2', (route) => route.abort());
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/servicios');
        await waitForHydration(page);
        const margins = await page.evaluate(() => {
          const header = document.querySelector('header')!;
          const logo = header.querySelector('a')!.getBoundingClientRect();
          const cta = header.querySelector('nav')!.lastElementChild!.getBoundingClientRect();
          return { left: logo.left, right: document.documentElement.clientWidth - cta.right };
        });
        expect(margins.right).toBeGreaterThan(0);
        expect(Math.abs(margins.left - margins.right)).toBeLessThanOrEqual(1);
      });
    }
  }
});

test.describe('item 6: the map on /contacto', () => {
  const picture = (page: Page) => page.getByTestId('map-picture');

  test('before consent our plan of the area shows, linking to the map; the service never answering leaves it, never a broken frame', async ({ page }) => {
    await page.route('https://www.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/contacto');
    await waitForHydration(page);
    await picture(page).scrollIntoViewIfNeeded();
    await expect(picture(page)).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
    const img = picture(page).getByRole('img', { name: 'Plano ilustrado de la zona de nuestra oficina en Elche' });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.getByRole('button', { name: 'Cargar mapa' }).click();
    const note = page.getByTestId('map-unavailable');
    await expect(note).toContainText('El mapa de OpenStreetMap no responde ahora mismo');
    await expect(note).toBeFocused();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(img).toBeVisible();
  });

  test('once the service answers, its map is laid over the plan', async ({ page }) => {
    // A stand-in for the service: it answers the page's HEAD request, then the frame.
    await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>mapa</title><p>Mapa de prueba</p>' }));
    await presetConsent(page, 'accepted');
    await page.goto('/contacto');
    await waitForHydration(page);
    const frame = page.locator('iframe[title^="Mapa de la ubicación"]');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('data-reached', 'true');
    await expect(frame).toHaveCSS('opacity', '1');
    await expect(page.frameLocator('iframe[title^="Mapa de la ubicación"]').getByText('Mapa de prueba')).toBeVisible();
  });

  test(`without JavaScript the plan and its link are there ${NO_JS}`, async ({ page }) => {
    await page.goto('/contacto');
    await expect(picture(page).getByRole('img', { name: 'Plano ilustrado de la zona de nuestra oficina en Elche' })).toBeVisible();
    await expect(picture(page)).toHaveAttribute('href', /openstreetmap\.org/);
  });
});
