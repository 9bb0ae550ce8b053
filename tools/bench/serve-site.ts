import path from 'node:path';
import { buildApp } from '../../api/src/app';
import { repoRoot, siteDir } from '../site/workspaces';

export type ServedSite = {
  /** The site's address, e.g. http://127.0.0.1:40123 (no trailing slash). */
  base: string;
  /** The folder it serves (what its pages and release state are read from). */
  dir: string;
  close: () => Promise<void>;
};

/**
 * A published site folder (the live `var/site` unless `dir` is given) served by the real server,
 * as visitors get it, on a free loopback port, with its request log off (it would be timed too)
 * and the benchmarks' own database folder: what every benchmark that loads pages measures.
 */
export async function serveSite({ dir = siteDir(), dataDir = path.join(repoRoot, 'var/bench-data') }: { dir?: string; dataDir?: string } = {}): Promise<ServedSite> {
  const app = await buildApp({ siteDir: dir, logLevel: 'silent', dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { base: `http://127.0.0.1:${port}`, dir, close: () => app.close() };
}
