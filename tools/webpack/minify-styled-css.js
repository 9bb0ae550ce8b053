// A TypeScript transformer for ts-loader that squeezes the whitespace and comments out of
// styled-components' CSS templates (styled.x`…`, styled(X)`…`, css`…`, keyframes`…`,
// createGlobalStyle`…`). stylis drops both at run time anyway, so the page's CSS is the same;
// only the shipped JavaScript gets smaller. The browser and Node builds both run it, so the
// prerendered class names (a hash of the CSS text) match the ones the browser computes.
const ts = require('typescript');

const CSS_HELPERS = new Set(['css', 'keyframes', 'createGlobalStyle']);

/** True for a tag whose template is CSS: `styled.div`, `styled(Link)`, `styled.a.attrs(…)`, `css`, … */
function isCssTag(tag) {
  if (ts.isIdentifier(tag)) return CSS_HELPERS.has(tag.text) || tag.text === 'styled';
  if (ts.isPropertyAccessExpression(tag)) return isCssTag(tag.expression);
  if (ts.isCallExpression(tag)) return isCssTag(tag.expression);
  return false;
}

/** Characters that need no whitespace on either side. */
const TIGHT = '{};';

/**
 * Minifies one piece of a CSS template outside quoted strings: comments out, whitespace runs to
 * one space, no space next to `{`, `}` or `;`. Around `:` and `,` a space can matter (`a :hover`
 * is not `a:hover`) or stays in stylis' output (`rgba(0, 0, 0)`, `@media (a: b)`), so one is kept. `atStart`/`atEnd`: the piece begins or ends the whole template; a piece
 * next to an interpolation keeps one space there. Null when the piece is better left alone: an
 * unclosed string or comment, or a `//` (stylis reads a line comment, which joined lines would
 * stretch over the next declarations).
 */
function minifyCssPiece(text, atStart, atEnd) {
  let out = '';
  const space = () => {
    if (out === '' || !/[ {};]$/.test(out)) out += ' ';
  };
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      out += ch;
      if (ch === '\\' && i + 1 < text.length) out += text[++i];
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      out += ch;
    } else if (ch === '/' && text[i + 1] === '/') {
      return null;
    } else if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return null;
      i = end + 1;
      space();
    } else if (/\s/.test(ch)) {
      space();
    } else {
      if (TIGHT.includes(ch) && out.endsWith(' ')) out = out.slice(0, -1);
      out += ch;
    }
  }
  if (quote) return null;
  if (atStart) out = out.replace(/^ /, '');
  if (atEnd) out = out.replace(/ $/, '');
  return out;
}

/**
 * The pieces of one CSS template (the text around its interpolations), minified; null when any
 * piece is better left alone, so a template changes whole or not at all.
 */
function minifyCssPieces(pieces) {
  const mins = pieces.map((text, i) => minifyCssPiece(text, i === 0, i === pieces.length - 1));
  return mins.some((m) => m === null) ? null : mins;
}

/** The text of a template part, or undefined when it has escapes (its raw and cooked text differ). */
function plainText(part) {
  return part.rawText !== undefined && part.rawText === part.text ? part.text : undefined;
}

/** The template's parts: the head (or the whole literal), then each span's literal. */
const templateParts = (template) =>
  ts.isNoSubstitutionTemplateLiteral(template) ? [template] : [template.head, ...template.templateSpans.map((s) => s.literal)];

function minifyTemplate(factory, template) {
  const texts = templateParts(template).map(plainText);
  const mins = texts.includes(undefined) ? null : minifyCssPieces(texts);
  if (!mins) return template;
  if (ts.isNoSubstitutionTemplateLiteral(template)) return factory.createNoSubstitutionTemplateLiteral(mins[0], mins[0]);
  const last = template.templateSpans.length - 1;
  const spans = template.templateSpans.map((span, i) =>
    factory.createTemplateSpan(span.expression, i === last ? factory.createTemplateTail(mins[i + 1], mins[i + 1]) : factory.createTemplateMiddle(mins[i + 1], mins[i + 1])),
  );
  return factory.createTemplateExpression(factory.createTemplateHead(mins[0], mins[0]), spans);
}

/** The transformer factory for ts-loader's `getCustomTransformers: () => ({ before: [it] })`. */
function minifyStyledCss(context) {
  const { factory } = context;
  const visit = (node) => {
    const visited = ts.visitEachChild(node, visit, context);
    if (ts.isTaggedTemplateExpression(visited) && isCssTag(visited.tag)) {
      const template = minifyTemplate(factory, visited.template);
      if (template !== visited.template) return factory.updateTaggedTemplateExpression(visited, visited.tag, visited.typeArguments, template);
    }
    return visited;
  };
  return (sourceFile) => ts.visitNode(sourceFile, visit);
}

module.exports = { minifyStyledCss, minifyCssPieces, isCssTag, templateParts };
