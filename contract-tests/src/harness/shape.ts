/**
 * Turns a schema of the spec into the loose Pact matchers of a response: only the `required` fields
 * (what the SDK validates and the clients read), each matched by type, arrays by `eachLike`, enums and
 * patterns by `regex`. Tests add or pin fields with `overrides` (dot paths; arrays are stepped through).
 */
import { MatchersV3 } from '@pact-foundation/pact';
import type { Schema } from '@lobby/openapi';
import { resolve, schemaNamed } from './spec';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

/** Field overrides by dot path, e.g. `{ token: string('t'), 'list.gameName': string('Aztec') }`. */
export type Overrides = Record<string, unknown>;

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function typesOf(schema: Schema): string[] {
  const declared = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const types = declared.filter((t) => t !== 'null');
  if (types.length > 0) return types;
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** Follows a schema's `$ref`s within its document. */
export type Resolve = (schema: Schema) => Schema;

function merged(schema: Schema, resolve: Resolve): Schema {
  const base = resolve(schema);
  const branches = base.allOf ?? [];
  const first = base.oneOf?.[0] ?? base.anyOf?.[0];
  if (branches.length === 0 && !first) return base;
  const out: Schema = { ...base, properties: { ...base.properties }, required: [...(base.required ?? [])] };
  for (const part of [...branches, ...(first ? [first] : [])].map((p) => merged(p, resolve))) {
    out.type ??= part.type;
    out.items ??= part.items;
    Object.assign(out.properties!, part.properties);
    out.required!.push(...(part.required ?? []));
  }
  return out;
}

function scalar(schema: Schema, type: string, inherited: unknown): unknown {
  if (schema.const !== undefined) return schema.const;
  const example = schema.example ?? inherited;
  if (type === 'string') {
    if (schema.enum && schema.enum.length > 0) {
      const values = schema.enum.filter((v): v is string => typeof v === 'string');
      const value = typeof example === 'string' && values.includes(example) ? example : values[0];
      return regex(`^(${values.map(escapeRegex).join('|')})$`, value ?? '');
    }
    const text = typeof example === 'string' ? example : 'text';
    if (schema.pattern && new RegExp(schema.pattern).test(text)) return regex(schema.pattern, text);
    return string(text);
  }
  if (type === 'integer') {
    const first = schema.enum?.find((v): v is number => typeof v === 'number');
    return integer(typeof example === 'number' ? example : (first ?? schema.minimum ?? 1));
  }
  if (type === 'number') return number(typeof example === 'number' ? example : (schema.minimum ?? 1));
  if (type === 'boolean') return boolean(typeof example === 'boolean' ? example : true);
  return undefined;
}

function below(overrides: Overrides, key: string): Overrides {
  const out: Overrides = {};
  for (const [path, value] of Object.entries(overrides)) {
    if (path.startsWith(`${key}.`)) out[path.slice(key.length + 1)] = value;
  }
  return out;
}

const field = (example: unknown, key: string | number): unknown =>
  typeof example === 'object' && example !== null ? (example as Record<string, unknown>)[key] : undefined;

/** `inherited` is the example an enclosing schema gives for this node (schemas often give one per object). */
function build(
  schema: Schema,
  overrides: Overrides,
  depth: number,
  inherited: unknown,
  resolve: Resolve,
): unknown {
  if (depth > 12) throw new Error('shape: schema nests too deep (a cycle?)');
  const s = merged(schema, resolve);
  // A constant (an event's name, a message's type) is what tells messages apart: matched exactly.
  if (s.const !== undefined) return s.const;
  const [type] = typesOf(s);
  const example = s.example ?? inherited;
  if (type === 'array') {
    return eachLike(
      s.items ? build(s.items, overrides, depth + 1, field(example, 0), resolve) : string('text'),
    );
  }
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    const wanted = new Set([...(s.required ?? []), ...Object.keys(overrides).map((p) => p.split('.')[0]!)]);
    for (const key of wanted) {
      if (key in overrides) {
        out[key] = overrides[key];
        continue;
      }
      const property = s.properties?.[key];
      if (property)
        out[key] = build(property, below(overrides, key), depth + 1, field(example, key), resolve);
    }
    return out;
  }
  return type ? scalar(s, type, example) : string('text');
}

/**
 * The matchers for a schema (a component name or a schema node). Required fields only, plus the
 * `overrides`, which may also name optional fields the test reads.
 */
export function shape(schema: string | Schema, overrides: Overrides = {}): unknown {
  return build(typeof schema === 'string' ? schemaNamed(schema) : schema, overrides, 0, undefined, resolve);
}

/**
 * The matchers for a schema of another document (the events document), whose `$ref`s `resolveIn` follows,
 * with the values of `example` (a whole message from the document's examples) where it gives them.
 */
export const shapeOfExample = (schema: Schema, example: unknown, resolveIn: Resolve): unknown =>
  build(schema, {}, 0, example, resolveIn);
