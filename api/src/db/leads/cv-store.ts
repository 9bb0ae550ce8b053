import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { CV_DIR, CV_MIME, cleanFileName, probeCvFolder, removeCv, resolveCvPath, saveCv, type CvKind } from '../../leads/cv';
import type { StoredCv } from './store';

/**
 * Where CVs are kept, behind one interface: files in `<dataDir>/cvs` for one machine (SQLite), or
 * a table of the PostgreSQL database when several instances share it, so any instance can
 * attach, export, download and purge a CV another one received. A CV's reference (`cvs/<uuid>.pdf`,
 * the lead's `cv_path`) is the same in both.
 */
export interface CvStore {
  readonly kind: 'files' | 'postgres';
  /** Keeps the CV durably (file and folder fsync'd, or committed) before it resolves. */
  save(kind: CvKind, originalName: string, content: Buffer): Promise<StoredCv>;
  /** The CV's bytes; undefined when it is gone. */
  read(ref: string): Promise<Buffer | undefined>;
  /** Removes a CV; false when it was already gone. */
  remove(ref: string): Promise<boolean>;
  /** CVs stored before `olderThan` that no lead refers to (a crash between the CV and its row). */
  orphans(olderThan: Date): Promise<string[]>;
  /** Rejects when CVs cannot be written now (the health check). */
  probe(): Promise<void>;
  /** Where staff find the file on this machine, or undefined when it lives in the database. */
  localPath(ref: string): string | undefined;
}

/** The embedded mode's CVs: files under `<dataDir>/cvs`, as cv.ts writes them. */
export function fileCvStore(dataDir: string, referencedPaths: () => Promise<string[]>): CvStore {
  return {
    kind: 'files',
    save: (kind, originalName, content) => saveCv(dataDir, kind, originalName, content),
    async read(ref) {
      try {
        return await fs.promises.readFile(resolveCvPath(dataDir, ref));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove: (ref) => removeCv(dataDir, ref),
    async orphans(olderThan) {
      const dir = path.join(dataDir, CV_DIR);
      if (!fs.existsSync(dir)) return [];
      const referenced = new Set(await referencedPaths());
      const found: string[] = [];
      for (const name of fs.readdirSync(dir)) {
        const ref = path.posix.join(CV_DIR, name);
        if (referenced.has(ref)) continue;
        const stat = fs.statSync(path.join(dir, name));
        if (stat.isFile() && stat.mtimeMs < olderThan.getTime()) found.push(ref);
      }
      return found;
    },
    probe: () => probeCvFolder(dataDir),
    localPath: (ref) => resolveCvPath(dataDir, ref),
  };
}

/** Several instances' CVs: rows of `cv_files` (bytea), committed before the lead's row is. */
export function postgresCvStore(pool: Pool): CvStore {
  return {
    kind: 'postgres',
    async save(kind, originalName, content) {
      const ref = path.posix.join(CV_DIR, `${randomUUID()}.${kind}`);
      // synchronous_commit is on by default: the INSERT returns once the WAL is flushed.
      await pool.query('INSERT INTO cv_files (path, content, created_at) VALUES ($1, $2, $3)', [ref, content, new Date()]);
      return { path: ref, originalName: cleanFileName(originalName), mime: CV_MIME[kind], size: content.length };
    },
    async read(ref) {
      const { rows } = await pool.query<{ content: Buffer }>('SELECT content FROM cv_files WHERE path = $1', [ref]);
      return rows[0]?.content;
    },
    async remove(ref) {
      const { rowCount } = await pool.query('DELETE FROM cv_files WHERE path = $1', [ref]);
      return (rowCount ?? 0) > 0;
    },
    async orphans(olderThan) {
      const { rows } = await pool.query<{ path: string }>(
        'SELECT path FROM cv_files c WHERE created_at < $1 AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.cv_path = c.path) ORDER BY path',
        [olderThan],
      );
      return rows.map((r) => r.path);
    },
    // The database's own write probe covers this table.
    probe: async () => undefined,
    localPath: () => undefined,
  };
}
