import { expect, test, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { additionalLines } from '@site/shared/content/additional-lines';
import { appProducts } from '@site/shared/content/apps';
import { company } from '@site/shared/content/company';
import { formsCopy } from '@site/shared/content/forms-copy';
import { formatKitDate, kitProgramme, kitSolutions } from '@site/shared/content/kit-digital';
import { tariffs } from '@site/shared/content/tariffs';
import { CHAT_LAUNCHER } from '@site/shared/ui/chat-launcher-geometry';
import { holdRequests } from './journeys/hold';
import { presetConsent, waitForHydration } from './support';

// Issue 6: a visitor asks NavegaBot about the company and gets concrete, correct answers.

const GREETING = 'Hola! Soy NavegaBot, tu asistente de digitalización. ¿En qué puedo ayudarte hoy?';
const PLACEHOLDER = 'Escribe tu pregunta...';

/** 20.66 → "20,66 €", 35 → "35 €": how prices read in Spanish. */
const euros = (value: number) => (Number.isInteger(value) ? `${value} €` : `${value.toFixed(2).replace('.', ',')} €`);

/** The "from 0 to N employees" row of a Kit solution whose range contains `employees`. */
function kitAidFor(slug: string, employees: number): string {
  const solution = kitSolutions.find((s) => s.slug === slug)!;
  const row = solution.aidRows.find((r) => {
    const m = r.employees.match(/De (\d+) a (\d+) empleados/);
    return m && employees >= Number(m[1]) && employees <= Number(m[2]);
  });
  return row!.amount;
}

function chat(page: Page) {
  const panel = page.getByRole('dialog', { name: 'NavegaBot' });
  return {
    launcher: page.getByRole('button', { name: 'Abrir NavegaBot' }),
    panel,
    input: panel.getByPlaceholder(PLACEHOLDER),
    bot: panel.locator('[data-sender="bot"]'),
    user: panel.locator('[data-sender="user"]'),
  };
}

/** Opens NavegaBot once its code has loaded (the shell fetches it when the browser is idle). */
async function openChat(page: Page) {
  const c = chat(page);
  await expect(page.getByTestId('chat-widget')).toBeAttached({ timeout: 15_000 });
  await c.launcher.click();
  await expect(c.panel).toBeVisible();
  return c;
}

/** A 375 × 740 phone on `path`, hydrated, with the cookie banner shown (after its 2 s delay). */
async function phoneWithBanner(page: Page, path: string): Promise<Locator> {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(path);
  await waitForHydration(page);
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible({ timeout: 6000 });
  return banner;
}

/**
 * Types a question and presses Enter: the visitor's message shows at once and the field
 * empties; resolves with the bot's answer (its message row, links included).
 */
async function ask(page: Page, question: string): Promise<Locator> {
  const c = chat(page);
  const users = await c.user.count();
  const bots = await c.bot.count();
  const statuses: number[] = [];
  const onResponse = (r: Response) => {
    if (new URL(r.url()).pathname === '/api/ask-bot') statuses.push(r.status());
  };
  page.on('response', onResponse);
  await c.input.fill(question);
  await c.input.press('Enter');
  await expect(c.user).toHaveCount(users + 1);
  await expect(c.user.last()).toContainText(question);
  await expect(c.input).toHaveValue('');
  await expect(c.bot).toHaveCount(bots + 1);
  page.off('response', onResponse);
  // The API allows 30 questions a minute per IP (ASK_BOT_RATE_LIMIT_PER_MINUTE); say so plainly
  // rather than fail on a wrong answer.
  if (statuses.includes(429)) throw new Error(`"${question}" was rate limited (429): too many questions this minute for the e2e server`);
  return c.bot.last();
}

function countRequests(page: Page, path: string) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r);
  });
  return seen;
}

