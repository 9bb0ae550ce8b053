import { loadConfig } from '../config';
import { leadsToCsv, leadsToJson } from '../leads/export';
import { CONTACT_DATA_RETENTION_YEARS, purgeExpiredLeads } from '../leads/retention';
import { openLeadStore } from '../leads/store';

const USAGE = `Uso: npm run leads -- <orden> [opciones]

  export --format csv|json [--since AAAA-MM-DD]
      Escribe los leads (con la ruta de su CV) en la salida estándar.
      --since: solo los recibidos desde ese día (00:00 UTC).
  purge [--dry-run]
      Borra los leads de más de ${CONTACT_DATA_RETENTION_YEARS} años y sus CV (SPEC §9, datos de contacto).
      --dry-run: solo muestra lo que borraría.

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
  if (command !== 'export' && command !== 'purge') {
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

  const config = loadConfig(io.env);
  const store = await openLeadStore(config);
  try {
    if (command === 'export') {
      const leads = await store.listLeads({ since });
      io.stdout(format === 'json' ? leadsToJson(leads, config.dataDir) : leadsToCsv(leads, config.dataDir));
      io.stderr(`${leads.length} lead(s) exportado(s).\n`);
      return 0;
    }
    const dryRun = args.includes('--dry-run');
    const report = await purgeExpiredLeads(store, config.dataDir, { now: io.now, dryRun });
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
    return 0;
  } finally {
    await store.close();
  }
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
