import fs from 'node:fs';
import path from 'node:path';
import { CV_DIR } from './cv';
import { SQLITE_FILE } from '../db';
import { withSqliteFile } from '../db/sqlite-file';

/** What a backup holds, checked on the copy itself. */
export type BackupReport = { folder: string; leads: number; cvs: number; missingCvs: string[] };

/** fsync of one file or folder: the backup is on disk when the command says it is done. */
function fsyncPath(file: string) {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Backs up the embedded store (SQLite and CVs under `dataDir`) into `outDir`, laid out as a data
 * folder (`leads.sqlite`, `cvs/`), while the server keeps running. `VACUUM INTO` copies one read
 * transaction, leads still in the WAL included (copying the file alone would miss them); the CVs
 * are copied after it, and a CV is always saved before its lead's row is committed, so every CV
 * the copy names is there. Refuses a folder that already holds something.
 */
export function backupDataDir(dataDir: string, outDir: string): BackupReport {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(source)) throw new Error(`No hay base de datos de leads en ${source} (¿DATA_DIR?).`);
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) throw new Error(`${outDir} ya existe y no está vacía: elige otra carpeta.`);
  fs.mkdirSync(path.join(outDir, CV_DIR), { recursive: true, mode: 0o700 });

  const target = path.join(outDir, SQLITE_FILE);
  withSqliteFile(source, (db) => {
    db.pragma('busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run(target);
  });
  fsyncPath(target);

  const cvSource = path.join(dataDir, CV_DIR);
  const names = fs.existsSync(cvSource) ? fs.readdirSync(cvSource).filter((name) => fs.statSync(path.join(cvSource, name)).isFile()) : [];
  for (const name of names) {
    const copy = path.join(outDir, CV_DIR, name);
    fs.copyFileSync(path.join(cvSource, name), copy);
    fs.chmodSync(copy, 0o640);
    fsyncPath(copy);
  }
  fsyncPath(path.join(outDir, CV_DIR));
  fsyncPath(outDir);
  return checkBackup(outDir);
}

/** Opens the copy read-only: the database must pass SQLite's integrity check, and each CV it names must be in the folder. */
export function checkBackup(folder: string): BackupReport {
  return withSqliteFile(
    path.join(folder, SQLITE_FILE),
    (db) => {
      const integrity = db.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') throw new Error(`La copia no pasa integrity_check: ${String(integrity)}`);
      const leads = (db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
      const cvPaths = (db.prepare('SELECT cv_path FROM leads WHERE cv_path IS NOT NULL').all() as { cv_path: string }[]).map((r) => r.cv_path);
      const missingCvs = cvPaths.filter((ref) => !fs.existsSync(path.join(folder, CV_DIR, path.basename(ref))));
      return { folder: path.resolve(folder), leads, cvs: cvPaths.length - missingCvs.length, missingCvs };
    },
    { readOnly: true },
  );
}
