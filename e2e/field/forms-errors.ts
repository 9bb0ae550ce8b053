import type { Locator } from '@playwright/test';

/**
 * The error a form control announces: the text of the role="alert" slot its aria-describedby
 * names, or null while that slot is hidden or empty. The kit renders every slot all the time
 * (the API fills them for a script-less answer), so "no error" is an empty, hidden slot.
 */
export async function shownErrorOf(control: Locator): Promise<string | null> {
  return control.evaluate((el) => {
    const ids = el.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    const slot = ids.map((id) => document.getElementById(id)).find((n) => n?.getAttribute('role') === 'alert');
    const text = slot && !slot.hidden ? slot.textContent?.trim() : '';
    return text || null;
  });
}
