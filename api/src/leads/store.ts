import path from 'node:path';
import { openPostgresLeadStore } from './postgres-store';
import { openSqliteLeadStore } from './sqlite-store';
import type { LeadStore } from './types';

/** Where the SQLite file lives inside the data dir. */
export const SQLITE_FILE = 'leads.sqlite';

/** Opens PostgreSQL when `databaseUrl` is a postgres:// URL, else `<dataDir>/leads.sqlite` (CVs in `<dataDir>/cvs`). */
export async function openLeadStore(options: { dataDir: string; databaseUrl?: string }): Promise<LeadStore> {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error('DATABASE_URL must be a postgres:// URL (leave it empty for SQLite)');
    }
    return openPostgresLeadStore(options.databaseUrl);
  }
  return openSqliteLeadStore(path.join(options.dataDir, SQLITE_FILE), options.dataDir);
}
