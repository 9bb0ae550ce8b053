// ESLint rule: visible text in JSX comes from a content module (shared/src/content/*), never a literal
// (issue 35, item 2). What a visitor reads or a screen reader says, in one place NavegaBot and editors
// can see, with one casing. eslint-plugin-react's jsx-no-literals is not installed and cannot tell a
// visible prop from a technical one; this rule checks by the attribute's or property's name.

/*
 * The names whose string is visible or spoken: a prop, attribute or object key whose last word
 * (camelCase or kebab-case) is one of these (`title`, `aria-label`, `closeLabel`, `buttonText`, …).
 * Technical ones (`type`, `className`, `id`, `href`, `to`, `name`, `$variant`) are never checked.
 */
const VISIBLE_WORDS = new Set([
  'alt',
  'caption',
  'description',
  'eyebrow',
  'heading',
  'hint',
  'label',
  'legend',
  'message',
  'placeholder',
  'roledescription',
  'subtitle',
  'summary',
  'tagline',
  'text',
  'title',
  'tooltip',
  'valuetext',
]);

/** The last word of a name: `aria-label` → label, `closeLabel` → label, `title` → title. */
function lastWord(name) {
  const words = name.replace(/^\$/, '').split(/[-_:]|(?=[A-Z])/);
  return words[words.length - 1].toLowerCase();
}

/** Names that end like a visible one but hold a token for the browser (`enterKeyHint="send"`). */
const TECHNICAL_NAMES = new Set(['enterKeyHint']);

const isVisibleName = (name) => !TECHNICAL_NAMES.has(name) && VISIBLE_WORDS.has(lastWord(name));

/** A letter in any script: digits, punctuation and symbols alone ('404', '·', '€', '+') stay allowed. */
const hasWords = (text) => /\p{L}/u.test(text);

/** The string pieces a value can show: a literal, a template's fixed parts, either branch of a choice. */
function shownStrings(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.some((q) => hasWords(q.value.cooked ?? q.value.raw)) ? [node] : [];
    case 'ConditionalExpression':
      return [...shownStrings(node.consequent), ...shownStrings(node.alternate)];
    case 'LogicalExpression':
      return shownStrings(node.right);
    case 'JSXExpressionContainer':
      return shownStrings(node.expression);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return shownStrings(node.expression);
    default:
      return [];
  }
}

const textOf = (node) => (node.type === 'Literal' ? node.value : node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('…'));

/** @type {import('eslint').Rule.RuleModule} */
export const noVisibleLiterals = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Visible and accessible text in JSX comes from a content module, not a literal.' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      text: 'Visible text "{{text}}" in JSX: move it to a content module (shared/src/content/) and read it from there.',
      prop: '"{{name}}" shows "{{text}}": move the text to a content module (shared/src/content/) and read it from there.',
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const report = (node, messageId, data) => {
      const text = data.text.trim();
      if (!hasWords(text) || allowed.has(text)) return;
      context.report({ node, messageId, data: { ...data, text: text.length > 40 ? `${text.slice(0, 40)}…` : text } });
    };
    const checkValue = (value, name) => {
      for (const piece of shownStrings(value)) report(piece, 'prop', { name, text: textOf(piece) });
    };
    return {
      JSXText(node) {
        report(node, 'text', { text: node.value.replace(/\s+/g, ' ') });
      },
      // {'Texto'} or {open ? 'Cerrar' : 'Abrir'} among an element's children.
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        for (const piece of shownStrings(node.expression)) report(piece, 'text', { text: textOf(piece) });
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !isVisibleName(node.name.name)) return;
        checkValue(node.value, node.name.name);
      },
      // { label: 'Servicios' } in a component file: a prop that ends up on screen.
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : null;
        if (node.computed || !name || !isVisibleName(name)) return;
        checkValue(node.value, name);
      },
    };
  },
};

/** The repository's own ESLint plugin (registered as `site` in eslint.config.mjs). */
export const sitePlugin = { rules: { 'no-visible-literals': noVisibleLiterals } };
