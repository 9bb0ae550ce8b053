import { LEAD_COLUMNS, type Lead } from '../db';

/** Where a lead's CV file is on this machine (absolute), or null. */
export type CvFileOf = (lead: Lead) => string | null;

/** Columns of the CSV: the table's, plus the absolute path of the CV file. */
export const CSV_HEADER = [...LEAD_COLUMNS.map(([, column]) => column), 'cv_file'];

/**
 * One CSV cell: always quoted, and a value a spreadsheet would run as a formula (=, +, -, @,
 * or a leading tab / carriage return) is prefixed with ' (OWASP "CSV injection").
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** RFC 4180 CSV (CRLF) with a UTF-8 BOM so Excel reads the accents right. */
export function leadsToCsv(leads: Lead[], cvFile: CvFileOf): string {
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const lead of leads) {
    lines.push([...LEAD_COLUMNS.map(([key]) => lead[key]), cvFile(lead)].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The leads as JSON, each with `cvFile` (absolute path) when it has a CV. */
export function leadsToJson(leads: Lead[], cvFile: CvFileOf): string {
  return `${JSON.stringify(leads.map((lead) => ({ ...lead, cvFile: cvFile(lead) })), null, 2)}\n`;
}
