/**
 * The two databases every store is held to (contract.test.ts): a SQLite file in a temp dir, and
 * a real PostgreSQL started by the test helper. Each test starts from an empty database; two
 * `open()`s on it are two server instances sharing it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { withSqliteFile } from '../../src/db/sqlite-file';
import { Client } from 'pg';
import { openStores, SQLITE_FILE, type Stores } from '../../src/db';
import { makeTempDir } from '../helpers/lead-app';
import type { TestPostgres } from '../../testing/postgres';

export type BackendKind = 'sqlite' | 'postgres';

export type Backend = {
  kind: BackendKind;
  /** One instance's stores on the current database (closed by `reset` and `dispose`). */
  open: () => Promise<Stores>;
  /** An empty database again (no tables: the next open migrates it). */
  reset: () => Promise<void>;
  /** Runs a statement on the database behind the stores' back (to break or inspect it). */
  exec: (statement: string) => Promise<void>;
  dispose: () => Promise<void>;
};

export function backend(kind: BackendKind, pg: () => TestPostgres): Backend {
  const opened: Stores[] = [];
  const closeAll = async () => {
    for (const stores of opened.splice(0)) await stores.close().catch(() => undefined);
  };
  const track = async (stores: Promise<Stores>) => {
    const s = await stores;
    opened.push(s);
    return s;
  };
  const withClient = async (run: (client: Client) => Promise<unknown>) => {
    const client = new Client({ connectionString: pg().url });
    await client.connect();
    try {
      await run(client);
    } finally {
      await client.end();
    }
  };

  if (kind === 'sqlite') {
    let dataDir = makeTempDir('stores-contract-');
    return {
      kind,
      open: () => track(openStores({ dataDir })),
      reset: async () => {
        await closeAll();
        fs.rmSync(dataDir, { recursive: true, force: true });
        dataDir = makeTempDir('stores-contract-');
      },
      exec: async (statement) => {
        withSqliteFile(path.join(dataDir, SQLITE_FILE), (db) => db.exec(statement));
      },
      dispose: async () => {
        await closeAll();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  return {
    kind,
    // No data dir: on PostgreSQL the CVs are rows too.
    open: () => track(openStores({ dataDir: '/nonexistent', databaseUrl: pg().url })),
    reset: async () => {
      await closeAll();
      await withClient((client) => client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public'));
    },
    exec: (statement) => withClient((client) => client.query(statement)),
    dispose: closeAll,
  };
}

/**
 * `.rejects.toThrow()` is not used: a native addon (the SQLite driver) is loaded once per jest
 * worker, so its errors are made in the realm of the first test file that loaded it and later files
 * see a foreign-realm error.
 */
export async function expectFailure(promise: Promise<unknown>, message: RegExp) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeDefined();
  expect(String((error as { message?: string }).message)).toMatch(message);
}
