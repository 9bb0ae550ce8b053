import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../api/src/config';
import { openReleaseStoreOnly, ReleaseStateInDatabase, type ReleaseStore } from '../../api/src/releases';
import { DeployRefused } from './deploy/guard';
import { deployPart, rollbackPart, switchPart } from './deploy/part';
import { pruneVersions } from './deploy/prune';
import { releaseAll } from './deploy/release';
import { printList, printStatus } from './deploy/report';
import { promoteCanary } from './deploy/switch';
import { findPart } from './parts';
import { siteDir } from './workspaces';

const log = (message: string) => console.log(`[deploy] ${message}`);

/** Who runs the deploy, for the history: --by, else DEPLOY_BY, else the login name. */
export function deployer(flag?: string): string {
  const name = flag ?? process.env.DEPLOY_BY ?? process.env.USER ?? process.env.USERNAME;
  if (name) return name;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** The site's release store, as the servers open it (the same SITE_DIR, and DATABASE_URL when set). */
export async function openSiteReleases(site = siteDir()): Promise<ReleaseStore> {
  return openReleaseStoreOnly({ siteDir: site, databaseUrl: loadConfig(process.env).databaseUrl });
}

const usage = `Usage (a part is a workspace: shell, mfe-telephony, …, or its name: telephony):
  npm run deploy -- <part>                    guard, publish, render, smoke-check in Chromium, switch everyone to it
  npm run deploy -- <part> --canary <1-99>    the same, but serve the new version to that share of visitors only
  npm run deploy -- <part> --from <dir>       deploy a build in another folder (BUILD_OUT=<dir> at build time)
  npm run deploy -- --all [--canary <1-99>]   a full release: the shell and every built remote, checked together, switched at once
  npm run deploy -- --status                  visits, error reports and error rate of each live and canary version
  npm run deploy -- --promote <part>          make the part's canary live for everyone
  npm run deploy -- --rollback <part>         drop the part's canary (or, without one, switch back to the previous version)
  npm run deploy -- <part> --to <version>     switch everyone to a version published earlier (drops its canary); one never
                                              live for everyone, or rolled back, is smoke-checked in Chromium first
  npm run deploy -- --list                    published versions and the history (when, what, which version, who)
  npm run deploy -- --prune <n>               keep the last n versions of each part (never live, canary, rollback-target
                                              or replaced less than RELEASE_RETENTION_DAYS ago)
Options: --by <name> (else DEPLOY_BY or USER) names who deploys in the history;
--accept <version> releases a version the servers rolled back automatically (deploy, --to, --rollback; refused otherwise).
Building (npm run build) never changes what visitors get: only these commands do. SITE_DIR picks the site
folder; --status reads DATA_DIR or DATABASE_URL like the server. A site whose release state is in PostgreSQL
refuses every command run without DATABASE_URL.`;

const VALUE_FLAGS = ['--to', '--from', '--canary', '--by', '--prune', '--accept'];
const SWITCHES = ['--list', '--all', '--status', '--promote', '--rollback', '--help'];

function parse(args: string[]) {
  const values: Record<string, string[]> = {};
  const switches = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (VALUE_FLAGS.includes(arg)) {
      if (args[i + 1] === undefined || args[i + 1].startsWith('--')) throw new Error(`${arg} needs a value.\n\n${usage}`);
      (values[arg] ??= []).push(args[++i]);
    } else if (SWITCHES.includes(arg)) switches.add(arg);
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}.\n\n${usage}`);
    else positional.push(arg);
  }
  return { value: (flag: string) => values[flag]?.at(-1), values, switches, positional };
}

function canaryShare(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const share = Number(text);
  if (!Number.isInteger(share) || share < 1 || share > 99) throw new Error('--canary takes the share of visitors in percent, a whole number from 1 to 99.');
  return share;
}

async function main(args: string[]) {
  const site = siteDir();
  const { value, values, switches, positional } = parse(args);
  if (switches.has('--help')) return console.log(usage);
  const by = deployer(value('--by'));
  const config = loadConfig(process.env);
  const releases = await openSiteReleases(site);
  try {
    if (switches.has('--list')) return await printList(site, releases, config.releaseRetentionDays);
    if (switches.has('--status')) return await printStatus(releases);
    if (switches.has('--all')) {
      await releaseAll(site, releases, { canary: canaryShare(value('--canary')), by, accept: values['--accept'] ?? [], smoke: true, log });
      return;
    }
    if (value('--prune') !== undefined) {
      const removed = await pruneVersions(site, releases, Number(value('--prune')), by, config.releaseRetentionDays);
      return log(removed.length ? `deleted ${removed.map((r) => `${r.remote}@${r.version}`).join(', ')}` : 'nothing to delete');
    }
    if (positional.length !== 1) {
      console.log(usage);
      process.exitCode = 1;
      return;
    }
    const part = findPart(positional[0]);
    if (switches.has('--promote')) {
      const { version, from } = await promoteCanary(site, releases, part.name, { by });
      return log(`${part.workspace} ${version} is live for everyone${from ? ` (was ${from}; roll back with --to ${from})` : ''}`);
    }
    if (switches.has('--rollback')) return await rollbackPart(site, releases, part, { by, log, accept: value('--accept') });
    if (value('--to') !== undefined) return await switchPart(site, releases, part, value('--to')!, { by, log, accept: value('--accept') });
    const from = value('--from');
    await deployPart(site, releases, part, { from: from ? path.resolve(from) : undefined, canary: canaryShare(value('--canary')), by, accept: value('--accept'), log });
  } finally {
    await releases.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    // The state is elsewhere: one line that says what to set, not the server's settings banner.
    if (error instanceof ReleaseStateInDatabase) console.error(`[deploy] Refused: ${error.problems[0]}`);
    else console.error(`[deploy] ${error instanceof DeployRefused ? '' : 'failed: '}${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
