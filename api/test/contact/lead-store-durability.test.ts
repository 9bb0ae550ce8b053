import fs from 'node:fs';
import { buildApp } from '../../src/app';
import { openStores } from '../../src/db';
import type { SqliteDb } from '../../src/db/sqlite-file';
import { makeLead } from '../../testing/fixtures';
import { makeTempDir } from '../helpers/lead-app';

// An acknowledged lead survives a power cut only if every commit is fsync'd: PRAGMA synchronous
// must be FULL (2) on every connection the SQLite lead store opens. synchronous is a setting of
// the connection, not of the file, so it is read on the store's own connections: the one function
// that opens SQLite files (src/db/sqlite-file.ts) is wrapped to keep each one it opens.
//
// A second open of the same file matters: the driver's SQLite is built with
// SQLITE_DEFAULT_WAL_SYNCHRONOUS=1, so a connection to a file already in WAL mode starts at
// NORMAL (1), while a brand-new file starts at FULL anyway.
//
// Mutations tried in api/src/db/database.ts, each of which made this test fail:
// - `synchronous = FULL` → `synchronous = OFF` (0 on every connection);
// - the pragma line removed (1 on the reopened file);
// - a second, read-only connection opened without the pragma (1 on that connection).

// "mock" prefix: jest lets a mock factory reach only such names.
const mockConnections: SqliteDb[] = [];

jest.mock('../../src/db/sqlite-file', () => {
  const real = jest.requireActual<typeof import('../../src/db/sqlite-file')>('../../src/db/sqlite-file');
  return {
    ...real,
    openSqliteFile: (...args: Parameters<typeof real.openSqliteFile>) => {
      const db = real.openSqliteFile(...args);
      mockConnections.push(db);
      return db;
    },
  };
});

const synchronous = (db: SqliteDb) => db.pragma('synchronous', { simple: true });

describe('SQLite lead store durability', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = makeTempDir();
    mockConnections.length = 0;
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('fsyncs every commit (synchronous = FULL) on each connection it opens, on a new file and on reopening it', async () => {
    for (const round of ['new file', 'reopened']) {
      const before = mockConnections.length;
      const stores = await openStores({ dataDir });
      await stores.leads.insertLead(makeLead(), { notify: true });
      const mine = mockConnections.slice(before);
      expect(mine.length).toBeGreaterThan(0);
      expect({ round, synchronous: mine.map(synchronous) }).toEqual({ round, synchronous: mine.map(() => 2) });
      await stores.close();
    }
  });

  it('does the same on the connections the running app opens', async () => {
    // Once so the file exists in WAL mode, as on a server that restarts.
    await (await openStores({ dataDir })).close();
    const before = mockConnections.length;
    const app = await buildApp({ env: {}, logLevel: 'silent', dataDir });
    try {
      await app.ready();
      const mine = mockConnections.slice(before);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.map(synchronous)).toEqual(mine.map(() => 2));
    } finally {
      await app.close();
    }
  });
});
