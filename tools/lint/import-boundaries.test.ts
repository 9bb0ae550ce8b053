import { openLinter } from './lint-texts';

// The federated parts deploy separately: a remote that imported the shell or another remote would
// bundle a stale copy of it. The lint rule must catch every way of writing such an import.
const linter = openLinter();
afterAll(() => linter.close());

/** Lints `code` as if it were `file`, with the repository's ESLint config. */
async function ruleIds(file: string, code: string): Promise<string[]> {
  return (await linter.lint(file, code)).map((m) => m.ruleId ?? m.message);
}

/** The lines of `code` (1-based) that no-restricted-imports reports, linted as `file`. */
async function restrictedLines(file: string, code: string): Promise<number[]> {
  return (await linter.lint(file, code)).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line);
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

  // tools/ and e2e/ use the API through its public entries, so its files can move behind them.
  it.each([
    [
      'tools/site/deploy/bad.ts',
      [
        "import type { Lead } from '../../../api/src/db/leads/store';",
        "import { openDatabase } from '../../../api/src/db/database';",
        "import { loadConfig } from '../../../api/src/settings';",
        "import { VisitCounter } from '../../../api/src/releases/visit-counter';",
        "import { freePort } from '../../../api/test/helpers/lead-app';",
        "import { startPostgres } from '../../../api/testing/postgres';",
      ],
    ],
    ['e2e/journeys/bad.ts', ["import { openReleaseHealthStore } from '../../api/src/db/release-health';", "export { writeLead } from '../../api/src/leads/write-lead';"]],
    ['tools/recipes/bad.tsx', ["import { sitemapXml } from '../../api/src/site/sitemap';"]],
  ])('%s may not import the API past its public entries', async (file, lines) => {
    expect(await restrictedLines(file, `${lines.join('\n')}\nexport const y = 1;\n`)).toEqual(lines.map((_, i) => i + 1));
  });

  it('tools/ and e2e/ may import the public entries', async () => {
    const code = [
      "import { buildApp } from '../../../api/src/app';",
      "import { startServer } from '../../../api/src/server';",
      "import { loadConfig } from '../../../api/src/config';",
      "import type { Lead } from '../../../api/src/db';",
      "import { openReleaseHealthStore, SHELL } from '../../../api/src/releases';",
      "import { freePort, startPostgres } from '../../../api/testing';",
      'export const y = [buildApp, startServer, loadConfig, openReleaseHealthStore, SHELL, freePort, startPostgres] as unknown as Lead;',
      '',
    ].join('\n');
    expect(await ruleIds('tools/site/deploy/good.ts', code)).toEqual([]);
    expect(await ruleIds('e2e/good.ts', code.replaceAll('../../../api/', '../api/'))).toEqual([]);
  });

  it('the release model may read release health, never a lead module or the stores\' entry', async () => {
    const bad = [
      "import type { Lead } from '../leads/intake';",
      "import type { LeadStore } from '../db/leads';",
      "import type { Stores } from '../db';",
      "import type { OutboxItem } from '../db/outbox/store';",
      "import { loadConfig } from '../config';",
    ];
    expect(await restrictedLines('api/src/releases/bad.ts', `${bad.join('\n')}\nexport const y = 1;\n`)).toEqual([1, 2, 3, 4, 5]);
    const good = "import type { VersionHealth } from '../db/release-health';\nimport { openPostgresPool } from '../db/postgres-pool';\nimport { ConfigError } from '../settings';\nexport const y = [openPostgresPool, ConfigError] as unknown as VersionHealth;\n";
    expect(await ruleIds('api/src/releases/good.ts', good)).toEqual([]);
  });

  it('the shell may not import a remote', async () => {
    expect(await ruleIds('shell/src/app/bad.ts', "import x from '../../mfe-catalog/src/entries/catalog-routes';\nexport const y = x;")).toContain('no-restricted-imports');
  });
});
