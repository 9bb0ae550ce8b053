import { expect, test, type Page } from '@playwright/test';
import { aboutPicture } from '../shared/src/content/about';
import { findProjectPage } from '../shared/src/content/project-detail';
import { projects } from '../shared/src/content/projects';
import { presetConsent } from './support';

/*
 * Issue 36, item 2, "Pictures that look real", as a visitor sees it: the desktop hero of a
 * project's page carries its picture in its right half (it was half empty) and a phone does not
 * download it, /nosotros shows the team at the office at every width, and every project card on
 * /proyectos shows its own picture, loaded and described.
 */

const navegatime = findProjectPage('/projects/navegatime')!;
const heroes = [{ path: navegatime.path, alt: navegatime.picture.alt, file: navegatime.picture.name }];

/** The picture's box and whether its file arrived (a broken or empty picture has no natural width). */
async function shown(page: Page, alt: string) {
  const img = page.getByRole('img', { name: alt, exact: true });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(1);
  return (await img.boundingBox())!;
}

test.beforeEach(async ({ page }) => presetConsent(page));

for (const { path, alt, file } of heroes) {
  test(`at 1280 px the hero of ${path} has its picture in its right half; at 375 px it is not downloaded`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const box = await shown(page, alt);
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(640 - 80);
    expect(box.width).toBeGreaterThan(360);
    // Beside the title, in the band: their vertical spans overlap.
    expect(box.y).toBeLessThan(heading.y + heading.height);
    expect(box.y + box.height).toBeGreaterThan(heading.y);

    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    const fetched: string[] = [];
    phone.on('request', (r) => fetched.push(r.url()));
    await phone.goto(path, { waitUntil: 'networkidle' });
    await expect(phone.getByRole('img', { name: alt, exact: true })).toBeHidden();
    expect(fetched.filter((url) => url.includes(`/img/catalog/${file}-`))).toEqual([]);
    await phone.close();
  });
}

for (const width of [375, 1280]) {
  test(`/nosotros shows the team at the office at ${width} px, without shifting the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/nosotros');
    const picture = page.getByRole('img', { name: aboutPicture.alt, exact: true });
    await picture.scrollIntoViewIfNeeded();
    const box = await shown(page, aboutPicture.alt);
    // Its width and height attributes reserve its place: drawn at its own 8:5 shape.
    expect(Math.abs(box.width / box.height - aboutPicture.width / aboutPicture.height)).toBeLessThan(0.02);
    expect(await picture.getAttribute('width')).toBe(String(aboutPicture.width));
  });
}

test('every project card on /proyectos shows its own picture, loaded and described', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/proyectos');
  for (const p of projects) {
    const img = page.getByRole('img', { name: p.imageAlt, exact: true });
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(1);
    expect(await img.getAttribute('src')).toContain(`/img/catalog/${p.imageUrl}-`);
  }
});
