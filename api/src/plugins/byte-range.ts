/** The bytes `start` to `end` (inclusive) of a file. */
export type ByteRange = { start: number; end: number };

/**
 * The one range a `Range` header asks of a file of `size` bytes, so a video player can seek:
 * `bytes=0-99`, `bytes=100-` or `bytes=-500` (the last 500). 'unsatisfiable' when it starts past
 * the end (416); undefined when there is no header or one we do not serve (several ranges,
 * another unit, malformed), which RFC 9110 lets a server answer with the whole file.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1], match[2]].map((n) => (n === '' ? undefined : Number(n)));
  if (first === undefined) return last! === 0 ? 'unsatisfiable' : { start: Math.max(0, size - last!), end: size - 1 };
  if (first >= size) return 'unsatisfiable';
  if (last !== undefined && last < first) return undefined;
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}
