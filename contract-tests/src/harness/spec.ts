/**
 * The bundled OpenAPI document, read as the contract tests need it: each operation's method, path,
 * tag, token and encryption marks, parameters and response value schema. Independent of the SDK's
 * generated code, so the pacts check the SDK against the spec rather than against itself.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Schema } from '@lobby/openapi';

/** One parameter of an operation. */
export interface SpecParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

/** One operation of the spec. */
export interface SpecOperation {
  operationId: string;
  tag: string;
  method: string;
  /** The path template, e.g. `/wps/agent/contracts/{contractId}/accept`. */
  path: string;
  moduleId: string;
  token: boolean;
  encrypted: boolean;
  parameters: SpecParameter[];
  /** The request body's media type, if it has a body. */
  bodyMediaType: string | null;
  /** The schema of the success envelope's `value`. */
  valueSchema: Schema | undefined;
}

interface RawOperation {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  parameters?: (SpecParameter | { $ref: string })[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  'x-module-id'?: string;
  'x-encrypted'?: boolean;
}

interface RawDocument {
  security?: unknown[];
  paths: Record<string, Record<string, RawOperation | unknown>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, SpecParameter> };
}

/** Where `corepack pnpm --filter @lobby/openapi bundle` writes the spec. */
export const SPEC_FILE = fileURLToPath(new URL('../../../openapi/dist/lobby.openapi.json', import.meta.url));

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let cached: RawDocument | undefined;
const documentOf = (): RawDocument => (cached ??= JSON.parse(readFileSync(SPEC_FILE, 'utf8')) as RawDocument);

/** Follows `$ref`s to a component schema of `schemas` (a document's `components.schemas`). */
export function resolveIn(schemas: Record<string, Schema>, schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 32; depth++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = schemas[name];
    if (!target) throw new Error(`spec: unknown schema ${current.$ref}`);
    current = target;
  }
  return current;
}

/** Follows `$ref`s to a component schema of the OpenAPI spec. */
export const resolve = (schema: Schema): Schema => resolveIn(documentOf().components.schemas, schema);

/** A component schema by name, e.g. `schemaNamed('MemberInfo')`. */
export function schemaNamed(name: string): Schema {
  const schema = documentOf().components.schemas[name];
  if (!schema) throw new Error(`spec: no component schema ${name}`);
  return schema;
}

/** The `value` of the operation's success: its 200 answer is one of a success and a refusal (`success: false`). */
function valueSchemaOf(op: RawOperation): Schema | undefined {
  const schema = op.responses?.['200']?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  const success = (schema.oneOf ?? [schema]).find(
    (part) => resolve(part).properties?.success?.const !== false,
  );
  for (const part of success?.allOf ?? (success ? [success] : [])) {
    const value = resolve(part).properties?.value;
    if (value && Object.keys(value).length > 0) return value;
  }
  return undefined;
}

function parametersOf(op: RawOperation, shared: unknown): SpecParameter[] {
  const refs = [...((shared as RawOperation['parameters']) ?? []), ...(op.parameters ?? [])];
  return refs.map((p) => {
    if (!('$ref' in p)) return p;
    const found = documentOf().components.parameters?.[p.$ref.replace('#/components/parameters/', '')];
    if (!found) throw new Error(`spec: unknown parameter ${p.$ref}`);
    return found;
  });
}

let operationsCache: SpecOperation[] | undefined;

/** Every operation of the bundled spec. */
export function specOperations(): SpecOperation[] {
  if (operationsCache) return operationsCache;
  const doc = documentOf();
  const list: SpecOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as RawOperation | undefined;
      if (!op?.operationId) continue;
      const security = op.security ?? doc.security ?? [];
      list.push({
        operationId: op.operationId,
        tag: op.tags?.[0] ?? 'default',
        method: method.toUpperCase(),
        path,
        moduleId: op['x-module-id'] ?? 'COMM3',
        token: security.length > 0,
        encrypted: op['x-encrypted'] === true,
        parameters: parametersOf(op, item.parameters),
        bodyMediaType: op.requestBody?.content ? (Object.keys(op.requestBody.content)[0] ?? null) : null,
        valueSchema: valueSchemaOf(op),
      });
    }
  }
  return (operationsCache = list);
}

/** One operation by id; throws when the spec has none (a renamed operation must fail loudly). */
export function specOperation(operationId: string): SpecOperation {
  const op = specOperations().find((o) => o.operationId === operationId);
  if (!op) throw new Error(`spec: no operation ${operationId}`);
  return op;
}