test.describe('NavegaBot journey', () => {
  test('opens with the greeting and answers ten questions with the facts of the site', async ({ page }) => {
    test.setTimeout(90_000);
    await presetConsent(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto('/servicios');
    // Not in the prerendered page: the widget is fetched later, when the browser is idle.
    expect(await response!.text()).not.toContain('Abrir NavegaBot');
    await waitForHydration(page);
    const c = await openChat(page);

    await expect(c.bot).toHaveCount(1);
    await expect(c.bot.first()).toContainText(GREETING);
    await expect(c.input).toBeFocused();
    await expect(c.input).toHaveAttribute('placeholder', PLACEHOLDER);

    // The visitor's message shows before the answer arrives.
    const held = await holdRequests(page, '**/api/ask-bot');
    await c.input.fill('¿Cuál es vuestro horario?');
    await c.input.press('Enter');
    await expect(c.user.last()).toContainText('¿Cuál es vuestro horario?');
    await expect(c.input).toHaveValue('');
    await expect(c.bot).toHaveCount(1);
    held.release();
    await expect(c.bot).toHaveCount(2);
    await expect(c.bot.last()).toContainText(company.hours.label);
    expect(company.hours.label).toBe('Lunes a Viernes 7:00-15:00');

    await expect(await ask(page, 'telefono de contacto')).toContainText(company.phone.display);
    await expect(await ask(page, 'cual es vuestro email')).toContainText(company.email);

    const deadline = formatKitDate(kitProgramme.deadline);
    expect(deadline).toBe('31-10-2025');
    await expect(await ask(page, 'hasta cuando se puede pedir el kit digital')).toContainText(deadline);

    // Kit Digital amounts, and a follow-up that only makes sense with the previous question.
    const management = await ask(page, 'ayuda del kit digital para gestion de procesos');
    await expect(management).toContainText(kitAidFor('management', 1));
    const followUp = await ask(page, '¿y para 5 empleados?');
    await expect(followUp).toContainText(kitAidFor('management', 5));
    expect(kitAidFor('management', 5)).toBe('3.000 €');
    await expect(followUp).not.toContainText(kitAidFor('management', 20));

    // Telephony prices, the Spanish way.
    const fibre = await ask(page, 'cuanto cuesta la fibra');
    for (const t of tariffs.filter((x) => x.type === 'Fibra')) await expect(fibre).toContainText(`${t.name} ${euros(t.price)}`);
    expect(euros(tariffs.find((x) => x.enterprise && x.type === 'Fibra')!.price)).toMatch(/^\d+,\d{2} €$/);
    const line300 = additionalLines.find((l) => l.lineType === '300GB')!;
    const extraLines = await ask(page, 'linea adicional de 300gb precio');
    await expect(extraLines).toContainText(`300GB ${euros(line300.prices.empresa)}`);
    await expect(extraLines).toContainText(`300GB ${euros(line300.prices.personal)}`);

    const saas = await ask(page, 'que productos saas teneis');
    for (const product of appProducts) await expect(saas).toContainText(product.name);

    await expect(await ask(page, 'que operador usais')).toContainText(tariffs[0].operator);
    await expect(await ask(page, 'cuanto dinero dan con el kit digital')).toContainText(kitProgramme.tier.amount.replace('Hasta ', ''));

    // Whitespace is not sent.
    const requests = countRequests(page, '/api/ask-bot');
    const usersBefore = await c.user.count();
    await c.input.fill('   ');
    await c.input.press('Enter');
    await expect(panelSend(c.panel)).toBeDisabled();
    await expect(c.user).toHaveCount(usersBefore);
    expect(requests).toHaveLength(0);

    // Applying for a job: the answer links to /empleo, followed without reloading the page.
    const jobs = await ask(page, 'quiero trabajar con vosotros');
    const jobLink = jobs.getByRole('link', { name: 'Trabaja con nosotros' });
    await expect(jobLink).toHaveAttribute('href', '/empleo');
    await page.evaluate(() => ((window as Window & { __journey?: string }).__journey = 'chat'));
    await jobLink.click();
    await expect(page).toHaveURL(/\/empleo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(formsCopy.job.hero.title);
    expect(await page.evaluate(() => (window as Window & { __journey?: string }).__journey)).toBe('chat');
  });

  test('a failing, unreachable or sessionless chat tells the visitor in Spanish', async ({ page }) => {
    await presetConsent(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    const c = await openChat(page);

    await page.route('**/api/ask-bot', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }));
    await expect(await ask(page, '¿Qué servicios ofrecéis?')).toContainText('Hubo un error al obtener la respuesta del bot.');
    await page.unroute('**/api/ask-bot');

    await page.route('**/api/ask-bot', (route) => route.abort('connectionrefused'));
    await expect(await ask(page, '¿Qué servicios ofrecéis?')).toContainText('Error en la comunicación con el servidor.');
    await page.unroute('**/api/ask-bot');

    // The stored session disappears while the chat is open (site data cleared from another tab):
    // nothing is sent and the bot says so.
    const requests = countRequests(page, '/api/ask-bot');
    await page.evaluate(() => localStorage.removeItem('sessionData'));
    await expect(await ask(page, '¿Qué servicios ofrecéis?')).toContainText('No se encontró la sesión. Por favor, inicia sesión.');
    expect(requests).toHaveLength(0);

    // Closing and opening the chat starts a new session, and answers come back.
    await c.panel.getByRole('button', { name: 'Cerrar NavegaBot' }).click();
    await expect(c.panel).toHaveCount(0);
    await c.launcher.click();
    await expect(c.input).toBeFocused();
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('sessionData') ?? 'null'));
    expect(session.sessionId).toMatch(/^sess_/);
    await expect(await ask(page, 'telefono de contacto')).toContainText(company.phone.display);
  });

  test('a press that begins on the round button as NavegaBot arrives and ends on its launcher opens the chat', async ({ page }) => {
    // The press itself asks for NavegaBot's code; if the code arrives before the release, the
    // widget's launcher has taken the placeholder's place and Chromium sends no click at all.
    await presetConsent(page);
    const entry = await holdRequests(page, '**/mfe/chatbot/**/remoteEntry.js');
    await page.goto('/');
    await waitForHydration(page);
    const box = (await page.getByRole('button', { name: 'Abrir NavegaBot' }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    entry.release();
    await expect(page.getByTestId('chat-widget')).toBeAttached();
    await page.mouse.up();
    await expect(chat(page).panel).toBeVisible();
    await expect(chat(page).input).toBeFocused();
  });

  test('on a 375 px phone the chat is a cell of the contact bar, clear of the cookie banner and back to top', async ({ page }) => {
    const banner = await phoneWithBanner(page, '/servicios');
    await page.evaluate(() => window.scrollTo(0, 800));
    // Back to top is a cell of the contact bar on a phone (issue 28), a link that works without script.
    const backToTop = page.getByTestId('floating-dock').getByRole('link', { name: 'Volver arriba' });
    await expect(backToTop).toBeVisible();
    const launcher = chat(page).launcher;
    // Measured once NavegaBot's code has loaded: until then the shell's stand-in button holds the
    // cell, and the swap (one button for the other) would leave a measure with nothing to measure.
    await expect(page.getByTestId('chat-widget')).toBeAttached({ timeout: 15_000 });
    await expect(launcher).toBeVisible();

    // The banner sits above the bar: neither covers the other.
    const obstacles = [...(await banner.getByRole('button').all()), ...(await banner.getByRole('link').all())];
    expect(obstacles.length).toBeGreaterThanOrEqual(3);
    for (const o of obstacles) expect(overlap((await launcher.boundingBox())!, (await o.boundingBox())!)).toBe(false);
    // The launcher is the bar's NavegaBot cell, at the bottom of the screen, before and after the choice.
    const atBottom = async () => Math.round(740 - (await launcher.boundingBox())!.y - (await launcher.boundingBox())!.height);
    expect(await atBottom()).toBe(0);
    await banner.getByRole('button', { name: 'Rechazar' }).click();
    await expect(banner).toHaveCount(0);
    expect(await atBottom()).toBe(0);
    const l = (await launcher.boundingBox())!;
    expect(overlap(l, (await backToTop.boundingBox())!)).toBe(false);

    // Opened, the panel ends the bar's margin above it and spans the screen with even margins.
    await launcher.click();
    const panel = chat(page).panel;
    await expect(panel).toBeVisible();
    await expect.poll(async () => Math.round(l.y - (await panel.boundingBox())!.y - (await panel.boundingBox())!.height)).toBe(CHAT_LAUNCHER.phoneEdge);
    const p = (await panel.boundingBox())!;
    expect(Math.round(p.x)).toBe(CHAT_LAUNCHER.phoneEdge);
    expect(Math.round(375 - p.x - p.width)).toBe(CHAT_LAUNCHER.phoneEdge);
  });

  test('on a 375 px phone the open chat and the cookie banner never cover each other', async ({ page }) => {
    const banner = await phoneWithBanner(page, '/contacto');
    const c = await openChat(page);
    /** Is the element the one a tap at its centre reaches (nothing drawn over it)? */
    const reachable = (l: Locator) =>
      l.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !!hit && (hit === el || el.contains(hit));
      });
    // The panel rises above the banner (a short transition): poll until both can be tapped.
    await expect.poll(() => reachable(c.input)).toBe(true);
    for (const button of await banner.getByRole('button').all()) expect(await reachable(button)).toBe(true);
    // Risen, it still starts inside the screen: its title and close button stay in sight.
    await expect.poll(() => reachable(c.panel.getByRole('button', { name: 'Cerrar NavegaBot' }))).toBe(true);
    expect((await c.panel.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await expect(await ask(page, 'telefono de contacto')).toContainText(company.phone.display);
    // Once the visitor decides, the panel comes back down to the dock.
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => reachable(c.input)).toBe(true);
  });
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const panelSend = (panel: Locator) => panel.getByRole('button', { name: 'Enviar pregunta' });
