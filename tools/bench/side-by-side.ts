import fs from 'node:fs';
import path from 'node:path';
import { siteRoutes } from '@site/shared/content/site-routes';
import { runWithRetries, type LighthouseResult } from './lighthouse';
import { median } from './main-thread';
import { serveSite, type ServedSite } from './serve-site';
import { repoRoot, siteDir } from '../site/workspaces';

/**
 * `npm run bench:side-by-side -- <previous site folder>`: Lighthouse (mobile preset, Debian's
 * Chromium) on this release and on a previous one, served the same way by this API and measured
 * in turns in the same run, so both meet the same machine and the same load (issue 34). The five
 * key pages run RUNS times each (the median is reported); every other route once
 * (`--key-only` skips them). Prints Lighthouse's benchmark index of this machine with the
 * figures; writes bench-results/side-by-side.json. Reported, never asserted.
 *
 * A previous release to compare with: `git worktree add /tmp/prev <commit>`, there `npm ci`,
 * `npm run build` and `npm run deploy -- --all`, then pass `/tmp/prev/var/site`.
 */
const KEY_PATHS = ['/', '/telefonia', '/agentes-digitalizadores', '/contacto', '/proyectos'];
const RUNS = Number(process.env.SIDE_BY_SIDE_RUNS ?? 3);

type Site = { label: string; dir: string; base: string };
type Row = { path: string; label: string; runs: LighthouseResult[] };

async function serve(label: string, dir: string, dataDir: string): Promise<Site & ServedSite> {
  return { label, ...(await serveSite({ dir, dataDir })) };
}


async function measure(sites: Site[], paths: string[], runs: number): Promise<Row[]> {
  const rows: Row[] = paths.flatMap((p) => sites.map((s) => ({ path: p, label: s.label, runs: [] as LighthouseResult[] })));
  for (const p of paths) {
    for (let run = 1; run <= runs; run++) {
      // In turns: previous, this, previous, this… so a busy minute hits both alike.
      for (const s of sites) {
        const result = await runWithRetries(s.base, p, run, { reportPrefix: `${s.label}-` });
        if (result) rows.find((r) => r.path === p && r.label === s.label)!.runs.push(result);
      }
    }
  }
  return rows;
}

function print(title: string, rows: Row[]) {
  console.log(`\n${title}\n`);
  console.log('route'.padEnd(28) + 'release'.padEnd(10) + 'perf (runs)'.padEnd(18) + 'TBT ms (runs)'.padEnd(24) + 'LCP ms  benchmark index');
  for (const r of rows) {
    if (!r.runs.length) {
      console.log(r.path.padEnd(28) + r.label.padEnd(10) + 'no run succeeded');
      continue;
    }
    const perf = r.runs.map((x) => x.performance);
    const tbt = r.runs.map((x) => x.tbtMs);
    console.log(
      r.path.padEnd(28) + r.label.padEnd(10) +
        `${median(perf)} (${perf.join(', ')})`.padEnd(18) + `${median(tbt)} (${tbt.join(', ')})`.padEnd(24) +
        String(median(r.runs.map((x) => x.lcpMs))).padStart(6) + '  ' + r.runs.map((x) => x.benchmarkIndex).join(', '),
    );
  }
}

async function main() {
  const previousDir = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!previousDir || !fs.existsSync(path.join(previousDir, 'release.json'))) {
    throw new Error('usage: npm run bench:side-by-side -- <previous release\'s site folder, with release.json> [--key-only]');
  }
  const previous = await serve('previous', path.resolve(previousDir), path.join(repoRoot, 'var/bench-data-previous'));
  const current = await serve('this', siteDir(), path.join(repoRoot, 'var/bench-data'));
  try {
    const sites = [previous, current];
    const key = await measure(sites, KEY_PATHS, RUNS);
    print(`Lighthouse, the five key pages: median of ${RUNS} runs each, in turns`, key);
    const rest = process.argv.includes('--key-only') ? [] : await measure(sites, siteRoutes.map((r) => r.path).filter((p) => !KEY_PATHS.includes(p)), 1);
    if (rest.length) print('Lighthouse, every other route: one run each, in turns', rest);
    const all = [...key, ...rest].filter((r) => r.label === 'this' && r.runs.length);
    const below = all.filter((r) => median(r.runs.map((x) => x.performance)) < 95).map((r) => r.path);
    console.log(`\nThis release: ${all.length} routes measured; performance below 95 on: ${below.length ? below.join(', ') : 'none'}`);
    fs.mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(repoRoot, 'bench-results/side-by-side.json'), JSON.stringify({ measuredAt: new Date().toISOString(), previous: previousDir, key, rest }, null, 2));
    console.log('Written to bench-results/side-by-side.json');
  } finally {
    await previous.close();
    await current.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
