import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteRoutes } from '@site/shared/content/site-routes';
import { measureFirstLoad } from './first-load';
import { measureDevLoop, printDevLoop } from './dev-loop';
import { measureField, printField } from './field';
import { LIGHTHOUSE_RUNS, runLighthouse } from './lighthouse';
import { repoRoot } from '../site/workspaces';
import { serveSite } from './serve-site';
import { RUN_TS } from '../run-ts';

/**
 * `npm run bench`: serves the live release of the site folder (`npm start` makes the first; `npm run deploy` the next) and prints
 * per route the first-load figures; writes bench-results/first-load.json. Figures are reported,
 * never asserted on time.
 */
/** The pages issue 7 measures with Lighthouse. */
const LIGHTHOUSE_PATHS = ['/', '/telefonia', '/agentes-digitalizadores', '/contacto', '/proyectos'];

async function main() {
  const site = await serveSite();
  const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const paths = only.length ? only : siteRoutes.map((r) => r.path);
  try {
    const results = await measureFirstLoad(site.base, paths);
    const kb = (n: number) => (n / 1024).toFixed(1);
    console.log('\nFirst load (fresh cache, until network idle)\n');
    console.log('route'.padEnd(28) + 'requests  JS files  JS raw KB  JS gzip KB  all gzip KB  remotes');
    for (const r of results) {
      console.log(
        r.path.padEnd(28) + String(r.requests).padStart(8) + String(r.jsRequests).padStart(10) + kb(r.jsRaw).padStart(11) + kb(r.jsGzip).padStart(12) + kb(r.totalGzip).padStart(13) + '  ' + r.remotes.join(', '),
      );
    }
    const lighthousePaths = (only.length ? only : LIGHTHOUSE_PATHS).filter(() => !process.argv.includes('--no-lighthouse'));
    const lighthouse = await runLighthouse(site.base, lighthousePaths);
    if (lighthouse.length) {
      console.log(`\nLighthouse (mobile preset, simulated throttling; median of ${LIGHTHOUSE_RUNS} runs)\n`);
      console.log('route'.padEnd(28) + 'perf  a11y  best  seo   LCP ms  TBT ms  CLS');
      for (const r of lighthouse) {
        console.log(
          r.path.padEnd(28) + [r.performance, r.accessibility, r.bestPractices, r.seo].map((n) => String(n).padStart(4)).join('  ') + String(r.lcpMs).padStart(9) + String(r.tbtMs).padStart(8) + '  ' + r.cls,
        );
      }
    }
    const field = process.argv.includes('--no-field') ? undefined : await measureField(site.base);
    if (field) printField(field);
    const devLoop = process.argv.includes('--no-dev-loop') ? undefined : await measureDevLoop(site.base, site.dir);
    if (devLoop) printDevLoop(devLoop);
    fs.mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(repoRoot, 'bench-results/site.json'), JSON.stringify({ measuredAt: new Date().toISOString(), firstLoad: results, lighthouse, field, devLoopMs: devLoop }, null, 2));
    console.log('\nWritten to bench-results/site.json');
  } finally {
    await site.close();
  }
}

/** The API's own benchmarks: lead throughput against a bare insert, and NavegaBot's accuracy and speed. */
function apiBenches() {
  for (const script of ['api/bench/leads-bench.ts', 'api/bench/bot-bench.ts']) {
    console.log(`\n=== ${script}\n`);
    spawnSync(process.execPath, [...RUN_TS, script], { cwd: repoRoot, stdio: 'inherit' });
  }
}

main()
  .then(() => {
    if (!process.argv.includes('--site-only')) apiBenches();
  })
  .catch((error) => {
  console.error(error);
  process.exit(1);
});
