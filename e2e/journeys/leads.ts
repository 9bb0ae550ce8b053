import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Lead } from '../../api/src/db';
import { E2E_DATA_DIR } from '../../playwright.config';
import { RUN_TS } from '../../tools/run-ts';

const root = path.resolve(__dirname, '../..');

/** A lead as the staff CLI exports it: the stored row plus the CV's absolute path. */
export type ExportedLead = Lead & { cvFile: string | null };

/**
 * Every stored lead, read the way the company reads them: the staff CLI
 * (`npx tsx api/src/cli/leads.ts export --format json`) with the server's DATA_DIR.
 */
export function exportLeads(): ExportedLead[] {
  const out = execFileSync(process.execPath, [...RUN_TS, 'api/src/cli/leads.ts', 'export', '--format', 'json'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out) as ExportedLead[];
}

/** The exported leads sent with this e-mail address (each journey uses a unique one). */
export function leadsFrom(email: string): ExportedLead[] {
  return exportLeads().filter((lead) => lead.email === email);
}

/** An address no other run or test uses. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The one lead sent with `email`, as the company exports it. Fails with the likely cause when
 * it is missing although the server answered 201.

 */
export function storedLead(email: string): ExportedLead {
  const found = leadsFrom(email);
  if (found.length !== 1) {
    throw new Error(
      `Expected exactly one lead from ${email} in the ${E2E_DATA_DIR} export, found ${found.length}. ` +
        'The server answered 201, so the lead should be there.',
    );
  }
  return found[0];
}
