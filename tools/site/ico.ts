/** One image of an .ico file: its square size and its PNG bytes. */
export type IcoImage = { size: number; png: Buffer };

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * An .ico file that holds PNG images (read by every browser and by Windows since Vista):
 * the header, one directory entry per image, then the PNGs themselves. Browsers still ask for
 * /favicon.ico when a page names no icon (a PDF viewer, a feed reader, an old bookmark).
 */
export function encodeIco(images: IcoImage[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new Error(`An .ico image is 1 to 256 px, not ${size}`);
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size % 256, 0); // width; 0 means 256
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}
