import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { StoredCv } from '../db';

/** The three CV formats of SPEC §3, by what the bytes are (the browser's type is not trusted). */
export type CvKind = 'pdf' | 'doc' | 'docx';

/** The folder inside the data dir that holds CVs; nothing serves it. */
export const CV_DIR = 'cvs';

export const CV_MIME: Record<CvKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// Every Word 97-2003 file has a "WordDocument" stream; its directory entry names it in UTF-16LE.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

/** Entry names of a ZIP, from its central directory, or else by walking the local headers. */
export function zipEntryNames(buf: Buffer): string[] {
  const names: string[] = [];
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) !== ZIP_END) continue;
    const count = buf.readUInt16LE(i + 10);
    let offset = buf.readUInt32LE(i + 16);
    for (let n = 0; n < count && offset + 46 <= buf.length; n++) {
      if (buf.readUInt32LE(offset) !== ZIP_CENTRAL) break;
      const nameLength = buf.readUInt16LE(offset + 28);
      const extraLength = buf.readUInt16LE(offset + 30);
      const commentLength = buf.readUInt16LE(offset + 32);
      names.push(buf.toString('utf8', offset + 46, Math.min(buf.length, offset + 46 + nameLength)));
      offset += 46 + nameLength + extraLength + commentLength;
    }
    if (names.length > 0) return names;
    break;
  }
  // No usable central directory (truncated file): local headers still name the entries.
  let offset = 0;
  while (offset + 30 <= buf.length && buf.readUInt32LE(offset) === ZIP_LOCAL) {
    const flags = buf.readUInt16LE(offset + 6);
    const compressedSize = buf.readUInt32LE(offset + 18);
    const nameLength = buf.readUInt16LE(offset + 26);
    const extraLength = buf.readUInt16LE(offset + 28);
    names.push(buf.toString('utf8', offset + 30, Math.min(buf.length, offset + 30 + nameLength)));
    // With a data descriptor (bit 3) the size is not known here: stop walking.
    if (flags & 0x08) break;
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}

/** What the bytes are, if one of the accepted formats. */
export function sniffCv(buf: Buffer): CvKind | undefined {
  if (buf.length >= 5 && buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // An OLE2 compound file can also be an .xls or .msg: only one with a WordDocument stream is a DOC.
  if (buf.length >= 8 && buf.subarray(0, 8).equals(OLE2)) return buf.includes(WORD_STREAM) ? 'doc' : undefined;
  if (buf.length >= 30 && buf.readUInt32LE(0) === ZIP_LOCAL) {
    // A DOCX is a ZIP whose document part lives under word/ (an XLSX has xl/, a plain ZIP neither).
    if (zipEntryNames(buf).some((name) => name.startsWith('word/'))) return 'docx';
  }
  return undefined;
}

/** The extension of an uploaded file name, lower-cased, if it is .pdf/.doc/.docx. */
export function cvExtension(fileName: string): CvKind | undefined {
  const ext = path.extname(fileName).toLowerCase().slice(1);
  return ext === 'pdf' || ext === 'doc' || ext === 'docx' ? ext : undefined;
}

/** A file name safe to keep and to put in a mail attachment: no folders, no control characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim().slice(-200) || 'cv';
}

async function fsyncDir(dir: string) {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes the CV to `<dataDir>/cvs/<uuid>.<ext>` and fsyncs file and folder before returning. */
export async function saveCv(dataDir: string, kind: CvKind, originalName: string, content: Buffer): Promise<StoredCv> {
  const dir = path.join(dataDir, CV_DIR);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o750 });
  const rel = path.posix.join(CV_DIR, `${randomUUID()}.${kind}`);
  const file = path.join(dataDir, rel);
  const handle = await fs.promises.open(file, 'wx', 0o640);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } catch (error) {
    // A disk that fills up or fails mid-write must not leave half a CV behind.
    await handle.close().catch(() => undefined);
    await fs.promises.unlink(file).catch(() => undefined);
    throw error;
  }
  await handle.close();
  // The new directory entry must be durable too, or a crash could lose a file the row points to.
  await fsyncDir(dir);
  return { path: rel, originalName: cleanFileName(originalName), mime: CV_MIME[kind], size: content.length };
}

/** Creates, syncs and removes a small file in the CV folder: rejects when CVs cannot be written. */
export async function probeCvFolder(dataDir: string): Promise<void> {
  const dir = path.join(dataDir, CV_DIR);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o750 });
  // A leftover (crash between write and unlink) is an orphan the retention purge removes.
  const file = path.join(dir, `.probe-${randomUUID()}`);
  const handle = await fs.promises.open(file, 'wx', 0o640);
  try {
    await handle.writeFile('probe');
    await handle.sync();
  } finally {
    await handle.close();
    await fs.promises.unlink(file).catch(() => undefined);
  }
}

/** Removes a stored CV; a file that is already gone is not an error. */
export async function removeCv(dataDir: string, rel: string): Promise<boolean> {
  const file = resolveCvPath(dataDir, rel);
  try {
    await fs.promises.unlink(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** The absolute path of a stored CV, refusing anything outside `<dataDir>/cvs`. */
export function resolveCvPath(dataDir: string, rel: string): string {
  const root = path.resolve(dataDir, CV_DIR);
  const file = path.resolve(dataDir, rel);
  if (!file.startsWith(root + path.sep)) throw new Error('CV path outside the CV folder');
  return file;
}
