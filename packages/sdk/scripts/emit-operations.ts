/** Reads every operation of the spec into a descriptor and emits `src/generated/operations.ts`. */
import {
  HTTP_METHODS,
  resolve,
  schemaRefName,
  type OpenApiDocument,
  type OperationObject,
  type SchemaObject,
} from './spec.js';
import { responseSchemaName } from './emit-zod.js';

/** The operation whose value is the RSA public key of encrypted calls. */
export const PUBLIC_KEY_OPERATION = 'getRsaKey';

const BODY_KINDS: Record<string, 'json' | 'form' | 'multipart'> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
};

export interface ReadOperation {
  operationId: string;
  tag: string;
  method: string;
  path: string;
  moduleId: string;
  token: boolean;
  encrypted: boolean;
  pathParams: string[];
  queryParams: string[];
  headerParams: string[];
  headerConsts: Record<string, string>;
  body: 'json' | 'form' | 'multipart' | 'none';
  contentType?: string;
  plainRequest?: string;
}

/** The top-level property names of a body schema, through `$ref` and `allOf`. */
function bodyFields(doc: OpenApiDocument, schema: SchemaObject | undefined): string[] {
  if (!schema) return [];
  const own = resolve(doc, schema);
  return [
    ...Object.keys(own.properties ?? {}),
    ...(own.allOf ?? []).flatMap((part) => bodyFields(doc, part)),
  ];
}

/** A name that appears in more than one of the groups, if any. */
function findClash(groups: string[][]): string | undefined {
  const seen = new Set<string>();
  for (const group of groups) {
    for (const name of new Set(group)) {
      if (seen.has(name)) return name;
      seen.add(name);
    }
  }
  return undefined;
}

/** An operation's parameter names by where they go, and the headers whose value the spec fixes (`const`). */
function parameters(doc: OpenApiDocument, shared: OperationObject['parameters'], op: OperationObject) {
  const params = [...(shared ?? []), ...(op.parameters ?? [])].map((p) => resolve(doc, p));
  const named = (where: string) => params.filter((p) => p.in === where).map((p) => p.name);
  const headerConsts: Record<string, string> = {};
  for (const p of params)
    if (p.in === 'header' && p.schema?.const !== undefined) headerConsts[p.name] = String(p.schema.const);
  return {
    pathParams: named('path'),
    queryParams: named('query'),
    headerParams: named('header').filter((name) => !(name in headerConsts)),
    headerConsts,
  };
}

/** One operation (`method` of `path`) as a descriptor; throws on what the conventions forbid. */
function readOperation(
  doc: OpenApiDocument,
  path: string,
  method: string,
  op: OperationObject,
  shared: OperationObject['parameters'],
): ReadOperation {
  const where = `${method.toUpperCase()} ${path}`;
  if (!op.operationId || !op.tags?.[0]) throw new Error(`${where}: operationId and a tag are required`);
  if (!op['x-module-id']) throw new Error(`${where}: x-module-id is required`);
  const content = op.requestBody ? (resolve(doc, op.requestBody).content ?? {}) : {};
  const contentType = Object.keys(content)[0];
  const encrypted = op['x-encrypted'] === true;
  const plainRef = op['x-plain-request']?.$ref;
  if (encrypted && !plainRef) throw new Error(`${where}: x-encrypted needs x-plain-request`);
  const read: ReadOperation = {
    operationId: op.operationId,
    tag: op.tags[0],
    method: method.toUpperCase(),
    path,
    moduleId: op['x-module-id'],
    token: (op.security ?? doc.security ?? []).some((s) => 'token' in s),
    encrypted,
    ...parameters(doc, shared, op),
    body: contentType ? (BODY_KINDS[contentType] ?? 'json') : 'none',
  };
  if (contentType) read.contentType = contentType;
  if (plainRef) read.plainRequest = schemaRefName(plainRef);
  const bodySchema = plainRef ? { $ref: plainRef } : contentType ? content[contentType]?.schema : undefined;
  const clash = findClash([
    read.pathParams,
    read.queryParams,
    read.headerParams,
    bodyFields(doc, bodySchema),
  ]);
  if (clash)
    throw new Error(
      `${where}: "${clash}" is both a parameter and a body field; the flat input cannot hold both`,
    );
  return read;
}

