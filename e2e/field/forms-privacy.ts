import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { E2E_SERVER_LOG } from '../../playwright.config';

/** A request as the server received it: what could carry personal data outside the body. */
export type SeenRequest = { method: string; url: string; referer: string };

/** Records every request the page sends from now on (navigations, form posts, scripts, images). */
export function recordRequests(page: Page): SeenRequest[] {
  const seen: SeenRequest[] = [];
  page.on('request', (r) => seen.push({ method: r.method(), url: r.url(), referer: r.headers()['referer'] ?? '' }));
  return seen;
}

/** The ways a typed value can appear in a URL: as typed, percent-encoded, or form-encoded (+ for spaces). */
function spellings(value: string): string[] {
  const percent = encodeURIComponent(value);
  return [value, percent, percent.replace(/%20/g, '+')].map((s) => s.toLowerCase());
}

/**
 * Every place a personal value shows up in a request's URL or Referer, as "GET url (value)".
 * Empty when nothing leaked.
 */
export function personalDataInUrls(requests: SeenRequest[], values: string[]): string[] {
  const leaks: string[] = [];
  for (const r of requests) {
    const places = [r.url, r.referer].map((s) => {
      try {
        return [s.toLowerCase(), decodeURIComponent(s).toLowerCase()];
      } catch {
        return [s.toLowerCase()];
      }
    });
    for (const value of values) {
      if (places.flat().some((place) => spellings(value).some((spelling) => place.includes(spelling)))) leaks.push(`${r.method} ${r.url} (${value})`);
    }
  }
  return leaks;
}

/** The server's log as written so far (its request lines, one JSON object each). */
export function serverLog(): string {
  return fs.readFileSync(E2E_SERVER_LOG, 'utf8');
}

/** Each personal value that appears anywhere in the server's log text, as typed or URL-encoded. */
export function personalDataInLog(log: string, values: string[]): string[] {
  const text = log.toLowerCase();
  return values.filter((value) => spellings(value).some((spelling) => text.includes(spelling)));
}
