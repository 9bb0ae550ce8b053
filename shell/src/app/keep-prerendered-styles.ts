/**
 * Issue 28: keeps the prerendered page's style sheet where it is when styled-components starts.
 *
 * styled-components "rehydrates" a server-rendered `<style data-styled>`: it reads the class
 * names it lists, copies every rule into a style sheet of its own and removes the element. One
 * sheet gone and an equal one added: Chromium's next style recalculation rebuilds every rule and
 * restyles the whole document (100–160 ms on /telefonia on a phone), in the way of a tap.
 *
 * Instead, before styled-components is imported: the prerendered element stops being one
 * styled-components looks for (it stays in place and keeps styling the page), and a stand-in
 * that is never a style sheet (`type="text/plain"`) gives it only the names, the `data-styled.g…`
 * markers. styled-components removes the stand-in, knows every prerendered name, so hydration
 * inserts no rule again; rules for what is rendered later go to its own sheet as before.
 */

const SC_ATTR = 'data-styled';
const SC_VERSION_ATTR = 'data-styled-version';
/** What the kept element's `data-styled` says instead (styled-components looks for other values). */
const KEPT = 'prerendered';
/** styled-components' separator between rules in the text it renders. */
const SPLITTER = '/*!sc*/\n';

/** The marker rules only (`data-styled.g12[id="sc-abc"]{content:"name,"}`), without the CSS. */
export function namesOnly(css: string): string {
  return css
    .split(SPLITTER)
    .filter((part) => part.trim().startsWith(`${SC_ATTR}.g`))
    .map((part) => part.trim() + SPLITTER)
    .join('');
}

/** Returns whether a prerendered style element was found and kept. */
export function keepPrerenderedStyles(doc: Document = document): boolean {
  const prerendered = doc.head?.querySelector<HTMLStyleElement>(`style[${SC_ATTR}][${SC_VERSION_ATTR}]`);
  if (!prerendered) return false;
  const names = doc.createElement('style');
  names.type = 'text/plain';
  names.setAttribute(SC_ATTR, 'true');
  names.setAttribute(SC_VERSION_ATTR, prerendered.getAttribute(SC_VERSION_ATTR) ?? '');
  names.textContent = namesOnly(prerendered.textContent ?? '');
  // Changing these attributes does not touch the sheet: the page's look stays as it is.
  prerendered.removeAttribute(SC_VERSION_ATTR);
  prerendered.setAttribute(SC_ATTR, KEPT);
  prerendered.after(names);
  return true;
}

/**
 * Whether the page's prerendered sheet was kept (above): it already holds every rule the served
 * page needs, the global ones too, so the shell need not build its global style again on this
 * page (styled-components would run it through its CSS compiler, about 20 ms at 4× CPU, to
 * insert nothing).
 */
export function prerenderedSheetKept(doc: Document | undefined = globalThis.document): boolean {
  return !!doc?.head?.querySelector(`style[${SC_ATTR}="${KEPT}"]`);
}
