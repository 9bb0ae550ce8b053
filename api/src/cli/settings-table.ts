import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, settingsTable } from '../settings';

/** The README section whose table lists the variables (api/src/settings.ts is its source). */
const HEADING = '### Settings (environment variables)';
export const README = path.join(repoRoot, 'README.md');

/** Where the table sits in the README: from its header row to the first line that is not a row. */
function tableRange(readme: string): { start: number; end: number } {
  const heading = readme.indexOf(`\n${HEADING}\n`);
  if (heading === -1) throw new Error(`README.md has no "${HEADING}" section`);
  const start = readme.indexOf('\n|', heading) + 1;
  const nextHeading = readme.indexOf('\n#', heading + 1);
  if (start === 0 || (nextHeading !== -1 && start > nextHeading)) throw new Error(`README.md: no table under "${HEADING}"`);
  let end = start;
  while (readme.startsWith('|', end)) {
    const next = readme.indexOf('\n', end);
    end = next === -1 ? readme.length : next + 1;
  }
  return { start, end };
}

/** The table as the README has it now. */
export function readmeSettingsTable(readme: string): string {
  const { start, end } = tableRange(readme);
  return readme.slice(start, end).trimEnd();
}

/** The README with its table replaced by the one rendered from the settings. */
export function withSettingsTable(readme: string): string {
  const { start, end } = tableRange(readme);
  return `${readme.slice(0, start)}${settingsTable()}\n${readme.slice(end)}`;
}

// `npx tsx api/src/cli/settings-table.ts` prints the table; `--write` puts it in README.md.
if (require.main === module) {
  if (process.argv.includes('--write')) fs.writeFileSync(README, withSettingsTable(fs.readFileSync(README, 'utf8')));
  else process.stdout.write(`${settingsTable()}\n`);
}
