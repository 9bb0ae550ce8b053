import type { Locator } from '@playwright/test';

/**
 * The error message a form control announces: the text of the role="alert" element its
 * aria-describedby points to, or null when it has none. What a screen reader reads with the field.
 */
export async function errorOf(control: Locator): Promise<string | null> {
  return control.evaluate((el) => {
    const ids = el.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    const alert = ids.map((id) => document.getElementById(id)).find((n) => n?.getAttribute('role') === 'alert');
    return alert?.textContent?.trim() ?? null;
  });
}
