import { build } from './build';
import { deployAll } from './deploy';
import { remoteWorkspaces } from './workspaces';

/** `npm run build`: builds the shell and every remote, then publishes and prerenders the site. */
async function main() {
  for (const workspace of ['shell', ...remoteWorkspaces().map((r) => r.workspace)]) await build(workspace);
  await deployAll();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
