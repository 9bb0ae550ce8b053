import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and video are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.svg', '.txt', '.xml']);
/** Below this, compression saves less than its headers cost (as @fastify/compress's threshold). */
const MIN_BYTES = 1024;
/** The site's text files fit many times over; old versions drop out first. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

export type Encoding = 'br' | 'gzip';
type Compressed = { version: string; br: Buffer; gzip: Buffer };

/**
 * Each site file compressed once, at the best levels (brotli 11, gzip 9), in the background and
 * kept in memory: later visitors get smaller files at no CPU cost, where compressing on every
 * request must use a fast, weaker brotli level. A file that changes on disk (new mtime or size) is
 * compressed again, never served stale. Until a copy is ready the caller compresses on the fly.
 */
export class CompressedFiles {
  private readonly copies = new Map<string, Compressed>();
  private readonly pending = new Set<string>();
  private bytes = 0;

  /** The file's compressed body in `encoding` if ready; otherwise starts making it and answers undefined. */
  get(file: string, stat: fs.Stats, encoding: Encoding): Buffer | undefined {
    if (!COMPRESSIBLE.has(path.extname(file)) || stat.size < MIN_BYTES) return undefined;
    const version = `${stat.mtimeMs}:${stat.size}`;
    const copy = this.copies.get(file);
    if (copy?.version === version) return copy[encoding];
    if (!this.pending.has(file)) void this.compress(file, version);
    return undefined;
  }

  private async compress(file: string, version: string) {
    this.pending.add(file);
    try {
      const body = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzip(body, { level: 9 }),
      ]);
      // The file may have changed while it was read: keep the copy only if it still matches.
      const stat = await fs.promises.stat(file);
      if (`${stat.mtimeMs}:${stat.size}` !== version || stat.size !== body.length) return;
      this.drop(file);
      this.copies.set(file, { version, br, gzip: gz });
      this.bytes += br.length + gz.length;
      for (const oldest of this.copies.keys()) {
        if (this.bytes <= MAX_CACHE_BYTES) break;
        this.drop(oldest);
      }
    } catch {
      // Unreadable or gone: it is compressed on the fly, as before.
    } finally {
      this.pending.delete(file);
    }
  }

  private drop(file: string) {
    const copy = this.copies.get(file);
    if (!copy) return;
    this.bytes -= copy.br.length + copy.gzip.length;
    this.copies.delete(file);
  }
}

/** The encoding to answer in, from an Accept-Encoding header: brotli if accepted, else gzip. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}
