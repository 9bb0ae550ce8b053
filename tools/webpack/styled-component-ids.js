// A TypeScript transformer for ts-loader that gives every styled component a fixed id:
// `styled.div` … becomes `styled.div.withConfig({ componentId: 'sc-<hash>' })` …, the hash taken
// from the file's path inside the repository and the component's place in that file.
//
// Without it styled-components numbers its components in the order their modules load, so a
// page's class names depended on which pages the same process had rendered before: the prerender
// needed a fresh Node process per page to match the browser. With fixed ids the class names
// (a hash of id and CSS) are the same in every build and process, so one process renders them all.
const crypto = require('node:crypto');
const path = require('node:path');
const ts = require('typescript');

const repoRoot = path.resolve(__dirname, '../..');

/** True for a tag that makes a styled component: `styled.x`, `styled(X)`, `styled.x.attrs(…)`, … */
function isStyledComponentTag(tag) {
  if (ts.isIdentifier(tag)) return false;
  let root = tag;
  while (ts.isPropertyAccessExpression(root) || ts.isCallExpression(root)) root = root.expression;
  return ts.isIdentifier(root) && root.text === 'styled';
}

/** The id of the n-th styled component of a file: stable across machines (a repository path, not an absolute one). */
function componentId(fileName, index) {
  const where = `${path.relative(repoRoot, fileName).split(path.sep).join('/')}#${index}`;
  return `sc-${crypto.createHash('sha1').update(where).digest('hex').slice(0, 10)}`;
}

/** The transformer factory for ts-loader's `getCustomTransformers: () => ({ before: [it] })`. */
function styledComponentIds(context) {
  const { factory } = context;
  return (sourceFile) => {
    let index = 0;
    const visit = (node) => {
      if (ts.isTaggedTemplateExpression(node) && isStyledComponentTag(node.tag)) {
        const id = componentId(sourceFile.fileName, index++);
        const config = factory.createObjectLiteralExpression([factory.createPropertyAssignment('componentId', factory.createStringLiteral(id))]);
        const tag = factory.createCallExpression(factory.createPropertyAccessExpression(node.tag, 'withConfig'), undefined, [config]);
        // The template's own interpolations may hold styled components too (rare, but visit them).
        return factory.updateTaggedTemplateExpression(node, tag, node.typeArguments, ts.visitEachChild(node.template, visit, context));
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

module.exports = { styledComponentIds, isStyledComponentTag, componentId };
