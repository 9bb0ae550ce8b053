/**
 * The settings (issue 17): every variable is read and validated in one place; a bad value stops
 * the server with a message naming the variable and what it expects; the README's table is the
 * list in api/src/settings.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig, repoRoot } from '../../src/config';
import { readmeSettingsTable, README } from '../../src/cli/settings-table';
import { settingsTable, SETTING_NAMES } from '../../src/settings';
import { makeTempDir } from '../helpers/lead-app';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  test('with nothing set: the defaults of a local run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      siteDir: path.join(repoRoot, 'var/site'),
      dataDir: path.join(repoRoot, 'data'),
      databaseUrl: undefined,
      rateLimitPerMinute: 10,
      askBotRateLimitPerMinute: 30,
      rateLimitAllowLoopback: false,
      trustProxy: false,
      logLevel: 'info',
      llm: undefined,
      leads: { smtp: undefined, jsonBodyLimit: 65536, outbox: { pollMs: 5000, maxAttempts: 20 } },
      canaryMinVisits: 5,
      canaryErrorMarginPct: 5,
      releaseRetentionDays: 7,
    });
    // Shell releases live in the site folder (shell/<version>/): there is no separate shell build folder to serve.
    expect(config).not.toHaveProperty('shellDir');
  });

  test('reads each group of variables into its typed field', () => {
    const config = loadConfig({
      PORT: '9000',
      TRUST_PROXY: '1',
      SITE_DIR: '/srv/site',
      DATABASE_URL: 'postgresql://web@db/leads',
      ASK_BOT_RATE_LIMIT_PER_MINUTE: '5',
      LLM_BASE_URL: 'https://llm.example/v1/',
      LLM_API_KEY: 'sk-1',
      LLM_MODEL: 'tiny',
      SMTP_HOST: 'smtp.example',
      LEADS_NOTIFY_TO: 'a@navega.example, b@navega.example',
      LEADS_RETRY_MAX_ATTEMPTS: '3',
      RELEASE_RETENTION_DAYS: '14',
    });
    expect(config).toMatchObject({ port: 9000, trustProxy: true, siteDir: '/srv/site', databaseUrl: 'postgresql://web@db/leads', askBotRateLimitPerMinute: 5, releaseRetentionDays: 14 });
    expect(config.llm).toEqual({ baseUrl: 'https://llm.example/v1', apiKey: 'sk-1', model: 'tiny', timeoutMs: 4000 });
    expect(config.leads.smtp).toMatchObject({ host: 'smtp.example', port: 587, from: 'a@navega.example', to: ['a@navega.example', 'b@navega.example'], secure: false });
    expect(config.leads.outbox.maxAttempts).toBe(3);
  });

  test("TRUST_PROXY takes the proxies' addresses and CIDR ranges, as Fastify's trustProxy does", () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  test('a blank variable is an unset one', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', LLM_BASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined, llm: undefined });
  });

  test('RELEASE_RETENTION_DAYS=0 is allowed: pruning may then delete any version no switch or canary needs', () => {
    expect(loadConfig({ RELEASE_RETENTION_DAYS: '0' }).releaseRetentionDays).toBe(0);
  });

  test('typed overrides win over the environment, the outbox field by field', () => {
    const config = loadConfig({ PORT: '9000', LEADS_RETRY_MAX_ATTEMPTS: '3' }, { port: 1234, leads: { outbox: { pollMs: 50 } } });
    expect(config.port).toBe(1234);
    expect(config.leads.outbox).toMatchObject({ pollMs: 50, maxAttempts: 3, baseDelayMs: 60_000 });
  });

  test.each<[Record<string, string>, string[]]>([
    [{ PORT: 'ochenta' }, ['PORT: expected a port number from 0 to 65535']],
    [{ PORT: '70000' }, ['PORT: expected a port number from 0 to 65535']],
    [{ RATE_LIMIT_PER_MINUTE: '-5' }, ['RATE_LIMIT_PER_MINUTE: expected a whole number, at least 1']],
    [{ MAX_HEADER_BYTES: '16KB' }, ['MAX_HEADER_BYTES: expected a number of bytes, at least 1']],
    [{ LOG_LEVEL: 'verbose' }, ['LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent']],
    [{ TRUST_PROXY: 'yes' }, ["TRUST_PROXY: expected 0, 1, or the proxies' addresses or CIDR ranges separated by commas (127.0.0.1,10.0.0.0/8)"]],
    [{ TRUST_PROXY: '10.0.0.0/33' }, ["TRUST_PROXY: expected 0, 1, or the proxies' addresses or CIDR ranges separated by commas (127.0.0.1,10.0.0.0/8)"]],
    [{ TRUST_PROXY: '127.0.0.1,proxy.example' }, ["TRUST_PROXY: expected 0, 1, or the proxies' addresses or CIDR ranges separated by commas (127.0.0.1,10.0.0.0/8)"]],
    [{ SMTP_HOST: 'smtp.example', LEADS_NOTIFY_TO: 'a@b.es', SMTP_SECURE: '1' }, ['SMTP_SECURE: expected true or false']],
    [{ SMTP_HOST: 'smtp.example', LEADS_NOTIFY_TO: 'comercial' }, ['LEADS_NOTIFY_TO: expected e-mail addresses separated by commas (name@example.com)']],
    [{ SMTP_HOST: 'smtp.example' }, ['LEADS_NOTIFY_TO: expected at least one address, since SMTP_HOST is set (set both or neither)']],
    [{ LEADS_NOTIFY_TO: 'a@b.es' }, ['SMTP_HOST: expected the SMTP server, since LEADS_NOTIFY_TO is set (set both or neither)']],
    [
      { LLM_BASE_URL: 'https://llm.example/v1' },
      [
        'LLM_API_KEY: expected a value, since LLM_BASE_URL is set (set all of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL or none)',
        'LLM_MODEL: expected a value, since LLM_BASE_URL is set (set all of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL or none)',
      ],
    ],
    [{ LLM_BASE_URL: 'llm.example', LLM_API_KEY: 'k', LLM_MODEL: 'm' }, ['LLM_BASE_URL: expected an http(s) URL such as https://api.example.com/v1']],
    [{ SHELL_ORIGINS: 'shell.example.com' }, ['SHELL_ORIGINS: expected http(s) origins separated by commas ("shell.example.com" is not an origin like https://shell.example.com)']],
    [{ RELEASE_RETENTION_DAYS: '-1' }, ['RELEASE_RETENTION_DAYS: expected a whole number of days, at least 0']],
    [{ RELEASE_RETENTION_DAYS: 'una semana' }, ['RELEASE_RETENTION_DAYS: expected a whole number of days, at least 0']],
    [{ REQUEST_TIMEOUT_MS: '0', CONNECTION_TIMEOUT_MS: 'nada' }, [
      'REQUEST_TIMEOUT_MS: expected a whole number of milliseconds, at least 1',
      'CONNECTION_TIMEOUT_MS: expected a whole number of milliseconds, at least 1',
    ]],
  ])('%j is refused, naming each variable and what it expects', (env, problems) => {
    expect(problemsOf(env)).toEqual(problems);
  });

  test('the message never quotes a value that may hold a password', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://web:s3cr3t@db/leads' });
    expect(problem).toBe('DATABASE_URL: expected a postgres:// URL (leave it empty for SQLite)');
  });

  test('buildApp refuses a bad setting before it opens anything', async () => {
    const dataDir = makeTempDir('config-bad-');
    try {
      await expect(buildApp({ env: { LEADS_OUTBOX_POLL_MS: 'pronto' }, dataDir: path.join(dataDir, 'data'), logLevel: 'silent' })).rejects.toThrow(
        'LEADS_OUTBOX_POLL_MS: expected a whole number of milliseconds, at least 1',
      );
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the server with a bad setting', () => {
  test('refuses to start: exit code 1, the message on stderr, nothing written', async () => {
    const dataDir = makeTempDir('config-start-');
    try {
      const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['api/src/server.ts'], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        // The machine's own variables, plus one the server cannot use.
        env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: path.join(dataDir, 'data'), RATE_LIMIT_PER_MINUTE: 'diez' },
      });
      let stderr = '';
      child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('Invalid settings, the server cannot start:\n  - RATE_LIMIT_PER_MINUTE: expected a whole number, at least 1');
      // The operator reads the message, not a stack trace.
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the README's settings table", () => {
  test('is the one rendered from api/src/settings.ts (npx tsx api/src/cli/settings-table.ts --write)', () => {
    expect(readmeSettingsTable(fs.readFileSync(README, 'utf8'))).toBe(settingsTable());
  });

  test('names every variable once', () => {
    const table = settingsTable();
    for (const name of SETTING_NAMES) expect(table.split(`| \`${name}\` |`)).toHaveLength(2);
    // The variables the Playwright server and the deploy docs rely on are among them.
    expect(SETTING_NAMES).toEqual(expect.arrayContaining(['PORT', 'HOST', 'SITE_DIR', 'DATA_DIR', 'LOG_LEVEL', 'RATE_LIMIT_PER_MINUTE', 'ASK_BOT_RATE_LIMIT_PER_MINUTE']));
    // The release model: how long replaced releases stay served; the shell is no longer a folder of its own.
    expect(SETTING_NAMES).toContain('RELEASE_RETENTION_DAYS');
    expect(SETTING_NAMES).not.toContain('SHELL_DIR');
  });
});
