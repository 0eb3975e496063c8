import type { Schema } from '@lobby/openapi';

/** A schema node of the spec: the one definition `@lobby/openapi` exports (the keywords its conventions allow). */
export type SchemaObject = Schema;

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

export interface MediaObject {
  schema?: SchemaObject;
}

export interface OperationObject {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { $ref?: string; content?: Record<string, MediaObject> };
  responses?: Record<string, { $ref?: string; content?: Record<string, MediaObject> }>;
  'x-module-id'?: string;
  'x-encrypted'?: boolean;
  'x-plain-request'?: SchemaObject;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OperationObject> & { parameters?: ParameterObject[] }>;
  security?: Record<string, string[]>[];
  components?: {
    schemas?: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject>;
    requestBodies?: Record<string, { content?: Record<string, MediaObject> }>;
    responses?: Record<string, { content?: Record<string, MediaObject> }>;
  };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Resolves a local `#/components/<kind>/<name>` reference; other objects pass through. */
export function resolve<T extends { $ref?: string }>(doc: OpenApiDocument, object: T): T {
  if (!object.$ref) return object;
  const [, , kind, name] = object.$ref.split('/');
  const target = (doc.components as Record<string, Record<string, unknown>> | undefined)?.[kind!]?.[name!];
  if (!target) throw new Error(`unresolved reference ${object.$ref}`);
  return resolve(doc, target as T);
}

/** The component name a `#/components/schemas/<Name>` reference points to. */
export function schemaRefName(ref: string): string {
  const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
  if (!match) throw new Error(`unsupported schema reference ${ref}`);
  return match[1]!;
}