/** Every operation of the document, in path order; throws on what the conventions forbid. */
export function readOperations(doc: OpenApiDocument): ReadOperation[] {
  const out: ReadOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (op) out.push(readOperation(doc, path, method, op, item.parameters));
    }
  }
  if (out.some((op) => op.encrypted) && !out.some((op) => op.operationId === PUBLIC_KEY_OPERATION)) {
    throw new Error(`encrypted operations need the ${PUBLIC_KEY_OPERATION} operation`);
  }
  // The key operation comes first: encrypted descriptors refer to it at module load.
  return out.sort(
    (a, b) => Number(b.operationId === PUBLIC_KEY_OPERATION) - Number(a.operationId === PUBLIC_KEY_OPERATION),
  );
}

function inputType(op: ReadOperation): string {
  const o = `operations[${JSON.stringify(op.operationId)}]`;
  const parts: string[] = [];
  if (op.pathParams.length) parts.push(`${o}['parameters']['path']`);
  if (op.queryParams.length) parts.push(`NonNullable<${o}['parameters']['query']>`);
  const consts = Object.keys(op.headerConsts).map((k) => JSON.stringify(k));
  if (op.headerParams.length) {
    const header = `NonNullable<${o}['parameters']['header']>`;
    parts.push(consts.length ? `Omit<${header}, ${consts.join(' | ')}>` : header);
  }
  if (op.plainRequest) parts.push(`components['schemas'][${JSON.stringify(op.plainRequest)}]`);
  else if (op.contentType)
    parts.push(`NonNullable<${o}['requestBody']>['content'][${JSON.stringify(op.contentType)}]`);
  return parts.length ? `Flat<${parts.join(' & ')}>` : 'Record<string, never>';
}

/** One operation's exported descriptor; `validate` is its answer's validator. */
export function emitDescriptor(op: ReadOperation, validate: string): string {
  const fields = [
    `operationId: ${JSON.stringify(op.operationId)}`,
    `tag: ${JSON.stringify(op.tag)}`,
    `method: ${JSON.stringify(op.method)}`,
    `path: ${JSON.stringify(op.path)}`,
    `moduleId: ${JSON.stringify(op.moduleId)}`,
    `token: ${op.token}`,
    `encrypted: ${op.encrypted}`,
    `pathParams: ${JSON.stringify(op.pathParams)}`,
    `queryParams: ${JSON.stringify(op.queryParams)}`,
    `headerParams: ${JSON.stringify(op.headerParams)}`,
    `headerConsts: ${JSON.stringify(op.headerConsts)}`,
    `body: ${JSON.stringify(op.body)}`,
    `validate: ${validate}`,
  ];
  if (op.encrypted) fields.push(`encryption: { codec: rsaDesCodec, publicKey: ${PUBLIC_KEY_OPERATION} }`);
  return [
    `/** ${op.method} ${op.path} */`,
    `export const ${op.operationId} = {\n  ${fields.join(',\n  ')},\n} as const satisfies OperationDescriptor<${JSON.stringify(op.operationId)}>;`,
    '',
  ].join('\n');
}

/** The whole operations module: descriptors plus the type map that types the SDK's surface. */
export function emitOperations(ops: ReadOperation[]): string {
  const lines = [
    `import type { components, operations } from './schema.js';`,
    `import type { OperationDescriptor } from '../runtime/operation-descriptor.js';`,
    `import type { Flat, ResponseValue } from '../runtime/type-helpers.js';`,
  ];
  if (ops.some((op) => op.encrypted)) lines.push(`import { rsaDesCodec } from '../codec/codec.js';`);
  lines.push(
    `import { validator } from '../runtime/validate.js';`,
    `import * as v from './validators.js';`,
    '',
  );
  for (const op of ops)
    lines.push(emitDescriptor(op, `/*#__PURE__*/ validator(v.${responseSchemaName(op.operationId)})`));
  lines.push(
    '/** Every operation, for surfaces that expose them all (a plain array, so bundlers can drop it when unused). */',
    `export const allOperations = [${ops.map((op) => op.operationId).join(', ')}] as const;`,
    '',
  );
  lines.push(
    '/** Per operation: its tag, the flat input (path, query, header and body fields) and the envelope value. */',
  );
  lines.push('export interface OperationTypes {');
  for (const op of ops) {
    const o = `operations[${JSON.stringify(op.operationId)}]`;
    lines.push(
      `  ${op.operationId}: { tag: ${JSON.stringify(op.tag)}; input: ${inputType(op)}; output: ResponseValue<${o}> };`,
    );
  }
  lines.push('}', '');
  return lines.join('\n');
}
