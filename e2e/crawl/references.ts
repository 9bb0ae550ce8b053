import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const textOf = (el: Element) => el.childNodes.map((n) => ('value' in n ? n.value : '')).join('');

/** Every element of a document, <template> contents included. */
function elements(root: Node): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if (isElement(node)) found.push(node);
    if ('childNodes' in node) node.childNodes.forEach(walk);
    if (isElement(node) && node.tagName === 'template' && 'content' in node) walk((node as unknown as { content: Node }).content);
  };
  walk(root);
  return found;
}

/** The URLs of a srcset: `a.webp 400w, b.webp 800w`. */
const srcsetUrls = (srcset: string) => srcset.split(',').map((c) => c.trim().split(/\s+/)[0]).filter(Boolean);
/** `url(…)` in CSS. */
const cssUrls = (css: string) => [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => m[2]);
/** Every string in a JSON-LD block that looks like a URL or a site path. */
function jsonLdUrls(value: unknown): string[] {
  if (typeof value === 'string') return /^(https?:\/\/|\/)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(jsonLdUrls);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonLdUrls);
  return [];
}

/** Open Graph and Twitter tags whose content is a URL. */
const URL_META = new Set(['og:image', 'og:url', 'twitter:image']);

/**
 * Every URL a page references, as written: links and resources (href, src, srcset, poster,
 * imagesrcset), the start-up scripts (`data-main`), Open Graph and Twitter URLs, CSS `url()`,
 * and the URLs in its JSON-LD. Form actions are left out: they take a POST.
 */
export function pageReferences(html: string): string[] {
  const urls: string[] = [];
  for (const el of elements(parse(html))) {
    for (const name of ['href', 'src', 'poster']) {
      const value = attr(el, name);
      if (value) urls.push(value);
    }
    for (const name of ['srcset', 'imagesrcset']) {
      const value = attr(el, name);
      if (value) urls.push(...srcsetUrls(value));
    }
    const main = attr(el, 'data-main');
    if (main) urls.push(...main.split(/\s+/).filter(Boolean));
    const meta = attr(el, 'property') ?? attr(el, 'name');
    if (el.tagName === 'meta' && meta && URL_META.has(meta)) urls.push(attr(el, 'content') ?? '');
    const style = attr(el, 'style');
    if (style) urls.push(...cssUrls(style));
    if (el.tagName === 'style') urls.push(...cssUrls(textOf(el)));
    if (el.tagName === 'script' && attr(el, 'type') === 'application/ld+json') urls.push(...jsonLdUrls(JSON.parse(textOf(el))));
  }
  return urls;
}

/** The URLs a web app manifest references: its start page and icons. */
export function manifestReferences(manifest: { start_url?: string; icons?: { src: string }[] }): string[] {
  return [manifest.start_url, ...(manifest.icons ?? []).map((i) => i.src)].filter((u): u is string => Boolean(u));
}
