import fs from 'node:fs';
import path from 'node:path';
import { shellContractFile } from '../../../api/src/site/layout';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED_CONTRACT_FILE } = require('../../federation-shared') as { SHARED_CONTRACT_FILE: string };

/** What a build provides (exact versions) and requires (caret ranges) of each run-time shared module. */
export type SharedContract = { provides: Record<string, string>; requires: Record<string, string> };

/** The shared modules a remote's build must find in the live shell. */
export const GUARDED = ['react', 'react-dom', 'styled-components', 'zustand', '@site/shared/store', '@site/shared/router', '@site/shared/ui/theme'] as const;

/** A deploy the guard refuses: nothing was published or switched. */
export class DeployRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeployRefused';
  }
}

export const buildContractFile = (buildDir: string) => path.join(buildDir, SHARED_CONTRACT_FILE);

export function readContract(file: string): SharedContract | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as SharedContract;
    return parsed && typeof parsed.provides === 'object' && typeof parsed.requires === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const parse = (v: string) => {
  const m = v.match(/^(\d+)\.(\d+)\.(\d+)/);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
};
const compare = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether `version` satisfies `range`: an exact version or a caret range as npm reads it
 * (^1.2.3 := >=1.2.3 <2.0.0; ^0.2.3 := >=0.2.3 <0.3.0; ^0.0.3 := 0.0.3). The builds write only these.
 */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  const caret = range.startsWith('^');
  const r = parse(caret ? range.slice(1) : range);
  if (!v || !r) return false;
  if (!caret) return compare(v, r) === 0;
  if (compare(v, r) < 0) return false;
  if (r[0] > 0) return v[0] === r[0];
  if (r[1] > 0) return v[0] === 0 && v[1] === r[1];
  return v[0] === 0 && v[1] === 0 && v[2] === r[2];
}

/** One requirement the shell does not meet, and whether the shell is behind (deploy it first) or ahead (rebuild the remote). */
export type Unmet = { key: string; required: string; provided?: string; shellBehind: boolean };

export function unmetRequirements(requires: Record<string, string>, provides: Record<string, string>): Unmet[] {
  return GUARDED.flatMap((key) => {
    const required = requires[key];
    const provided = provides[key];
    if (!required) return [{ key, required: '(not recorded)', provided, shellBehind: false }];
    if (provided && satisfies(provided, required)) return [];
    const have = provided ? parse(provided) : undefined;
    const need = parse(required.replace(/^\^/, ''));
    // Missing or older in the shell: the shell must go first. Newer (another major): the remote is behind.
    return [{ key, required, provided, shellBehind: !have || !need || compare(have, need) < 0 }];
  });
}

/** The shared versions the live shell provides, as its last deploy recorded them. */
export function liveShellContract(site: string): SharedContract | undefined {
  return readContract(shellContractFile(site));
}

/**
 * Refuses a remote build (a dist folder or a published version folder) whose shared
 * requirements the live shell does not meet. The message says what to do: deploy the shell first
 * (the build needs newer shared code than the live shell has), or rebuild the remote (the shell
 * moved to a new major the build was not made for).
 */
export function assertShellSatisfies(site: string, buildDir: string, label: string, workspace: string): void {
  const shell = liveShellContract(site);
  if (!shell) {
    throw new DeployRefused(
      `Refused: the live shell's shared versions are not recorded (${shellContractFile(site)}). Deploy the shell first: npm run build (or npm run deploy -- --all).`,
    );
  }
  const build = readContract(buildContractFile(buildDir));
  if (!build) {
    throw new DeployRefused(`Refused: ${label} records no shared requirements (${SHARED_CONTRACT_FILE}); it was built before the deploy guard. Rebuild it: npm run build -w ${workspace}.`);
  }
  const unmet = unmetRequirements(build.requires, shell.provides);
  if (unmet.length === 0) return;
  const lines = unmet.map((u) => `  ${u.key}: the build needs ${u.required}, the live shell provides ${u.provided ?? 'nothing'}`);
  const advice = unmet.some((u) => u.shellBehind)
    ? 'Deploy the shell first (npm run build, which publishes it), then deploy this remote again.'
    : `Rebuild ${workspace} against the live shell's shared code (npm run build -w ${workspace}), then deploy it again.`;
  throw new DeployRefused(`Refused: the live shell does not satisfy ${label}'s shared requirements:\n${lines.join('\n')}\n${advice}`);
}
