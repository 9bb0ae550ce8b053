import { buildAll } from './build';
import { withBuildLock } from './build-lock';
import { allParts } from './parts';

/**
 * `npm run build`: builds the shell and every remote into their dist/ folders. Building is not
 * releasing: nothing a visitor is served changes until `npm run deploy` switches a release.
 */
async function main() {
  // The same lock as npm start: never two builders in one dist/ at once.
  await withBuildLock(
    () => buildAll(allParts().map((part) => part.workspace)),
    { purpose: 'npm run build', onWait: (holder) => console.log(`[build] waiting for another build of this tree to finish (${holder})`) },
  );
  console.log('[build] done; release with: npm run deploy -- --all (or one part: npm run deploy -- <workspace>)');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
