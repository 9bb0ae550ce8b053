import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../api/src/config';
import { deployAll as deployAllTo, shellChangedSinceRender as shellChanged } from './deploy/all';
import { DeployRefused } from './deploy/guard';
import { pruneVersions } from './deploy/prune';
import { deployRemote, rollbackRemote, switchRemote } from './deploy/remote';
import { printList, printStatus } from './deploy/report';
import { promoteCanary } from './deploy/switch';
import { findRemoteWorkspace, siteDir } from './workspaces';

const log = (message: string) => console.log(`[deploy] ${message}`);

/** Who runs the deploy, for the history: --by, else DEPLOY_BY, else the login name. */
function deployer(flag: string | undefined): string {
  const name = flag ?? process.env.DEPLOY_BY ?? process.env.USER ?? process.env.USERNAME;
  if (name) return name;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** A shell deploy: publish every built remote, render every page, record the shell's shared versions. */
export function deployAll(site = siteDir(), by = deployer(undefined)): Promise<void> {
  return deployAllTo(site, { by, log });
}

/** True when the pages were rendered with another shell build than the one in shell/dist. */
export function shellChangedSinceRender(site = siteDir()): boolean {
  return shellChanged(site);
}

const usage = `Usage:
  npm run deploy -- <remote>                  guard, publish, render its routes, smoke-check in Chromium, switch everyone to it
  npm run deploy -- <remote> --canary <1-99>  the same, but serve the new version to that share of visitors only
  npm run deploy -- <remote> --from <dir>     deploy a build in another folder (BUILD_OUT=<dir> at build time)
  npm run deploy -- --status                  visits, error reports and error rate of each live and canary version
  npm run deploy -- --promote <remote>        make the remote's canary live for everyone
  npm run deploy -- --rollback <remote>       drop the remote's canary (or, without one, switch back to the previous version)
  npm run deploy -- <remote> --to <version>   switch everyone to a version published earlier (drops its canary)
  npm run deploy -- --list                    published versions and the history (when, what, which version, who)
  npm run deploy -- --prune <n>               keep the last n versions of each remote (never the live or canary one)
  npm run deploy -- --all                     a shell deploy: publish every remote and render every page (npm run build does it)
Options: --by <name> (else DEPLOY_BY or USER) names who deploys in the history.
Remote: a workspace (mfe-telephony) or federated name (telephony). SITE_DIR picks the site folder;
--status reads DATA_DIR or DATABASE_URL like the server.`;

const VALUE_FLAGS = ['--to', '--from', '--canary', '--by', '--prune'];
const SWITCHES = ['--list', '--all', '--status', '--promote', '--rollback', '--help'];

function parse(args: string[]) {
  const values: Record<string, string> = {};
  const switches = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (VALUE_FLAGS.includes(arg)) {
      if (args[i + 1] === undefined || args[i + 1].startsWith('--')) throw new Error(`${arg} needs a value.\n\n${usage}`);
      values[arg] = args[++i];
    } else if (SWITCHES.includes(arg)) switches.add(arg);
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}.\n\n${usage}`);
    else positional.push(arg);
  }
  return { values, switches, positional };
}

async function main(args: string[]) {
  const site = siteDir();
  const { values, switches, positional } = parse(args);
  const by = deployer(values['--by']);
  if (switches.has('--help')) return console.log(usage);
  if (switches.has('--list')) return printList(site);
  if (switches.has('--status')) return printStatus(site);
  if (switches.has('--all')) return deployAll(site, by);
  if (values['--prune'] !== undefined) {
    const removed = await pruneVersions(site, Number(values['--prune']), by);
    return log(removed.length ? `deleted ${removed.map((r) => `${r.remote}@${r.version}`).join(', ')}` : 'nothing to delete');
  }
  if (positional.length !== 1) {
    console.log(usage);
    process.exitCode = 1;
    return;
  }
  const remote = findRemoteWorkspace(positional[0]);
  if (switches.has('--promote')) {
    const { version, from } = await promoteCanary(site, remote.name, { by, workspace: remote.workspace });
    return log(`${remote.workspace} ${version} is live for everyone${from ? ` (was ${from}; roll back with --to ${from})` : ''}`);
  }
  if (switches.has('--rollback')) return rollbackRemote(site, remote, { by, log });
  if (values['--to'] !== undefined) return switchRemote(site, remote, values['--to'], { by, log });
  let canary: number | undefined;
  if (values['--canary'] !== undefined) {
    canary = Number(values['--canary']);
    if (!Number.isInteger(canary) || canary < 1 || canary > 99) throw new Error('--canary takes the share of visitors in percent, a whole number from 1 to 99.');
  }
  const { shellDir } = loadConfig(process.env);
  await deployRemote(site, remote, { from: values['--from'] ? path.resolve(values['--from']) : undefined, canary, by, shellDir, log });
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[deploy] ${error instanceof DeployRefused ? '' : 'failed: '}${message}`);
    process.exit(1);
  });
}
