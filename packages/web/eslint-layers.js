// The web app's layers, as a local ESLint rule: app -> features -> components/hooks -> generated -> lib -> config.
// A feature imports no other feature (the app composes them), a hook imports no component and renders
// none (no JSX in hooks/), lib and config import nothing above them. Paths are resolved ('@/...' and relative alike), so a relative
// path that climbs into another layer is caught too. Tests are exempt (they may render the app).
import path from 'node:path';

const SRC = `${path.sep}packages${path.sep}web${path.sep}src${path.sep}`;

/** What each layer may import (besides itself); assets and texts (i18n, styles) are open to all. */
const ALLOWED = {
  app: ['features', 'components', 'hooks', 'generated', 'lib', 'config'],
  features: ['components', 'hooks', 'generated', 'lib', 'config'],
  components: ['hooks', 'generated', 'lib', 'config'],
  hooks: ['generated', 'lib', 'config'],
  // orval's hooks (src/generated/, not linted): they call the SDK through lib's mutator.
  generated: ['lib', 'config'],
  lib: ['config'],
  config: [],
};
const OPEN = new Set(['i18n', 'styles']);

/** `features/member`, `components`, ... of a path under src (the root's entry files count as app). */
function unitOf(relative) {
  const [layer, second] = relative.split('/');
  if (!relative.includes('/')) return { layer: 'app', unit: 'app' };
  return { layer, unit: layer === 'features' ? `features/${second}` : layer };
}

export const layersRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keeps the web app in its layers: app -> features -> components/hooks -> lib -> config; no feature imports another.',
    },
    schema: [],
    messages: {
      layer:
        "{{from}} may not import {{to}} ('{{source}}'): layers are app -> features -> components/hooks -> lib -> config.",
      feature:
        "{{from}} may not import another feature ({{to}}, '{{source}}'): move what both use to components/ or hooks/, or compose them in app/.",
      component: 'hooks/ holds hooks, not components: move what renders (JSX) to components/.',
    },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const at = filename.indexOf(SRC.split(path.sep).join('/'));
    if (at < 0 || /\.test\.tsx?$/.test(filename)) return {};
    const srcRoot = filename.slice(0, at + SRC.length);
    const from = unitOf(filename.slice(srcRoot.length));
    if (from.layer === 'testing' || !(from.layer in ALLOWED)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/')) target = source.slice(2);
      else if (source.startsWith('.'))
        target = path.posix.relative(srcRoot, path.posix.resolve(path.posix.dirname(filename), source));
      else return;
      if (target.startsWith('..')) return;
      const to = unitOf(target);
      if (to.unit === from.unit || OPEN.has(to.layer)) return;
      if (from.layer === 'features' && to.layer === 'features') {
        context.report({
          node: node.source,
          messageId: 'feature',
          data: { from: from.unit, to: to.unit, source },
        });
      } else if (!ALLOWED[from.layer].includes(to.layer)) {
        context.report({
          node: node.source,
          messageId: 'layer',
          data: { from: from.unit, to: to.unit, source },
        });
      }
    };
    // A hook file draws nothing: the first JSX in one is a component that belongs in components/.
    let reported = false;
    const rendering = (node) => {
      if (from.layer !== 'hooks' || reported) return;
      reported = true;
      context.report({ node, messageId: 'component' });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      JSXElement: rendering,
      JSXFragment: rendering,
    };
  },
};

export default { rules: { layers: layersRule } };
