import { chromium } from '@playwright/test';
import { serveSite } from './serve-site';
import { MAIN_THREAD_TRACE_CATEGORIES, mainThreadFigures, median, workByKind, type WorkKind } from './main-thread';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/**
 * `npm run bench:main-thread -- [/path …]`: where the main thread's time of a load goes, page by
 * page (issue 34): LOADS cold loads per page on a phone-sized screen (unthrottled, as the
 * main-thread budget measures; CPU=4 slows the CPU as the phone profile does), median per kind of
 * work (script, style, layout, paint, HTML parsing, other) and the long tasks. Serves the published
 * site (var/site) as the other benches do, or measures BASE_URL. Reported, never asserted.
 */
const PATHS = ['/', '/telefonia', '/agentes-digitalizadores', '/kit-digital', '/proyectos', '/contacto', '/servicios', '/web-development'];
const LOADS = Number(process.env.LOADS ?? 5);
const CPU = Number(process.env.CPU ?? 1);
const KINDS: WorkKind[] = ['script', 'style', 'layout', 'paint', 'parse', 'other'];
const CATEGORIES = [...MAIN_THREAD_TRACE_CATEGORIES, 'devtools.timeline', 'v8.execute'];

async function measure(base: string, paths: string[]) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  console.log(`\nMain thread of a load: median of ${LOADS} cold loads, 412 px phone screen, CPU ${CPU}×, ms (load average ${(await import('node:os')).loadavg()[0].toFixed(1)})\n`);
  console.log('route'.padEnd(28) + 'busy  ' + KINDS.map((k) => k.padStart(7)).join('') + '   long tasks (median: total, count, longest)');
  try {
    for (const p of paths) {
      const loads: { busy: number; work: Record<WorkKind, number>; long: [number, number, number] }[] = [];
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        await context.addInitScript(() => localStorage.setItem('cookies-rejected', 'true'));
        const page = await context.newPage();
        if (CPU > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
        await browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(base + p, { waitUntil: 'load' });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
        await page.waitForTimeout(1_000); // deferred remote entries and idle work are part of a load too
        const trace = await browser.stopTracing();
        await context.close();
        const figures = mainThreadFigures(trace);
        loads.push({ busy: figures.busyMs, work: workByKind(trace), long: [figures.longTaskMs, figures.longTasks, figures.longestMs] });
      }
      const med = (pick: (l: (typeof loads)[number]) => number) => median(loads.map(pick));
      console.log(
        p.padEnd(28) + String(med((l) => l.busy)).padStart(4) + '  ' + KINDS.map((k) => String(med((l) => l.work[k])).padStart(7)).join('') +
          `   ${med((l) => l.long[0])} ms, ${med((l) => l.long[1])}, ${med((l) => l.long[2])} ms`,
      );
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const given = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const paths = given.length ? given : PATHS;
  if (process.env.BASE_URL) return measure(process.env.BASE_URL, paths);
  const site = await serveSite();
  try {
    await measure(site.base, paths);
  } finally {
    await site.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
