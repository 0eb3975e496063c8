import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The length of every function of the hand-written code: declarations, methods, function expressions and
 * arrows, each from its first line to its last (a nested function counts in its parent too, as a reader
 * holds it there). A component is a function whose name starts with a capital letter and that returns JSX.
 * Test runners' blocks are left out: a `describe` is a list of cases.
 * `npx tsx scripts/function-sizes.ts [min-lines]` lists those of at least min-lines (default 50).
 */
export interface FunctionSize {
  file: string;
  line: number;
  name: string;
  lines: number;
  component: boolean;
  /** The body of a test runner's block (`describe`, `it`, `test`, a property): a list of cases, not a function to hold in mind. */
  testBody: boolean;
}

const TEST_RUNNERS =
  /^(?:describe|it|test|bench|suite)(?:\.(?:each|only|skip|concurrent|serial|describe|step|fixme|fail)(?:\(.*\))?)*$|^fc\.(?:property|asyncProperty)$|^test\.describe(?:\.\w+)*$/;

function isTestBody(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    !!parent &&
    ts.isCallExpression(parent) &&
    TEST_RUNNERS.test(parent.expression.getText().replace(/\s+/g, ''))
  );
}

const root = fileURLToPath(new URL('..', import.meta.url));
const CODE = /\.(?:[cm]?[jt]sx?)$/;
/** Generated code, bundles and third-party files: nobody writes or reads their functions. */
const NOT_OURS =
  /(?:^|\/)(?:generated|node_modules|dist|build-output|playwright-report|test-results)\/|\.d\.ts$/;

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) {
    // `memo(function X() {})`, `forwardRef((props) => ...)`, `it('...', () => ...)`.
    const callee = parent.expression.getText();
    const first = parent.arguments[0];
    if (first && ts.isStringLiteralLike(first) && first !== node)
      return `${callee}(${JSON.stringify(first.text)})`;
    const holder = parent.parent;
    if (holder && ts.isVariableDeclaration(holder)) return holder.name.getText();
    return `${callee}(...)`;
  }
  return '(anonymous)';
}

function returnsJsx(node: ts.Node): boolean {
  let found = false;
  const visit = (child: ts.Node): void => {
    if (found) return;
    if (ts.isJsxElement(child) || ts.isJsxFragment(child) || ts.isJsxSelfClosingElement(child)) {
      found = true;
      return;
    }
    // A nested function's JSX is its own.
    if (child !== node && ts.isFunctionLike(child)) return;
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

/** The functions of one file with their sizes. */
export function functionSizes(file: string, text: string): FunctionSize[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: FunctionSize[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node)
    ) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = nameOf(node);
      found.push({
        file,
        line: start + 1,
        name,
        lines: end - start + 1,
        component: /^[A-Z]/.test(name) && returnsJsx(node),
        testBody: isTestBody(node),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every hand-written function of the repository's tracked files. */
export function repositoryFunctionSizes(): FunctionSize[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => CODE.test(file) && !NOT_OURS.test(file));
  return files.flatMap((file) => functionSizes(file, readFileSync(root + file, 'utf8')));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const min = Number(process.argv[2] ?? 50);
  const all = repositoryFunctionSizes().filter((fn) => !fn.testBody);
  const long = all.filter((fn) => fn.lines >= min).sort((a, b) => b.lines - a.lines);
  for (const fn of long) {
    console.log(
      `${String(fn.lines).padStart(4)}  ${fn.component ? 'component ' : ''}${fn.name}  ${fn.file}:${fn.line}`,
    );
  }
  const components = all.filter((fn) => fn.component && fn.lines > 80).length;
  console.log(
    `${long.length} functions of ${min}+ lines; ${all.filter((fn) => fn.lines > 80).length} over 80; ` +
      `${components} components over 80 (of ${all.length} functions)`,
  );
}
