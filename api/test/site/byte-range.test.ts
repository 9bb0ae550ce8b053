import { parseByteRange } from '../../src/plugins/byte-range';

describe('Range header', () => {
  it('serves the one range asked for, cut to the end of the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('refuses a range that starts past the end', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('sends the whole file for no header, several ranges, another unit or nonsense', () => {
    for (const header of [undefined, 'bytes=0-1,5-9', 'items=0-1', 'bytes=-', 'bytes=9-2', 'bytes=a-b']) {
      expect(parseByteRange(header, 1000)).toBeUndefined();
    }
  });
});
