import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { backupDataDir } from '../leads/backup';
import { leadsToCsv, leadsToJson } from '../leads/export';
import { BROWSING_DATA_RETENTION_YEARS, CONTACT_DATA_RETENTION_YEARS, purgeExpiredLeads } from '../leads/retention';
import { openStores, type Lead, type LeadStore } from '../db';

const USAGE = `Uso: npm run leads -- <orden> [opciones]

  export --format csv|json [--since AAAA-MM-DD] [--cv-dir CARPETA]
      Escribe los leads (con la ruta de su CV) en la salida estándar.
      --since: solo los recibidos desde ese día (00:00 UTC).
      --cv-dir: copia sus CV a esa carpeta (necesario si los CV están en PostgreSQL).
  cv ID_DEL_LEAD --out FICHERO
      Descarga el CV de un lead (de la carpeta de datos o de PostgreSQL).
  purge [--dry-run]
      Borra los leads de más de ${CONTACT_DATA_RETENTION_YEARS} años y sus CV (SPEC §9, datos de contacto),
      y los datos de navegación de más de ${BROWSING_DATA_RETENTION_YEARS} años. El servidor lo hace solo una vez al día.
      --dry-run: solo muestra lo que borraría.
  backup --out CARPETA
      Copia coherente de la base SQLite y de los CV en CARPETA (nueva o vacía), con el servidor
      en marcha. Restaurar: parar el servidor, poner CARPETA como DATA_DIR, arrancar.
      Con DATABASE_URL, usa pg_dump (docs/operations.md).

Lee DATA_DIR y DATABASE_URL como el servidor.
`;

/** `env`: the variables to read, process.env unless a test gives its own. */
type Io = { env?: Record<string, string | undefined>; stdout: (text: string) => void; stderr: (text: string) => void; now?: Date };

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** The staff CLI; returns the exit code. */
export async function runLeadsCli(argv: string[], io: Io): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'backup') return backup(args, io);
  if (command !== 'export' && command !== 'purge' && command !== 'cv') {
    io.stderr(USAGE);
    return command === undefined || command === '--help' || command === 'help' ? 0 : 2;
  }

  let since: Date | undefined;
  let format: string | undefined;
  if (command === 'export') {
    format = option(args, '--format') ?? 'csv';
    if (format !== 'csv' && format !== 'json') {
      io.stderr(`Formato no válido: ${format} (usa csv o json)\n`);
      return 2;
    }
    const sinceText = option(args, '--since');
    if (sinceText !== undefined) {
      since = /^\d{4}-\d{2}-\d{2}$/.test(sinceText) ? new Date(`${sinceText}T00:00:00.000Z`) : new Date(NaN);
      if (Number.isNaN(since.getTime())) {
        io.stderr(`Fecha no válida: ${sinceText} (usa AAAA-MM-DD)\n`);
        return 2;
      }
    }
  }

  const cvDir = option(args, '--cv-dir');
  const out = option(args, '--out');
  if (command === 'cv' && (!args[0] || args[0].startsWith('--') || !out)) {
    io.stderr(USAGE);
    return 2;
  }

  const config = loadConfig(io.env);
  const stores = await openStores(config);
  const store = stores.leads;
  try {
    if (command === 'export') {
      const leads = await store.listLeads({ since });
      const cvFile = await cvFiles(store, leads, cvDir);
      io.stdout(format === 'json' ? leadsToJson(leads, cvFile) : leadsToCsv(leads, cvFile));
      io.stderr(`${leads.length} lead(s) exportado(s).\n`);
      const inDatabase = leads.filter((lead) => lead.cvPath).length;
      if (!cvDir && store.cvs.kind === 'postgres' && inDatabase > 0) {
        io.stderr(`${inDatabase} CV(s) guardado(s) en PostgreSQL: añade --cv-dir CARPETA para descargarlos.\n`);
      }
      return 0;
    }
    if (command === 'cv') {
      const lead = await store.getLead(args[0]);
      const content = lead?.cvPath ? await store.cvs.read(lead.cvPath) : undefined;
      if (!content) {
        io.stderr(lead ? 'Ese lead no tiene CV (o ya se borró).\n' : 'No hay ningún lead con ese id.\n');
        return 1;
      }
      fs.writeFileSync(out as string, content, { mode: 0o640 });
      io.stderr(`CV escrito en ${path.resolve(out as string)} (${content.length} bytes).\n`);
      return 0;
    }
    const dryRun = args.includes('--dry-run');
    const report = await purgeExpiredLeads(stores, { now: io.now, dryRun });
    const verb = dryRun ? 'Se borrarían' : 'Borrados';
    io.stdout(`Retención: datos de contacto ${CONTACT_DATA_RETENTION_YEARS} años; fecha de corte ${report.cutoff.toISOString()}.\n`);
    io.stdout(`${verb} ${report.leads.length} lead(s):\n`);
    for (const lead of report.leads) io.stdout(`  ${lead.id}  ${lead.origin}  ${lead.createdAt}${lead.cvPath ? `  CV ${lead.cvPath}` : ''}\n`);
    io.stdout(`${verb} ${report.cvFiles.length} CV(s):\n`);
    for (const file of report.cvFiles) io.stdout(`  ${file}\n`);
    if (report.orphanFiles.length > 0) {
      io.stdout(`${verb} ${report.orphanFiles.length} CV(s) sin lead:\n`);
      for (const file of report.orphanFiles) io.stdout(`  ${file}\n`);
    }
    io.stdout(
      dryRun
        ? `Se borrarían los datos de navegación anteriores a ${report.browsingCutoff.toISOString()}.\n`
        : `Borrados ${report.clientErrors} informe(s) de error y ${report.visitRows} recuento(s) de visitas anteriores a ${report.browsingCutoff.toISOString()}.\n`,
    );
    return 0;
  } finally {
    await stores.close();
  }
}

