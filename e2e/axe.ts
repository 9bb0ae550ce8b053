import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe's WCAG 2.2 AA violations on the page as it is now (or inside `include`), one line each.
 *
 * Run as `axe.run` in the page itself (legacy mode), asking for violations only. By default the
 * Playwright integration opens a blank page per scan to merge its frames' partial results, and
 * every scan serialises each passing node with its selector: 3.5 CPU-s per page against 1.7 here
 * (`var/tmp`-style probe, six pages twice; issue 34, the suite's time), the same findings. What
 * legacy mode leaves out are cross-origin frames: the site's only one is the optional third-party
 * map on /contacto, which the browser tests never load (no outside network) and whose own
 * accessibility is not ours; its <iframe> element (its title) is still checked.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // options() replaces every option, withTags() adds to them: in this order, both hold.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).setLegacyMode();
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}
