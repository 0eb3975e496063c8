/**
 * Emits up to two modules per tag, `src/generated/tags/<tag>.ts` for its calls without the session token and
 * `src/generated/tags/<tag>.token.ts` for the ones with it (each: its operations' descriptors and every validator
 * they need), and `src/generated/tags.ts`, the table createSdk loads them from on a module's first call: an app
 * downloads the descriptors, validators and codec of the calls it makes, not of all the spec's, and a visitor's
 * (no session) not those of a member's calls, so a phone's first script stays small.
 * The modules are copies of what `operations.ts` and `validators.ts` hold, on purpose: the package's index
 * re-exports those, and a module an app's first script reaches statically (even only to shake it out) cannot
 * be split into a chunk of its own, so createSdk must not share them.
 */
import { PUBLIC_KEY_OPERATION, type ReadOperation } from './emit-operations.js';
import { responseSchemaName, statementsFor, ZOD_IMPORT } from './emit-zod.js';

/** One operation's descriptor in the short form `describeTag` reads (the same fields as `operations.ts`'s). */
function emitShortDescriptor(op: ReadOperation): string {
  const extras: string[] = [];
  const list = (name: string, values: string[]) => {
    if (values.length) extras.push(`${name}: ${JSON.stringify(values)}`);
  };
  list('pathParams', op.pathParams);
  list('queryParams', op.queryParams);
  list('headerParams', op.headerParams);
  if (Object.keys(op.headerConsts).length) extras.push(`headerConsts: ${JSON.stringify(op.headerConsts)}`);
  if (op.body !== 'none') extras.push(`body: ${JSON.stringify(op.body)}`);
  if (op.encrypted) extras.push(`encryption: { codec: rsaDesCodec, publicKey: ${PUBLIC_KEY_OPERATION} }`);
  const args = [op.operationId, op.method, op.path, op.moduleId].map((value) => JSON.stringify(value));
  args.push(String(op.token), responseSchemaName(op.operationId));
  if (extras.length) args.push(`{ ${extras.join(', ')} }`);
  return `/** ${op.method} ${op.path} */\nexport const ${op.operationId} = d(${args.join(', ')});\n`;
}

/** The module an operation's descriptor is in: its tag's, or its tag's calls with the session token. */
export const moduleOf = (op: Pick<ReadOperation, 'tag' | 'token'>): string =>
  op.token ? `${op.tag}.token` : op.tag;

/** The operations grouped by module, each group in the order `readOperations` gave (the key operation first). */
export function groupByModule(ops: ReadOperation[]): Map<string, ReadOperation[]> {
  const groups = new Map<string, ReadOperation[]>();
  for (const op of ops) groups.set(moduleOf(op), [...(groups.get(moduleOf(op)) ?? []), op]);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/** One module of a tag (`groupByModule`): the zod schemas its operations' answers need (not exported) and its descriptors. */
export function emitTag(
  name: string,
  ops: ReadOperation[],
  all: ReadOperation[],
  schemas: Map<string, string>,
): string {
  const tag = ops[0]!.tag;
  const lines = [`import { describeTag } from '../../runtime/describe-tag.js';`, ZOD_IMPORT];
  if (ops.some((op) => op.encrypted)) {
    lines.push(`import { rsaDesCodec } from '../../codec/codec.js';`);
    const key = all.find((op) => op.operationId === PUBLIC_KEY_OPERATION)!;
    if (moduleOf(key) !== name)
      lines.push(`import { ${PUBLIC_KEY_OPERATION} } from './${moduleOf(key)}.js';`);
  }
  lines.push(
    '',
    ...statementsFor(
      ops.map((op) => responseSchemaName(op.operationId)),
      schemas,
    ),
    '',
    `const d = describeTag(${JSON.stringify(tag)});`,
    '',
    ...ops.map(emitShortDescriptor),
  );
  return lines.join('\n');
}

/** The table of modules: each one's tag, operation ids and import. */
export function emitTagTable(groups: Map<string, ReadOperation[]>): string {
  const lines = [
    "/** Per module of descriptors: its tag, its operation ids and its import, which createSdk makes on the module's first call. */",
    'export const operationModules = {',
  ];
  for (const [name, ops] of groups) {
    const ids = JSON.stringify(ops.map((op) => op.operationId));
    lines.push(
      `  ${JSON.stringify(name)}: { tag: ${JSON.stringify(ops[0]!.tag)}, operations: ${ids}, load: () => import('./tags/${name}.js') },`,
    );
  }
  lines.push('} as const;', '');
  return lines.join('\n');
}
