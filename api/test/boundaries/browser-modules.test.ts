/**
 * The API never loads browser modules (issue 17): the store, the UI kit, React and
 * styled-components. ESLint forbids importing them in api/**; this checks what really loads,
 * transitive imports included, in a fresh Node process run the way the server runs (tsx).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../src/config';

/** Loads the given files in a fresh process and returns every module file it loaded. */
function modulesLoadedBy(files: string[]): string[] {
  const script = "require('tsx/cjs'); for (const f of process.argv.slice(1)) require(f); process.stdout.write(JSON.stringify(Object.keys(require.cache)));";
  const result = spawnSync(process.execPath, ['-e', script, ...files.map((f) => path.join(repoRoot, f))], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`loading ${files.join(', ')} failed:\n${result.stderr}`);
  return (JSON.parse(result.stdout) as string[]).map((file) => path.relative(repoRoot, file));
}

const BROWSER_ONLY = /^shared\/src\/(store|ui)\/|^node_modules\/(react|react-dom|styled-components|zustand)\//;

test('the server, the bot and the staff CLI load no store, UI, React or styled-components', () => {
  const loaded = modulesLoadedBy(['api/src/server.ts', 'api/src/app.ts', 'api/src/bot/engine.ts', 'api/src/bot/passages/index.ts', 'api/src/cli/leads.ts']);
  // The probe saw the whole graph, including the link that once pulled the store in
  // (bot passages → forms-copy → lead-notices → @site/shared/store).
  expect(loaded).toEqual(expect.arrayContaining(['api/src/app.ts', 'api/src/bot/domains/contact/passages.ts', 'shared/src/content/forms-copy.ts', 'shared/src/api-client/lead-notices.ts']));
  expect(loaded.filter((file) => BROWSER_ONLY.test(file))).toEqual([]);
});

test('the probe does see the store when something loads it (the browser API client does)', () => {
  const loaded = modulesLoadedBy(['shared/src/api-client/index.ts']);
  expect(loaded).toEqual(expect.arrayContaining(['shared/src/store/index.ts']));
  expect(loaded.some((file) => file.startsWith('node_modules/react/'))).toBe(true);
});
