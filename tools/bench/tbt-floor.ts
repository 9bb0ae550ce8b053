import { runWithRetries, type LighthouseResult } from './lighthouse';
import { median } from './main-thread';
import { serveSite } from './serve-site';

/**
 * `npm run bench:tbt-floor -- [/route …]`: how much of a page's Lighthouse TBT on this machine is
 * the page's HTML and CSS alone (issue 34). Each route runs with its scripts and with every script
 * file blocked, in turns (with, without, with, without…) so a busy minute hits both alike; prints
 * the runs and their medians with Lighthouse's benchmark index. What remains without scripts is
 * parsing, style, layout and paint of the prerendered page: a floor no change to the scripts can
 * go under. Reported, never asserted. Defaults to issue 34's five key pages.
 */
const KEY_PATHS = ['/', '/telefonia', '/agentes-digitalizadores', '/contacto', '/proyectos'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);


function line(p: string, label: string, runs: LighthouseResult[]): string {
  if (!runs.length) return `${p.padEnd(28)}${label.padEnd(18)}no run succeeded`;
  const tbt = runs.map((r) => r.tbtMs);
  const perf = runs.map((r) => r.performance);
  return (
    p.padEnd(28) + label.padEnd(18) +
    `${median(tbt)} (${tbt.join(', ')})`.padEnd(26) +
    `${median(perf)} (${perf.join(', ')})`.padEnd(20) +
    runs.map((r) => r.benchmarkIndex).join(', ')
  );
}

async function main() {
  const args = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const paths = args.length ? args : KEY_PATHS;
  const { base, close } = await serveSite();
  const rows: string[] = [];
  try {
    for (const p of paths) {
      const withScripts: LighthouseResult[] = [];
      const withoutScripts: LighthouseResult[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const a = await runWithRetries(base, p, run, { reportPrefix: 'floor-with-' });
        if (a) withScripts.push(a);
        const b = await runWithRetries(base, p, run, { reportPrefix: 'floor-without-', blockScripts: true });
        if (b) withoutScripts.push(b);
      }
      rows.push(line(p, 'with scripts', withScripts), line(p, 'scripts blocked', withoutScripts));
      console.log(`${rows.at(-2)}\n${rows.at(-1)}`);
    }
  } finally {
    await close();
  }
  console.log(`\nLighthouse TBT floor: median of ${RUNS} runs each, in turns\n`);
  console.log('route'.padEnd(28) + 'page'.padEnd(18) + 'TBT ms (runs)'.padEnd(26) + 'perf (runs)'.padEnd(20) + 'benchmark index');
  for (const r of rows) console.log(r);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
