import { defaultTreeAdapter as tree, html, type DefaultTreeAdapterMap } from 'parse5';

/**
 * The few DOM operations the answer pages need, on parse5's tree. Text goes in as text nodes and
 * values as attributes, so the serializer escapes them: nothing a visitor typed becomes markup.
 */
export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const isElement = (node: Node): node is Element => 'tagName' in node;

/** Every element under `root`, in document order (collected first, so callers may change the tree). */
export function elementsOf(root: ParentNode): Element[] {
  const found: Element[] = [];
  const walk = (parent: ParentNode) => {
    for (const child of parent.childNodes) {
      if (!isElement(child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

export const getAttr = (el: Element, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;

export function setAttr(el: Element, name: string, value: string): void {
  const existing = el.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else el.attrs.push({ name, value });
}

export function removeAttr(el: Element, name: string): void {
  el.attrs = el.attrs.filter((a) => a.name !== name);
}

/** `el` lies inside `ancestor`. */
export function isInside(el: Element, ancestor: Element): boolean {
  for (let node: ParentNode | null = el.parentNode; node; node = 'parentNode' in node ? node.parentNode : null) {
    if (node === ancestor) return true;
  }
  return false;
}

export function removeNode(el: Element): void {
  tree.detachNode(el);
}

/** The element's text, as `textContent` reads it. */
export function textOf(el: Element): string {
  return el.childNodes.map((child) => (isElement(child) ? textOf(child) : 'value' in child ? child.value : '')).join('');
}

/** Replaces the element's children with one text node. */
export function setText(el: Element, text: string): void {
  for (const child of [...el.childNodes]) tree.detachNode(child);
  if (text !== '') tree.insertText(el, text);
}

/** Appends `<tag>text</tag>` (or plain text when `tag` is undefined) to `parent`. */
export function appendText(parent: Element, tag: string | undefined, text: string): void {
  if (tag === undefined) {
    tree.insertText(parent, text);
    return;
  }
  const child = tree.createElement(tag, html.NS.HTML, []);
  tree.appendChild(parent, child);
  setText(child, text);
}
