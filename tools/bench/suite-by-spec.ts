import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run bench:suite [-- e2e/a.spec.ts …]`: where the browser tests' processor time goes, spec
 * by spec (issue 34: the suite in 15 minutes on two cores, where the run is bound by the
 * processor). Runs each spec file alone (`playwright test <file> --no-deps`, its usual four
 * workers, its own e2e site, server and database) and reads the whole machine's busy time from
 * /proc/stat around it, so Chromium's processes, the test server and the deploy commands a spec
 * starts are all counted. Run it with nothing else busy: another job's processor time would be
 * counted too. Each run includes the global setup's first release (about 18 CPU-s here,
 * `e2e/prerender.spec.ts` alone is little else). Linux only. Reported, never asserted.
 */
const root = path.resolve(__dirname, '../..');

/** Processor seconds the whole machine has been busy since boot (every state but idle and iowait). */
function machineBusySeconds(): number {
  const [, user, nice, system, , , irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

type Row = { spec: string; ok: boolean; tests: string; wall: number; cpu: number };

function runAlone(spec: string): Row {
  const busy = machineBusySeconds();
  const started = Date.now();
  const run = spawnSync(process.execPath, [require.resolve('@playwright/test/cli'), 'test', spec, '--no-deps', '--reporter=line'], {
    cwd: root,
    env: {
      ...process.env,
      // Its own e2e site and database, apart from `npm test`'s.
      E2E_PORT: process.env.E2E_PORT ?? '4191',
      E2E_SITE_DIR: process.env.E2E_SITE_DIR ?? 'var/site-e2e-bench',
      E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? 'var/e2e-data-bench',
    },
    encoding: 'utf8',
  });
  const output = `${run.stdout}${run.stderr}`;
  const tests = [...output.matchAll(/^\s+(\d+ (?:passed|failed|flaky|skipped))/gm)].map((m) => m[1]).join(', ');
  return { spec, ok: run.status === 0, tests, wall: (Date.now() - started) / 1000, cpu: machineBusySeconds() - busy };
}

function main() {
  const asked = process.argv.slice(2).filter((a) => a.endsWith('.spec.ts'));
  const specs = asked.length ? asked : fs.readdirSync(path.join(root, 'e2e')).filter((f) => f.endsWith('.spec.ts')).sort().map((f) => `e2e/${f}`);
  const rows: Row[] = [];
  for (const spec of specs) {
    const row = runAlone(spec);
    rows.push(row);
    console.log(`${row.spec}: ${row.cpu.toFixed(0)} CPU-s, ${row.wall.toFixed(0)} s (${row.tests || 'no result'})${row.ok ? '' : ' FAILED'}`);
  }
  rows.sort((a, b) => b.cpu - a.cpu);
  console.log('\nBy processor time (whole machine, global setup included in each):\n');
  console.log('CPU-s  wall s  spec');
  for (const r of rows) console.log(`${r.cpu.toFixed(0).padStart(5)}  ${r.wall.toFixed(0).padStart(6)}  ${r.spec}${r.ok ? '' : ' (failed)'}`);
  console.log(`${rows.reduce((s, r) => s + r.cpu, 0).toFixed(0).padStart(5)}  ${rows.reduce((s, r) => s + r.wall, 0).toFixed(0).padStart(6)}  in all`);
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}

main();
