import type { KitAidRow, KitSegment, KitSegmentId } from '@site/shared/schemas/kit-digital';

/** Head-count ranges of the Kit Digital's segments and aid rows, read from the segment records. */
export type Range = { min: number; max: number };

/** "De 3 a menos de 10 empleados" → 3..9. */
export function segmentRange(segments: readonly KitSegment[], id: KitSegmentId): Range {
  const seg = segments.find((s) => s.id === id);
  const m = seg && /(\d+)\D+?(\d+)/.exec(seg.employees);
  if (!m) throw new Error(`Kit Digital segment without a readable range: ${id}`);
  return { min: Number(m[1]), max: Number(m[2]) - 1 };
}

/** The head counts an aid row covers: the union of its segments. */
export function rowRange(segments: readonly KitSegment[], row: KitAidRow): Range {
  const ranges = row.segments.map((id) => segmentRange(segments, id));
  return { min: Math.min(...ranges.map((r) => r.min)), max: Math.max(...ranges.map((r) => r.max)) };
}

export const inRange = (n: number, r: Range) => n >= r.min && n <= r.max;

export function segmentOf(segments: readonly KitSegment[], n: number): KitSegment | undefined {
  return segments.find((s) => inRange(n, segmentRange(segments, s.id)));
}

/** "Hasta 3.000 €" → 3000: the figure of an amount the records write in words. */
export function eurosIn(amount: string): number | undefined {
  const m = /(\d{1,3}(?:\.\d{3})*)\s*€/.exec(amount);
  return m ? Number(m[1].replace(/\./g, '')) : undefined;
}
