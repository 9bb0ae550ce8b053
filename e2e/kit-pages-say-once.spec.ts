import { expect, type Page } from '@playwright/test';
import { kitSolutions } from '@site/shared/content/kit-solutions';
import { waitForHydration } from './support';
import { visitorTest as test } from './visitor';

// Issue 36 item 3, "each page says a thing once": /kit-digital (what the programme is) and
// /agentes-digitalizadores (what the agent does for you) share at most a quarter of their text;
// each Kit page says once, near its top, that the call has closed; no /kit/* page lists its
// features twice.

/**
 * The visible text blocks of a page's main content, in reading order: every text node that a
 * visitor can see (not in a closed dialog, a hidden mode or a visually hidden label), grouped by
 * the nearest element that is laid out as a box of its own (a heading, paragraph, list item,
 * card link, button, table cell: any `display` but `inline` and `contents`), lower-cased, with
 * its white space collapsed. A block is the unit a visitor reads as one piece of text.
 */
async function textBlocks(page: Page, skip = 'dialog:not([open])'): Promise<string[]> {
  return page.evaluate((skipped) => {
    const main = document.querySelector('main')!;
    const blocks = new Map<Element, string>();
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim()) continue;
      if (parent.closest(`.visually-hidden, [hidden], ${skipped}`)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      let box: Element = parent;
      while (box !== main && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement!;
      blocks.set(box, `${blocks.get(box) ?? ''} ${node.textContent}`);
    }
    // A block without a letter ("2.000 €", "70 %") is a figure, not text that could be repeated.
    return [...blocks.values()].map((text) => text.toLowerCase().replace(/\s+/g, ' ').trim()).filter((text) => /\p{L}/u.test(text));
  }, skip);
}

/**
 * Whether a block of one page also appears on the other: the same text, or one contained in the
 * other where the shorter has at least four words (a sentence reused inside a longer one).
 */
function appearsIn(block: string, others: readonly string[]): boolean {
  return others.some((other) => {
    if (other === block) return true;
    const [shorter, longer] = block.length <= other.length ? [block, other] : [other, block];
    return shorter.split(' ').length >= 4 && longer.includes(shorter);
  });
}

/** What share of `blocks` also appears on the other page: by number of blocks and by characters. */
function sharedShare(blocks: readonly string[], others: readonly string[]) {
  const shared = blocks.filter((b) => appearsIn(b, others));
  const chars = (list: readonly string[]) => list.reduce((n, b) => n + b.length, 0);
  return { shared, blocks: shared.length / blocks.length, chars: chars(shared) / chars(blocks) };
}

// Words that carry no feature: articles, prepositions, conjunctions, possessives.
const FILLER = new Set('a al con de del el en la las lo los o para por que se su sus tu tus un una y e hasta desde más'.split(' '));
/** The words of a block that say something (a figure counts: "10gb", "12"). */
const contentWords = (text: string) => new Set(text.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !FILLER.has(w)));

/**
 * Pairs of blocks that say the same thing: the shorter's content words (at least three, so a
 * label such as "Kit Digital" or a button met twice is not a feature) are at least three quarters
 * inside the longer one. "12 meses de mantenimiento" in a hero chip, a
 * checklist and "12 meses de mantenimiento, copias de seguridad y actualizaciones." on a card
 * are one feature said three times.
 */
function repeats(blocks: readonly string[]): [string, string][] {
  const found: [string, string][] = [];
  for (let i = 0; i < blocks.length; i++) {
    for (let j = i + 1; j < blocks.length; j++) {
      const [a, b] = [contentWords(blocks[i]), contentWords(blocks[j])];
      const [shorter, longer] = a.size <= b.size ? [a, b] : [b, a];
      if (shorter.size < 3) continue;
      const inside = [...shorter].filter((w) => longer.has(w)).length;
      if (inside / shorter.size >= 0.75) found.push([blocks[i], blocks[j]]);
    }
  }
  return found;
}

/** Where the page says the call has closed: every visible block of its main content that does. */
const CLOSED = /convocatoria cerrada|cerrad[ao]|cerró|terminó|ya no se pueden/;

// One visitor per worker goes from Kit page to Kit page (visitor.ts); each test sets its screen.
test.describe('the Kit pages say each thing once', () => {
  test.describe.configure({ mode: 'parallel' });

  test('/kit-digital and /agentes-digitalizadores share at most a quarter of their text, each way', async ({ visitor: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const blocksOf = async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
      return textBlocks(page);
    };
    const overview = await blocksOf('/kit-digital');
    const agent = await blocksOf('/agentes-digitalizadores');
    for (const [name, blocks, others] of [
      ['/kit-digital', overview, agent],
      ['/agentes-digitalizadores', agent, overview],
    ] as const) {
      const share = sharedShare(blocks, others);
      console.log(
        `${name}: ${share.shared.length} of ${blocks.length} text blocks also on the other page (${(share.blocks * 100).toFixed(0)} %; ${(share.chars * 100).toFixed(0)} % of its characters): ${JSON.stringify(share.shared)}`,
      );
      expect(share.blocks, `${name}: share of blocks`).toBeLessThanOrEqual(0.25);
      expect(share.chars, `${name}: share of characters`).toBeLessThanOrEqual(0.25);
    }
  });

  for (const path of ['/kit-digital', '/agentes-digitalizadores', ...kitSolutions.map((s) => s.path)]) {
    test(`${path} says once, in its first screen on a phone, that the call has closed`, async ({ visitor: page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await waitForHydration(page);
      const closed = (await textBlocks(page)).filter((block) => CLOSED.test(block));
      expect(closed, `blocks that say the call has closed on ${path}`).toHaveLength(1);
      expect(closed[0]).toContain('convocatoria cerrada el 31-10-2025');
      const statement = page.getByRole('main').getByText('Convocatoria cerrada el 31-10-2025');
      await expect(statement).toBeVisible();
      const box = (await statement.boundingBox())!;
      expect(box.y + box.height, 'the statement ends within the first screen').toBeLessThanOrEqual(812);
    });
  }

  for (const solution of kitSolutions) {
    test(`${solution.path} lists each of its features once`, async ({ visitor: page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(solution.path);
      await waitForHydration(page);
      // The aid table is amounts per segment, not features: its rows are left out here.
      const blocks = await textBlocks(page, 'dialog:not([open]), table');
      expect(repeats(blocks), `blocks of ${solution.path} that say the same thing`).toEqual([]);
      // Each of its services is there, once.
      for (const service of solution.services) expect(blocks.filter((b) => b === service.title.toLowerCase()), service.title).toHaveLength(1);
    });
  }
});
