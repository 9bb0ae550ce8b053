import fs from 'node:fs';
import { notFoundFile, pageFile, servableCombinations, type ReleaseState, type RemoteEntry } from '../../../api/src/releases';
import { prerenderPages, type PageJob } from '../prerender';
import { entryOf } from '../publish';
import { routesOf } from '../parts';

/** A remote's pages under one shell release: one job per route. */
export function pagesOf(site: string, shell: string, entry: RemoteEntry): PageJob[] {
  return routesOf(entry.name).map((p) => ({ path: p, out: pageFile(site, shell, entry.name, entry.version, p) }));
}

/**
 * Renders every page `state` may serve that is not rendered yet: each shell release it names
 * (live, canary) with each version (live, canary) of each remote, and each shell's 404 page. A
 * switch to that state then never serves a page that does not exist, whichever bucket a visitor
 * is in, and a rollback to a version published before the last shell release gets pages rendered
 * by the live shell. Returns the routes it rendered.
 */
export async function renderServable(site: string, state: ReleaseState): Promise<string[]> {
  const combos = servableCombinations(state);
  const rendered: string[] = [];
  const missing = (jobs: PageJob[]) => jobs.filter((j) => !fs.existsSync(j.out));
  for (const shell of combos.shells) {
    const base = [
      ...missing([{ path: '/__404__', out: notFoundFile(site, shell) }]),
      ...state.remotes.flatMap((entry) => missing(pagesOf(site, shell, entry))),
    ];
    if (base.length) await prerenderPages(site, shell, state.remotes, base);
    rendered.push(...base.map((j) => j.path));
    for (const { name, versions } of combos.remotes) {
      for (const version of versions.filter((v) => v !== state.remotes.find((r) => r.name === name)?.version)) {
        const candidate = entryOf(name, version);
        const jobs = missing(pagesOf(site, shell, candidate));
        if (!jobs.length) continue;
        await prerenderPages(site, shell, state.remotes.map((r) => (r.name === name ? candidate : r)), jobs);
        rendered.push(...jobs.map((j) => j.path));
      }
    }
  }
  return [...new Set(rendered)];
}
