import fs from 'node:fs';
import path from 'node:path';

/**
 * Copies what a published site serves now (remotes.json, the live versions' files and pages, the
 * 404 page, the shell's recorded shared versions, the history) into `to`, so a test can deploy and
 * switch on its own site while other specs deploy on theirs. Only live versions are copied: their
 * folders never change under a running deploy, unlike the one it is publishing.
 */
export function copyLiveSite(from: string, to: string): void {
  const remotes = fs.readFileSync(path.join(from, 'remotes.json'), 'utf8');
  fs.mkdirSync(to, { recursive: true });
  for (const { name, version } of JSON.parse(remotes) as { name: string; version: string }[]) {
    fs.cpSync(path.join(from, 'mfe', name, version), path.join(to, 'mfe', name, version), { recursive: true });
    const pages = path.join(from, 'pages', name, version);
    if (fs.existsSync(pages)) fs.cpSync(pages, path.join(to, 'pages', name, version), { recursive: true });
  }
  fs.cpSync(path.join(from, 'pages/_shell'), path.join(to, 'pages/_shell'), { recursive: true });
  for (const file of ['shell-contract.json', 'deploy-history.jsonl']) {
    if (fs.existsSync(path.join(from, file))) fs.copyFileSync(path.join(from, file), path.join(to, file));
  }
  fs.writeFileSync(path.join(to, 'remotes.json'), remotes);
}
