import { expect, test, type Page } from '@playwright/test';
import { formatKitDate, kitAgentAid, kitAgentPage, kitProgramme, kitSolutions } from '@site/shared/content/kit-digital';
import { kitDigitalStatus } from '@site/shared/content/kit-digital-status';
import { expectPageScrollLocked, presetConsent, waitForHydration } from './support';

// Issue 5: a small business explores the Kit Digital solutions and the aid amounts.

const AGENT_PATH = '/agentes-digitalizadores';
const DEADLINE = formatKitDate(kitProgramme.deadline);

/**
 * SPEC §9 "Kit Digital aid, businesses 0 to 2 employees", in the SPEC's own notation and order:
 * the amount each line of the modal starts with, and the cap the SPEC gives where there is one.
 */
const SPEC_AID = [
  { amount: '2.000€' }, // website
  { amount: '2.000€' }, // e-commerce
  { amount: '2.000€' }, // social media
  { amount: '2.000€', cap: '1 usuario' }, // CRM
  { amount: '1.500€', cap: '1 usuario' }, // business intelligence
  { amount: '2.000€', cap: '1 usuario' }, // process management
  { amount: '1.000€', cap: '1 usuario' }, // e-invoicing
  { amount: '250€', cap: 'hasta 2 usuarios' }, // virtual office
  { amount: '125€', cap: 'hasta 2 usuarios' }, // secure communications
  { amount: '125€', cap: 'hasta 2 dispositivos' }, // cybersecurity
  { amount: '2.000€' }, // advanced internet presence
  { amount: '2.000€' }, // marketplace
];

const agentHeading = (page: Page) => page.getByRole('heading', { level: 1, name: kitAgentPage.title });

test.describe('Kit Digital journey', () => {
  test.beforeEach(async ({ page }) => {
    await presetConsent(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('each of the 12 solution cards leads to its page, and Back returns to the agent page', async ({ page }) => {
    test.setTimeout(90_000);
    // Today is past the deadline: every page must say the call closed on 31-10-2025.
    expect(kitDigitalStatus(Date.now()).open, 'this journey expects a date after the Kit Digital deadline').toBe(false);
    // The cards' own code (an island's chunk, with the twelve solution records).
    const gridCode: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/solutions-grid\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) gridCode.push(request.url());
    });
    await page.goto(AGENT_PATH);
    await waitForHydration(page);
    await expect(agentHeading(page)).toBeVisible();
    // Said once, in the hero (issue 36), with what a visitor can ask instead.
    await expect(page.getByText(`Convocatoria cerrada el ${DEADLINE}`)).toHaveCount(1);
    await expect(page.getByText(`Convocatoria cerrada el ${DEADLINE}`)).toBeVisible();
    await expect(page.getByText(/^Pregúntanos por nuevas convocatorias/)).toBeVisible();

    const more = page.locator('#soluciones').getByRole('link', { name: /^Más información/ });
    await expect(more).toHaveCount(12);
    // On arrival the cards are adopted as prerendered (issue 34): links that the router follows,
    // with no code of their own, even once the visitor interacts (here the pointer moves over them).
    await page.locator('#soluciones').hover();
    await expect(page.locator('#soluciones [data-island][data-hydrated]')).toHaveCount(0);
    expect(gridCode).toEqual([]);
    expect(kitSolutions).toHaveLength(12);
    // Set once: it survives only if every hop is a client-side (router) navigation.
    await page.evaluate(() => ((window as Window & { __journey?: string }).__journey = 'kit'));

    for (const solution of kitSolutions) {
      const link = page.getByRole('link', { name: `Más información sobre ${solution.category}`, exact: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${solution.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(solution.category);
      await expect(page.getByText(`Convocatoria cerrada el ${DEADLINE}`)).toHaveCount(1);
      await expect(page.getByText(`Convocatoria cerrada el ${DEADLINE}`)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${AGENT_PATH}$`));
      await expect(agentHeading(page)).toBeVisible();
    }
    expect(await page.evaluate(() => (window as Window & { __journey?: string }).__journey)).toBe('kit');
    // Back on the agent page, rendered in the browser: the cards came with their code.
    expect(gridCode.length).toBeGreaterThan(0);
  });

  test("the 'Ver Ayudas' modal lists the 12 amounts, opens by mouse and keyboard and closes three ways", async ({ page }) => {
    await page.goto(AGENT_PATH);
    await waitForHydration(page);
    const open = page.getByRole('button', { name: 'Ver Ayudas' });
    const dialog = page.getByRole('dialog', { name: kitAgentAid.title });
    expect(kitAgentAid.title).toBe('Empresas de 0 a 2 empleados');

    // By mouse.
    await open.click();
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(dialog).toContainText('12 meses por solución contratada');
    await expect(dialog).toContainText(`Cuantías de la convocatoria que cerró el ${DEADLINE}`);

    const rows = await dialog.locator('dl > div').evaluateAll((divs) =>
      divs.map((d) => ({ category: d.querySelector('dt')?.textContent?.trim(), amount: d.querySelector('dd')?.textContent?.trim() })),
    );
    // Exactly the record, in order...
    expect(rows).toEqual(kitAgentAid.rows.map(({ category, amount }) => ({ category, amount })));
    // ...and the record says what SPEC §9 says, in its notation ("2.000€").
    expect(rows).toHaveLength(SPEC_AID.length);
    rows.forEach((row, i) => {
      // The SPEC writes "2.000€"; the site writes every amount as its pages do, "2.000 €".
      expect(row.amount?.startsWith(SPEC_AID[i].amount.replace('€', ' €')), `${row.category}: ${row.amount}`).toBe(true);
      if (SPEC_AID[i].cap) expect(row.amount).toContain(SPEC_AID[i].cap);
    });
    expect(rows.map((r) => r.category)).toEqual(kitSolutions.map((s) => s.category));
    await expectPageScrollLocked(page);

    // 'Cerrar' closes it and gives the focus back. (The corner × is named 'Cerrar' too; the
    // button with the visible word comes first.)
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // By keyboard; Escape closes it.
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    // A click on the backdrop (a corner of the viewport) closes it too.
    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('a solution page arrives with its details as served, without their code; a link to another solution brings them', async ({ page }) => {
    // Issue 34: the details below the hero are the same for every visitor, so a prerendered page
    // keeps them as served and never downloads their chunk (nor the records it reads).
    const kitScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/mfe/kit_digital/')) kitScripts.push(request.url());
    });
    const crm = kitSolutions.find((s) => s.slug === 'crm')!;
    const website = kitSolutions.find((s) => s.slug === 'website')!;
    await page.goto(crm.path);
    await waitForHydration(page);
    const onArrival = [...kitScripts];
    // What the visitor reads is all there: the features, the aid table, the other solutions.
    await expect(page.getByRole('heading', { level: 3, name: crm.services[0].title })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    // The remote's entry, its routes module and the template's chunk: no chunk for the details.
    expect(onArrival.map((url) => new URL(url).pathname.split('/').pop()!.replace(/\.[0-9a-f]+\.js$/, '.js'))).toHaveLength(3);
    await page.evaluate(() => ((window as Window & { __journey?: string }).__journey = 'kit'));
    // Another solution, from the adopted "other solutions" list: rendered in the browser, in the app.
    await page.getByRole('list').getByRole('link', { name: website.shortName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${website.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(website.category);
    await expect(page.getByRole('heading', { level: 3, name: website.services[0].title })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { __journey?: string }).__journey)).toBe('kit');
    expect(kitScripts.filter((url) => !onArrival.includes(url)).length).toBeGreaterThan(0);
  });
});
