/**
 * Which operations the sandbox can refuse (HTTP 200, `success: false`), read from its source: an
 * operation refuses when its resolver (in a `defineHandlers({ ... })` of `mocks/src`) reaches a call
 * of the refusal helper `refuse`, directly or through the sandbox's own functions it calls. Read
 * from the source rather than listed by hand, so a handler that learns a refusal asks for its pact.
 * A replayed refusal (the idempotency store answering a repeat as the first time) is not a refusal
 * of its own: it only repeats one the resolver made, so only `refuse` counts.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The sandbox's source folder. */
export const MOCKS_SRC = fileURLToPath(new URL('../../../mocks/src', import.meta.url));

/** The sandbox's own source files (not its tests, not other packages). */
const isSandboxSource = (file: string, root: string): boolean =>
  file.startsWith(root) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/** The first sandbox declaration an identifier stands for (through imports), if it has one. */
function declarationOf(checker: ts.TypeChecker, node: ts.Identifier, root: string): ts.Node | undefined {
  // `{ login }` names the property; the function it holds is the value's symbol.
  let symbol = ts.isShorthandPropertyAssignment(node.parent)
    ? checker.getShorthandAssignmentValueSymbol(node.parent)
    : checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations?.find((d) => isSandboxSource(d.getSourceFile().fileName, root));
}

/** The sandbox's sources, read for names only (the standard library would only slow the reading). */
function sandboxProgram(root: string): ts.Program {
  const rootNames = ts.sys.readDirectory(root, ['.ts']).filter((f) => isSandboxSource(f, root));
  return ts.createProgram(rootNames, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    skipLibCheck: true,
    noLib: true,
    types: [],
  });
}

/** Whether a declaration reaches a call of `refuse`, through the sandbox declarations it names. */
function refusalReach(checker: ts.TypeChecker, root: string): (start: ts.Node) => boolean {
  // Per declaration: does it name `refuse` itself, and which sandbox declarations does it name.
  const links = new Map<ts.Node, { refuses: boolean; next: ts.Node[] }>();
  const linksOf = (node: ts.Node): { refuses: boolean; next: ts.Node[] } => {
    const known = links.get(node);
    if (known) return known;
    const found = { refuses: false, next: [] as ts.Node[] };
    const visit = (n: ts.Node): void => {
      if (!ts.isIdentifier(n)) return ts.forEachChild(n, visit);
      const declaration = declarationOf(checker, n, root);
      if (n.text === 'refuse' && declaration?.getSourceFile().fileName.endsWith('/http/envelope.ts'))
        found.refuses = true;
      else if (declaration && declaration !== node && !ts.isParameter(declaration))
        found.next.push(declaration);
    };
    ts.forEachChild(node, visit);
    links.set(node, found);
    return found;
  };
  return (start) => {
    const seen = new Set<ts.Node>([start]);
    for (const queue = [start]; queue.length > 0;) {
      const { refuses, next } = linksOf(queue.pop()!);
      if (refuses) return true;
      for (const n of next.filter((n) => !seen.has(n))) {
        seen.add(n);
        queue.push(n);
      }
    }
    return false;
  };
}

/** The resolvers of every `defineHandlers({ ... })` call in the file, by operation id. */
function resolversOf(file: ts.SourceFile): ts.ObjectLiteralElementLike[] {
  const out: ts.ObjectLiteralElementLike[] = [];
  const visit = (n: ts.Node): void => {
    const [resolvers] = ts.isCallExpression(n) ? n.arguments : [];
    if (
      ts.isCallExpression(n) &&
      ts.isIdentifier(n.expression) &&
      n.expression.text === 'defineHandlers' &&
      resolvers &&
      ts.isObjectLiteralExpression(resolvers)
    )
      out.push(...resolvers.properties.filter((p) => p.name && ts.isIdentifier(p.name)));
    ts.forEachChild(n, visit);
  };
  visit(file);
  return out;
}

/** The operations whose resolvers can reach `refuse`, sorted; `root` is the sandbox's source folder. */
export function refusingOperations(root: string = MOCKS_SRC): string[] {
  const program = sandboxProgram(root);
  const reachesRefuse = refusalReach(program.getTypeChecker(), root);
  return program
    .getSourceFiles()
    .filter((file) => isSandboxSource(file.fileName, root))
    .flatMap(resolversOf)
    .filter(reachesRefuse)
    .map((property) => (property.name as ts.Identifier).text)
    .sort();
}
