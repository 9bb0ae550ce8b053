import { expect, type Page } from '@playwright/test';

/**
 * Starts a form's island as a visitor does, with the pointer over the form (the first interaction
 * it waits for), and waits until its script handles submits: the kit marks `<form data-hydrated>`.
 * Before that, a submit is the browser's own post. The pointer comes and goes until then: the
 * island listens only once React has reached it, a moment after the page itself is hydrated.
 */
export async function waitForFormScript(page: Page, formId: string) {
  const form = page.locator(`form#${formId}`);
  await expect(async () => {
    await page.mouse.move(0, 0);
    await form.hover();
    await expect(form).toHaveAttribute('data-hydrated', '', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
