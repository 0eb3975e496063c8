/**
 * Emits one module per tag, `src/generated/tags/<tag>.ts` (its operations' descriptors and every validator
 * they need), and `src/generated/tags.ts`, the table createSdk loads them from on a tag's first call: an app
 * downloads the descriptors, validators and codec of the tags it calls, not of all the spec's, so a phone's
 * first script stays small.
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

/** The operations grouped by tag, each group in the order `readOperations` gave (the key operation first). */
export function groupByTag(ops: ReadOperation[]): Map<string, ReadOperation[]> {
  const groups = new Map<string, ReadOperation[]>();
  for (const op of ops) groups.set(op.tag, [...(groups.get(op.tag) ?? []), op]);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/** One tag's module: the zod schemas its operations' answers need (not exported) and its descriptors. */
export function emitTag(
  tag: string,
  ops: ReadOperation[],
  all: ReadOperation[],
  schemas: Map<string, string>,
): string {
  const lines = [`import { describeTag } from '../../runtime/describe-tag.js';`, ZOD_IMPORT];
  if (ops.some((op) => op.encrypted)) {
    lines.push(`import { rsaDesCodec } from '../../codec/codec.js';`);
    const key = all.find((op) => op.operationId === PUBLIC_KEY_OPERATION)!;
    if (key.tag !== tag) lines.push(`import { ${PUBLIC_KEY_OPERATION} } from './${key.tag}.js';`);
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

/** The table of tags: each tag's operation ids and the import of its module. */
export function emitTagTable(groups: Map<string, ReadOperation[]>): string {
  const lines = [
    "/** Per tag: its operation ids and its module of descriptors, which createSdk imports on the tag's first call. */",
    'export const operationTags = {',
  ];
  for (const [tag, ops] of groups) {
    const ids = JSON.stringify(ops.map((op) => op.operationId));
    lines.push(`  ${JSON.stringify(tag)}: { operations: ${ids}, load: () => import('./tags/${tag}.js') },`);
  }
  lines.push('} as const;', '');
  return lines.join('\n');
}
