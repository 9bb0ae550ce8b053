/**
 * Several `npm start` at once take turns building: the build lock lets one builder write dist/ at
 * a time, and a start that waited decides what to build once it holds the lock, so it builds
 * nothing the other just built. Two builders here race for one lock file the way two starts do.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withBuildLock } from './build-lock';

let tmp: string;
beforeEach(() => (tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'build-lock-'))));
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What `npm start` does under the lock, in small: if the build is missing, write its files one by
 * one (a build takes time, and other work runs in between), then stamp it.
 */
function starter(name: string, dist: string, events: string[], file: string) {
  return withBuildLock(
    async () => {
      if (fs.existsSync(path.join(dist, 'stamp'))) return events.push(`${name} found the build done`);
      events.push(`${name} builds`);
      fs.mkdirSync(dist, { recursive: true });
      for (const chunk of ['main.js', 'remoteEntry.js', 'server.js']) {
        fs.writeFileSync(path.join(dist, chunk), `${chunk} by ${name}`);
        await pause(40);
      }
      fs.writeFileSync(path.join(dist, 'stamp'), name);
      events.push(`${name} done`);
    },
    { file, onWait: () => events.push(`${name} waits`) },
  );
}

test('two starts at once: one builds, the other waits and then finds the build done; no file of one build is written by the other', async () => {
  const dist = path.join(tmp, 'dist');
  const lock = path.join(tmp, 'var/build.lock');
  const events: string[] = [];
  await Promise.all([starter('A', dist, events, lock), starter('B', dist, events, lock)]);

  const builder = fs.readFileSync(path.join(dist, 'stamp'), 'utf8');
  const other = builder === 'A' ? 'B' : 'A';
  expect(events).toEqual([`${builder} builds`, `${other} waits`, `${builder} done`, `${other} found the build done`]);
  for (const chunk of ['main.js', 'remoteEntry.js', 'server.js']) expect(fs.readFileSync(path.join(dist, chunk), 'utf8')).toBe(`${chunk} by ${builder}`);
  // The lock is let go.
  expect(fs.existsSync(lock)).toBe(false);
});

test('a build lock left by a process that died is taken over at once', async () => {
  const lock = path.join(tmp, 'build.lock');
  fs.writeFileSync(lock, JSON.stringify({ token: 'dead', pid: 2 ** 22 + 7, host: os.hostname(), at: new Date().toISOString(), purpose: 'npm start (building)' }));
  const started = Date.now();
  expect(await withBuildLock(() => 'built', { file: lock })).toBe('built');
  expect(Date.now() - started).toBeLessThan(5_000);
});
