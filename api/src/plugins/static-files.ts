import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { parseByteRange } from './byte-range';
import { CompressedFiles, preferredEncoding } from './compressed-files';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Files whose names carry a content hash never change: cache them for a year. */
export const HASHED = /\.[0-9a-f]{8}\.(js|css|webp|png|svg|woff2)$/;

/** Resolves `rel` inside `root`, refusing anything that escapes it. */
export function safeResolve(root: string, rel: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return full === root || full.startsWith(root + path.sep) ? full : undefined;
}

export function isFile(file: string | undefined): file is string {
  if (!file) return false;
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

type CachePolicy = 'immutable' | 'revalidate' | 'no-store' | 'day';

const cacheHeader: Record<CachePolicy, string> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  'no-store': 'no-store',
  day: 'public, max-age=86400',
};

const compressedFiles = new CompressedFiles();

/**
 * Sends a file with its content type and cache policy (hashed names are immutable): its
 * compressed copy when one is ready, else the file itself, which @fastify/compress then
 * compresses on the fly.
 */
export function sendFile(reply: FastifyReply, file: string, policy?: CachePolicy, status = 200) {
  const ext = path.extname(file);
  const chosen: CachePolicy = policy ?? (HASHED.test(file) ? 'immutable' : 'revalidate');
  const stat = fs.statSync(file);
  reply
    .code(status)
    .header('Content-Type', contentTypes[ext] ?? 'application/octet-stream')
    .header('Cache-Control', cacheHeader[chosen])
    .header('Last-Modified', stat.mtime.toUTCString());
  // One byte range, so a video player can seek (the If-Range check keeps it to an unchanged file).
  const ifRange = reply.request.headers['if-range'];
  const range = status === 200 && (!ifRange || ifRange === stat.mtime.toUTCString()) ? parseByteRange(reply.request.headers.range, stat.size) : undefined;
  if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${stat.size}`).send();
  if (range) {
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(fs.createReadStream(file, range));
  }
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  const compressed = encoding && compressedFiles.get(file, stat, encoding);
  if (encoding && compressed) {
    const vary = reply.getHeader('Vary');
    return reply
      .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .header('Content-Encoding', encoding)
      .send(compressed);
  }
  return reply.header('Accept-Ranges', 'bytes').send(fs.createReadStream(file));
}
