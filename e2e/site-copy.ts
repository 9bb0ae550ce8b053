import fs from 'node:fs';
import path from 'node:path';
import { readStateFile, shellDir, shellPagesDir, stateFile, writeStateFile } from '../api/src/releases';

/**
 * Copies what a released site serves now (the release state, the live shell release and remote
 * versions with their pages, the history) into `to`, so a test can deploy and switch on its own
 * site while other specs deploy on theirs. Only live versions are copied: their folders never
 * change under a running deploy, unlike the one it is publishing.
 */
export function copyLiveSite(from: string, to: string): void {
  const state = readStateFile(from);
  if (!state.shell) throw new Error(`${stateFile(from)} names no live shell release`);
  fs.mkdirSync(to, { recursive: true });
  fs.cpSync(shellDir(from, state.shell), shellDir(to, state.shell), { recursive: true });
  fs.mkdirSync(shellPagesDir(to, state.shell), { recursive: true });
  fs.copyFileSync(path.join(shellPagesDir(from, state.shell), '404.html'), path.join(shellPagesDir(to, state.shell), '404.html'));
  for (const { name, version } of state.remotes) {
    fs.cpSync(path.join(from, 'mfe', name, version), path.join(to, 'mfe', name, version), { recursive: true });
    const pages = path.join(shellPagesDir(from, state.shell), name, version);
    if (fs.existsSync(pages)) fs.cpSync(pages, path.join(shellPagesDir(to, state.shell), name, version), { recursive: true });
  }
  if (fs.existsSync(path.join(from, 'deploy-history.jsonl'))) fs.copyFileSync(path.join(from, 'deploy-history.jsonl'), path.join(to, 'deploy-history.jsonl'));
  writeStateFile(to, { ...state, canaries: [] });
}
