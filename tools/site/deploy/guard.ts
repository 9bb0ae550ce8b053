import fs from 'node:fs';
import path from 'node:path';
import { SHELL, shellDir, type ReleaseState } from '../../../api/src/releases';

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

/** The shell releases a remote must run under while `state` holds: the live one and a canary's. */
export function servingShells(state: ReleaseState): { label: string; version: string }[] {
  const canary = state.canaries.find((c) => c.name === SHELL);
  return [
    ...(state.shell ? [{ label: 'the live shell', version: state.shell }] : []),
    ...(canary ? [{ label: `the canary shell ${canary.version}`, version: canary.version }] : []),
  ];
}

/**
 * Refuses a remote build (a dist folder or a published version folder) whose shared requirements
 * a shell release it would run under (live, canary) does not meet. The message says what to do:
 * deploy the shell first (the build needs newer shared code than the shell has), or rebuild the
 * remote (the shell moved to a new major the build was not made for).
 */
export function assertShellSatisfies(site: string, state: ReleaseState, buildDir: string, label: string, workspace: string): void {
  const shells = servingShells(state);
  if (shells.length === 0) throw new DeployRefused('Refused: no shell is released on this site yet. Release the shell first: npm run deploy -- shell (or npm run deploy -- --all).');
  const build = readContract(buildContractFile(buildDir));
  if (!build) {
    throw new DeployRefused(`Refused: ${label} records no shared requirements (${SHARED_CONTRACT_FILE}); it was built before the deploy guard. Rebuild it: npm run build -w ${workspace}.`);
  }
  for (const shell of shells) {
    const provided = readContract(buildContractFile(shellDir(site, shell.version)));
    if (!provided) throw new DeployRefused(`Refused: ${shell.label} (${shell.version}) records no shared versions; release a current shell first: npm run deploy -- shell.`);
    const unmet = unmetRequirements(build.requires, provided.provides);
    if (unmet.length === 0) continue;
    const lines = unmet.map((u) => `  ${u.key}: the build needs ${u.required}, ${shell.label} provides ${u.provided ?? 'nothing'}`);
    const advice = unmet.some((u) => u.shellBehind)
      ? 'Deploy the shell first (npm run build -w shell && npm run deploy -- shell), then deploy this remote again.'
      : `Rebuild ${workspace} against the shell's shared code (npm run build -w ${workspace}), then deploy it again.`;
    throw new DeployRefused(`Refused: ${shell.label} does not satisfy ${label}'s shared requirements:\n${lines.join('\n')}\n${advice}`);
  }
}

/**
 * Refuses a shell build that a remote staying live or canary could not run under: every version
 * listed must find its requirements met by the new shell's shared versions.
 */
export function assertRemotesSatisfied(shellBuildDir: string, remotes: { label: string; dir: string; workspace: string }[]): void {
  const shell = readContract(buildContractFile(shellBuildDir));
  if (!shell) throw new DeployRefused(`Refused: the shell build records no shared versions (${buildContractFile(shellBuildDir)}): rebuild it (npm run build -w shell).`);
  const problems = remotes.flatMap(({ label, dir, workspace }) => {
    const contract = readContract(buildContractFile(dir));
    const unmet = contract ? unmetRequirements(contract.requires, shell.provides) : [{ key: SHARED_CONTRACT_FILE, required: '(not recorded)', provided: undefined }];
    return unmet.length ? [`  ${label}: ${unmet.map((u) => `${u.key} needs ${u.required}, the shell provides ${u.provided ?? 'nothing'}`).join('; ')} (rebuild ${workspace})`] : [];
  });
  if (problems.length) throw new DeployRefused(`Refused: the new shell cannot run these remotes:\n${problems.join('\n')}`);
}
