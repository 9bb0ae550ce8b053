import zlib from 'node:zlib';

/** Bytes after gzip at level 9: how the budgets count text. */
export const gzipSize = (bytes: Buffer | string): number => zlib.gzipSync(bytes, { level: 9 }).length;

/**
 * Whether a <script> with this `type` runs: no type, an empty one, a JavaScript MIME type or
 * "module" (the HTML standard's rule). Data blocks do not run and cost no parse or execution:
 * application/ld+json (the pages' structured data), application/json, importmap,
 * speculationrules.
 */
export function isExecutableScriptType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const t = type.trim().toLowerCase();
  return t === '' || t === 'module' || /^(text|application)\/(x-)?(javascript|ecmascript)$/.test(t) || /^text\/(jscript|livescript)$/.test(t);
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The text of every inline <script> of an HTML document that a browser runs (no src, an executable type). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!isExecutableScriptType(attribute(attributes, 'type'))) continue;
    if (body.trim()) scripts.push(body);
  }
  return scripts;
}

export type FirstLoadJs = {
  /** JavaScript files fetched, and their gzip bytes (each file compressed on its own, as served). */
  files: number;
  filesGzip: number;
  /** Executable inline scripts of the page, and their gzip bytes. */
  inline: number;
  inlineGzip: number;
  /** What the budget holds: files and inline scripts. */
  totalGzip: number;
};

/**
 * First-load JavaScript of a page: every script file fetched plus the page's own inline scripts,
 * which run before any file does and travel in the HTML (so they are compressed together, as
 * they are inside the gzip'd document).
 */
export function firstLoadJs(documentHtml: string, scriptFiles: readonly Buffer[]): FirstLoadJs {
  const inline = inlineScripts(documentHtml);
  const filesGzip = scriptFiles.reduce((n, b) => n + gzipSize(b), 0);
  const inlineGzip = inline.length ? gzipSize(inline.join('\n')) : 0;
  return { files: scriptFiles.length, filesGzip, inline: inline.length, inlineGzip, totalGzip: filesGzip + inlineGzip };
}
