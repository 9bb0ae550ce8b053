// Unit and component tests (next to the code, *.test.ts(x)) and API tests (api/test).
// @swc/jest only strips types; `npm run typecheck` checks them.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(lucide-react|simple-icons)/)'],
  moduleNameMapper: { '\\.(webp|png|jpg|svg)$': '<rootDir>/shared/src/testing/file-stub.js' },
};

module.exports = {
  // Per-project testTimeout is not applied to hooks here; set it for the whole run.
  testTimeout: 30_000,
  // At least three workers (jest's default is one on two cores): most API files wait on real
  // servers, databases and child processes, so on two cores two workers left a fifth of the
  // processor idle; three use it (146 s against 158 s here, issue 34).
  maxWorkers: Math.max(3, require('node:os').availableParallelism()),
  projects: [
    {
      ...common,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{shared,shell,mfe-*}/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/shared/src/testing/setup-dom.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      // Real servers and databases: closing a server under a loaded CI machine can take seconds.
      testTimeout: 30_000,
      testMatch: ['<rootDir>/api/{src,test}/**/*.test.ts', '<rootDir>/tools/**/*.test.ts'],
    },
  ],
};