/** `backup --out CARPETA`: the embedded store only; PostgreSQL has its own tools. */
function backup(args: string[], io: Io): number {
  const out = option(args, '--out');
  if (!out || out.startsWith('--')) {
    io.stderr(USAGE);
    return 2;
  }
  const config = loadConfig(io.env);
  if (config.databaseUrl) {
    io.stderr('Los leads y los CV están en PostgreSQL: cópialos con pg_dump -Fc (docs/operations.md, "Backup and restore").\n');
    return 2;
  }
  const report = backupDataDir(config.dataDir, out);
  io.stdout(`Copia en ${report.folder}: ${report.leads} lead(s), ${report.cvs} CV(s).\n`);
  if (report.missingCvs.length > 0) {
    io.stderr(`${report.missingCvs.length} CV(s) que nombran los leads no estaban en ${path.join(config.dataDir, 'cvs')}: ${report.missingCvs.join(', ')}\n`);
    return 1;
  }
  return 0;
}

/**
 * Where each exported lead's CV is: copied into `cvDir` when given (from files or PostgreSQL
 * alike, named by its reference, never by the visitor's file name), else the file on this
 * machine, if CVs are files here.
 */
async function cvFiles(store: LeadStore, leads: Lead[], cvDir: string | undefined): Promise<(lead: Lead) => string | null> {
  const copied = new Map<string, string>();
  if (cvDir) {
    fs.mkdirSync(cvDir, { recursive: true, mode: 0o750 });
    for (const lead of leads) {
      const content = lead.cvPath ? await store.cvs.read(lead.cvPath) : undefined;
      if (!lead.cvPath || !content) continue;
      const file = path.resolve(cvDir, path.basename(lead.cvPath));
      fs.writeFileSync(file, content, { mode: 0o640 });
      copied.set(lead.id, file);
    }
    return (lead) => copied.get(lead.id) ?? null;
  }
  return (lead) => (lead.cvPath ? (store.cvs.localPath(lead.cvPath) ?? null) : null);
}

if (require.main === module) {
  runLeadsCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
