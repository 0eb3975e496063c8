/**
 * The bundled OpenAPI document (built by `pnpm --filter @lobby/openapi bundle`) and the operations in
 * it: the sandbox routes and validates from the spec itself, so a spec change reaches it at once.
 */
import type { Schema } from '@lobby/openapi';
import bundled from '@lobby/openapi/bundle';
import eventsBundle from '@lobby/openapi/events';

/** One parameter of an operation. */
export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

/** One operation as the sandbox needs it. */
export interface Operation {
  operationId: string;
  tag: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** Media type and schema of the request body, if any. */
  body: { mediaType: string; schema: Schema; required: boolean } | null;
  encrypted: boolean;
  /** The `x-module-id` the client sends as `ModuleId`. */
  moduleId: string | null;
  plainSchema: Schema | null;
  tokenRequired: boolean;
  /** Schema of the 200 response body (envelope included). */
  responseSchema: Schema | null;
}

interface RawOperation {
  operationId?: string;
  tags?: string[];
  parameters?: (Parameter | { $ref: string })[];
  security?: Record<string, unknown>[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  'x-encrypted'?: boolean;
  'x-module-id'?: string;
  'x-plain-request'?: Schema;
}

/** The document, typed loosely: only what the sandbox reads. */
export interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

/** The bundled spec. */
export const spec = bundled as unknown as Document;

/**
 * The events document's schemas (openapi/events, bundled with the HTTP schemas it names): its names never
 * clash with the spec's, so one lookup serves both.
 */
export const eventSchemas = (eventsBundle as unknown as { components: { schemas: Record<string, Schema> } })
  .components.schemas;

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function resolveParameter(p: Parameter | { $ref: string }): Parameter {
  if ('$ref' in p) {
    const name = p.$ref.split('/').pop() ?? '';
    const found = spec.components.parameters?.[name];
    if (!found) throw new Error(`unknown parameter ${p.$ref}`);
    return found;
  }
  return p;
}

function listOperations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const content = op.requestBody?.content ?? {};
      const mediaType = Object.keys(content)[0];
      out.push({
        operationId: op.operationId,
        tag: op.tags?.[0] ?? 'default',
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map(resolveParameter),
        body: mediaType
          ? {
              mediaType,
              schema: content[mediaType]?.schema ?? {},
              required: op.requestBody?.required ?? false,
            }
          : null,
        encrypted: op['x-encrypted'] === true,
        moduleId: op['x-module-id'] ?? null,
        plainSchema: op['x-plain-request'] ?? null,
        // `{}` among the requirements makes the token optional (listPromotions answers visitors too).
        tokenRequired:
          (op.security ?? []).some((s) => 'token' in s) &&
          !(op.security ?? []).some((s) => Object.keys(s).length === 0),
        responseSchema: op.responses?.['200']?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return out;
}

/** Every operation of the spec. */
export const operations: readonly Operation[] = listOperations();

/** Operations by operationId. */
export const operationsById: ReadonlyMap<string, Operation> = new Map(
  operations.map((o) => [o.operationId, o]),
);
