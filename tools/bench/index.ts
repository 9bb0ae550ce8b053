import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../api/src/app';
import { siteRoutes } from '@site/shared/content/site-routes';
import { measureFirstLoad } from './first-load';
import { repoRoot, siteDir } from '../site/workspaces';

/**
 * `npm run bench`: serves the published site (run `npm run build` or `npm start` first) and prints
 * per route the first-load figures; writes bench-results/first-load.json. Figures are reported,
 * never asserted on time.
 */
async function main() {
  const app = await buildApp({ siteDir: siteDir(), logLevel: 'silent', dataDir: path.join(repoRoot, 'var/bench-data') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const paths = only.length ? only : siteRoutes.map((r) => r.path);
  try {
    const results = await measureFirstLoad(`http://127.0.0.1:${port}`, paths);
    const kb = (n: number) => (n / 1024).toFixed(1);
    console.log('\nFirst load (fresh cache, until network idle)\n');
    console.log('route'.padEnd(28) + 'requests  JS files  JS raw KB  JS gzip KB  all gzip KB  remotes');
    for (const r of results) {
      console.log(
        r.path.padEnd(28) + String(r.requests).padStart(8) + String(r.jsRequests).padStart(10) + kb(r.jsRaw).padStart(11) + kb(r.jsGzip).padStart(12) + kb(r.totalGzip).padStart(13) + '  ' + r.remotes.join(', '),
      );
    }
    fs.mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(repoRoot, 'bench-results/first-load.json'), JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2));
    console.log('\nWritten to bench-results/first-load.json');
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
