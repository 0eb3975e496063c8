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
import { validatorExpression, validatorName } from './emit-validators.js';
import { schemaRefName, type SchemaObject } from './spec.js';

const HELPERS = ['all', 'any', 'arr', 'bool', 'int', 'lit', 'nul', 'num', 'obj', 'ref', 'str', 'union'];

/** Every component name `schema` refers to, anywhere inside it. */
function collectRefs(schema: unknown, into: Set<string>): void {
  if (Array.isArray(schema)) for (const item of schema) collectRefs(item, into);
  else if (schema && typeof schema === 'object')
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') into.add(schemaRefName(value));
      else collectRefs(value, into);
    }
}

/** The component schemas the operations' values need, through refs of refs, sorted by name. */
function componentsOf(ops: ReadOperation[], components: Record<string, SchemaObject>): string[] {
  const needed = new Set<string>();
  for (const op of ops) collectRefs(op.value, needed);
  for (const name of needed) collectRefs(components[name], needed); // a Set visits what is added while iterating
  return [...needed].sort((a, b) => a.localeCompare(b));
}

/** The run-time helpers `code` calls, ignoring string literals (a `lit("any")` is not the `any` helper). */
const helpersUsed = (code: string): string[] => {
  const bare = code.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return HELPERS.filter((name) => new RegExp(`\\b${name}\\b`).test(bare));
};

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
  args.push(String(op.token), `${op.operationId}Value`);
  if (extras.length) args.push(`{ ${extras.join(', ')} }`);
  return `/** ${op.method} ${op.path} */\nexport const ${op.operationId} = d(${args.join(', ')});\n`;
}

/** The operations grouped by tag, each group in the order `readOperations` gave (the key operation first). */
export function groupByTag(ops: ReadOperation[]): Map<string, ReadOperation[]> {
  const groups = new Map<string, ReadOperation[]>();
  for (const op of ops) groups.set(op.tag, [...(groups.get(op.tag) ?? []), op]);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/** One tag's module: its component validators (not exported), its value validators and its descriptors. */
export function emitTag(
  tag: string,
  ops: ReadOperation[],
  all: ReadOperation[],
  components: Record<string, SchemaObject>,
): string {
  const validators = [
    ...componentsOf(ops, components).map(
      (name) => `const ${validatorName(name)}: Validator = ${validatorExpression(components[name] ?? {})};`,
    ),
    ...ops.map(
      (op) =>
        `const ${op.operationId}Value: Validator = ${op.value ? validatorExpression(op.value) : 'any'};`,
    ),
  ];
  const helpers = helpersUsed(validators.join('\n'));
  const lines = [
    `import { describeTag } from '../../runtime/describe-tag.js';`,
    ...(helpers.length ? [`import { ${helpers.join(', ')} } from '../../runtime/validate.js';`] : []),
    `import type { Validator } from '../../runtime/validate.js';`,
  ];
  if (ops.some((op) => op.encrypted)) {
    lines.push(`import { rsaDesCodec } from '../../codec/codec.js';`);
    const key = all.find((op) => op.operationId === PUBLIC_KEY_OPERATION)!;
    if (key.tag !== tag) lines.push(`import { ${PUBLIC_KEY_OPERATION} } from './${key.tag}.js';`);
  }
  lines.push(
    '',
    ...validators,
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
