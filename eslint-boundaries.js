// The workspace's package boundaries, as a local ESLint rule: packages import each other by name (and their
// `exports`), never by a relative path into another package's folder, which bypasses what that package
// chooses to publish and breaks when either moves. Each file belongs to the nearest folder with a package.json.
// The root's shared tool configuration (`*.base.*` at the root, as tsconfig.base.json) is no package's code:
// every package's configuration may import it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace's root, where this file is. */
const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));

const roots = new Map();

/** The visitors of every statement that names a module: imports, dynamic imports and re-exports. */
const onModuleNames = (check) => ({
  ImportDeclaration: check,
  ImportExpression: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
});

/** The folder of the package that owns `dir` (the nearest package.json above it). */
function packageRoot(dir) {
  if (roots.has(dir)) return roots.get(dir);
  const parent = path.dirname(dir);
  const root = existsSync(path.join(dir, 'package.json')) || parent === dir ? dir : packageRoot(parent);
  roots.set(dir, root);
  return root;
}

export const packageBoundaryRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Packages import each other by name and exports, never by a relative path.' },
    schema: [],
    messages: {
      crossing:
        "'{{source}}' reaches into {{to}} from {{from}}: import the package by its name (add what is needed to its exports).",
    },
  },
  create(context) {
    const dir = path.dirname(context.filename);
    const from = packageRoot(dir);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(dir, source);
      const to = packageRoot(path.dirname(target));
      if (to === from || target.startsWith(from + path.sep)) return;
      if (path.dirname(target) === workspaceRoot && /\.base(\.[cm]?[jt]s)?$/.test(target)) return;
      const name = (root) => path.relative(context.cwd, root) || 'the root package';
      context.report({
        node: node.source,
        messageId: 'crossing',
        data: { source, from: name(from), to: name(to) },
      });
    };
    return onModuleNames(check);
  },
};

/** What ships (sdk, flows, the web app's src) never imports the sandbox: it is for tests, the catalogue and `npm start`. */
export const noSandboxRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Production code never imports @lobby/mocks.' },
    schema: [],
    messages: {
      sandbox: "'{{source}}' is the sandbox: only tests and test helpers import it, never what ships.",
    },
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source === 'string' && (source === '@lobby/mocks' || source.startsWith('@lobby/mocks/')))
        context.report({ node: node.source, messageId: 'sandbox', data: { source } });
    };
    return onModuleNames(check);
  },
};

export default { rules: { 'package-boundary': packageBoundaryRule, 'no-sandbox': noSandboxRule } };
