// Lint rules that keep the federated parts apart and the code tidy.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { sitePlugin } from './tools/lint/no-visible-literals.mjs';

/** A remote may import only @site/shared subpaths and npm packages: never the shell or another remote. */
const remoteBoundary = {
  patterns: [
    { group: ['shell', 'shell/*', '**/shell/**'], message: 'A remote never imports the shell: talk through @site/shared/store.' },
    { group: ['mfe-*', 'mfe-*/*', '**/mfe-*/**'], message: 'A remote never imports another remote: talk through @site/shared/store or the URL.' },
    { group: ['@site/shared/src/*', '**/shared/src/**'], message: 'Import @site/shared by its published subpaths (./ui, ./store, ./content/*, …).' },
    { group: ['react-router', 'react-router-dom'], message: 'Import routing from @site/shared/router: it is the one shared router.' },
  ],
};

/**
 * The API runs on Node: the browser store, the UI kit, React and styled-components never load
 * there (api/test/boundaries/browser-modules.test.ts checks what actually loads).
 */
const apiBoundary = {
  patterns: [
    {
      group: ['@site/shared/store', '@site/shared/store/*', '@site/shared/ui', '@site/shared/ui/*', '@site/shared/api-client', '@site/shared/router', '@site/shared/router/*', '@site/shared/testing', '**/shared/src/store/**', '**/shared/src/ui/**'],
      message: 'The API never loads browser modules: import texts and schemas from @site/shared/content/* and @site/shared/schemas/*.',
    },
    { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'styled-components', 'zustand', 'zustand/*'], message: 'The API never loads React, styled-components or the store.' },
  ],
};

/**
 * The release model (layout, state, store and lock, history, canary, retention) has one public
 * entry, api/src/releases/index.ts: the server's other modules and the deploy tools import that,
 * never its files.
 */
const releaseModelEntry = {
  group: ['**/releases/*', '!**/releases/index'],
  message: 'Import the release model from its public entry (api/src/releases), not its files.',
};

/**
 * The release model depends on release health (api/src/db/release-health), never on the leads:
 * not a lead module, nor the database layer's entry that exports them, nor config.ts (whose
 * settings include the lead pipeline's; settings.ts has what it needs).
 */
const releaseModelDependencies = {
  regex: String.raw`(^|/)(leads|db/leads|db/outbox|db/task-leases)(/|$)|(^|/)(db|db/index|config)$`,
  message: 'The release model reads release health only: import ../db/release-health (and ../settings), never a lead module or ../config.',
};

/**
 * tools/ and e2e/ use the API through its public entries only: the app factory (api/src/app), the
 * server (api/src/server), the settings (api/src/config), the stores (api/src/db), the release
 * model (api/src/releases) and the shared test helpers (api/testing); never a file behind them,
 * nor api/test/.
 */
const apiPublicEntries = {
  regex: String.raw`(^|/)api/(?!(src/(app|server|config|db|releases)|testing)$)`,
  message: 'Import the API from a public entry (api/src/app, server, config, db, releases, or api/testing), not its files or api/test/.',
};

/**
 * Visible text lives in content modules (shared/src/content/*.ts, exempt as .ts files): JSX holds
 * no literal a visitor reads or a screen reader says (tools/lint/no-visible-literals.mjs). Enabling
 * it for another workspace is one line here; the parts still to move are listed below.
 *
 * Casing of buttons and headings: sentence case, as Spanish writes it ("Solicitar presupuesto",
 * "Ver más proyectos"): a capital on the first word and on proper names only (Navega Digital,
 * NavegaBot, Kit Digital, WhatsApp, O2…). The SPEC's own quoted strings keep their case ('Ver
 * Ayudas', 'Solicitar Líneas Adicionales'). tools/lint/sentence-case.ts writes the rule (its proper
 * names and the SPEC's strings); its test checks every text of the shell's, NavegaBot's and the
 * UI kit's copy modules and every button and heading of every content module.
 */
const copyFromContentModules = {
  files: [
    'shell/src/**/*.tsx',
    'mfe-chatbot/src/**/*.tsx',
    'shared/src/ui/**/*.tsx',
    'mfe-forms/src/**/*.tsx',
    'mfe-kit-digital/src/**/*.tsx',
    'mfe-telephony/src/**/*.tsx',
    'mfe-catalog/src/**/*.tsx',
  ],
  // Tests write their own sample text.
  ignores: ['**/*.test.tsx'],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'var/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['mfe-*/**/*.{ts,tsx,js}'], rules: { 'no-restricted-imports': ['error', remoteBoundary] } },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [remoteBoundary.patterns[1], remoteBoundary.patterns[2], remoteBoundary.patterns[3]] }] },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [remoteBoundary.patterns[0], remoteBoundary.patterns[1], remoteBoundary.patterns[3]] }] },
  },
  { files: ['api/**/*.ts'], ignores: ['api/src/releases/**'], rules: { 'no-restricted-imports': ['error', { patterns: [...apiBoundary.patterns, releaseModelEntry] }] } },
  { files: ['api/src/releases/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...apiBoundary.patterns, releaseModelDependencies] }] } },
  { files: ['tools/**/*.{ts,tsx}', 'e2e/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [apiPublicEntries] }] } },
  {
    // One reader of the environment: the config module validates every variable (api/src/settings.ts).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings from app.config (api/src/config.ts validates the environment).' }],
    },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { ...copyFromContentModules, plugins: { site: sitePlugin }, rules: { 'site/no-visible-literals': 'error' } },
);
