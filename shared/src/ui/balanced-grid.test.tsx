import { renderWithProviders } from '../testing';
import { BalancedGrid, balancedColumns, leavesOrphan } from './balanced-grid';

/** The cards of each row, top to bottom, for `count` cards in `columns` columns. */
function rowsOf(count: number, columns: number): number[] {
  const rows: number[] = [];
  for (let left = count; left > 0; left -= columns) rows.push(Math.min(columns, left));
  return rows;
}

const COUNTS = Array.from({ length: 12 }, (_, i) => i + 1);

describe('balancedColumns', () => {
  it.each(COUNTS)('leaves no card alone on the last row at desktop widths: %i cards', (count) => {
    const { large, wide } = balancedColumns(count);
    for (const columns of [large, wide]) {
      const rows = rowsOf(count, columns);
      if (rows.length > 1) expect(rows.at(-1)).toBeGreaterThan(1);
      expect(columns).toBeGreaterThanOrEqual(2);
      expect(columns).toBeLessThanOrEqual(4);
    }
  });

  it('lays 1 to 12 cards out row by row as chosen', () => {
    const layouts = COUNTS.map((count) => {
      const { large, wide } = balancedColumns(count);
      return `${count}: ${rowsOf(count, large).join('+')} | ${rowsOf(count, wide).join('+')}`;
    });
    expect(layouts).toEqual([
      '1: 1 | 1',
      '2: 2 | 2',
      '3: 3 | 3',
      '4: 2+2 | 4',
      '5: 3+2 | 3+2',
      '6: 3+3 | 3+3',
      // Seven cards (two Kit Digital solutions): 3 + 3 + 1 would strand one on laptops too.
      '7: 4+3 | 4+3',
      '8: 3+3+2 | 4+4',
      '9: 3+3+3 | 3+3+3',
      '10: 4+4+2 | 4+4+2',
      '11: 3+3+3+2 | 4+4+3',
      '12: 3+3+3+3 | 4+4+4',
    ]);
  });

  it('knows a lone last card when it sees one', () => {
    expect(leavesOrphan(7, 3)).toBe(true);
    expect(leavesOrphan(7, 4)).toBe(false);
    expect(leavesOrphan(1, 3)).toBe(false); // the only row, centred
    expect(leavesOrphan(4, 3)).toBe(true);
  });
});

describe('BalancedGrid', () => {
  /** The flex-basis the grid gives its cards from `minWidth` px on, read from the page's style sheets. */
  function basisFrom(minWidth: number, grid: Element): string | undefined {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const media = rules.filter((r): r is CSSMediaRule => r instanceof CSSMediaRule && r.media.mediaText === `(min-width: ${minWidth}px)`);
    const cards = media.flatMap((m) => [...m.cssRules]).find((r): r is CSSStyleRule => r instanceof CSSStyleRule && grid.matches(r.selectorText.replace(/\s*>\s*\*$/, '')));
    return cards?.style.getPropertyValue('flex-basis');
  }

  it('gives seven cards four columns from large on, and two from medium', () => {
    const { container } = renderWithProviders(
      <BalancedGrid $count={7}>
        {COUNTS.slice(0, 7).map((n) => (
          <div key={n}>Tarjeta {n}</div>
        ))}
      </BalancedGrid>,
    );
    const grid = container.firstElementChild!;
    expect(basisFrom(768, grid)).toBe('calc((100% - 1 * var(--grid-gap)) / 2)');
    expect(basisFrom(1024, grid)).toBe('calc((100% - 3 * var(--grid-gap)) / 4)');
    expect(basisFrom(1280, grid)).toBe('calc((100% - 3 * var(--grid-gap)) / 4)');
  });
});
