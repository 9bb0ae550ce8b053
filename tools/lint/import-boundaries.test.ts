import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The federated parts deploy separately: a remote that imported the shell or another remote would
// bundle a stale copy of it. The lint rule must catch every way of writing such an import.
const root = path.resolve(__dirname, '../..');

/** Lints `code` as if it were `file`, with the repository's ESLint config (run as a CLI). */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const run = spawnSync(path.join(root, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', file, '--format', 'json'], { cwd: root, input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('import boundaries', () => {
  it.each([
    ["import { App } from '../../../shell/src/app/app';"],
    ["import { TariffCard } from 'mfe-telephony/src/features/tariffs/tariff-card';"],
    ["import x from '../../../mfe-forms/src/entries/forms-routes';"],
    ["import { theme } from '@site/shared/src/ui/theme/tokens';"],
    ["import { Link } from 'react-router-dom';"],
  ])('a remote may not write %s', async (line) => {
    expect(await ruleIds('mfe-catalog/src/features/x/bad.ts', `${line}\nexport const y = 1;`)).toContain('no-restricted-imports');
  });

  it('a remote may import shared subpaths and packages', async () => {
    const code = "import { theme } from '@site/shared/ui';\nimport { useSiteStore } from '@site/shared/store';\nimport { z } from 'zod';\nexport const y = [theme, useSiteStore, z];\n";
    expect(await ruleIds('mfe-catalog/src/features/x/good.ts', code)).toEqual([]);
  });

  it('the shell may not import a remote', async () => {
    expect(await ruleIds('shell/src/app/bad.ts', "import x from '../../mfe-catalog/src/entries/catalog-routes';\nexport const y = x;")).toContain('no-restricted-imports');
  });
});
