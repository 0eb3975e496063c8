/** Checks a value against a schema of the spec's subset and names the first problem found. */
import type { Schema } from '@lobby/openapi';
import { eventSchemas, spec } from './document';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const patterns = new Map<string, RegExp>();

function resolve(schema: Schema): Schema {
  let s = schema;
  while (s.$ref) {
    const name = s.$ref.split('/').pop() ?? '';
    const next = spec.components.schemas?.[name] ?? eventSchemas[name];
    if (!next) throw new Error(`unknown schema ${s.$ref}`);
    s = next;
  }
  return s;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(actual: string, expected: string): boolean {
  return actual === expected || (expected === 'number' && actual === 'integer');
}

/** Whether an object has the values a schema's properties fix with `const` (through `allOf`); false without any. */
function constantsMatch(value: unknown, schema: Schema): boolean {
  if (typeOf(value) !== 'object') return false;
  const record = value as Record<string, unknown>;
  const fixed = (part: Schema): [string, unknown][] => {
    const s = resolve(part);
    const own = Object.entries(s.properties ?? {}).flatMap(([key, sub]) => {
      const constant = resolve(sub).const;
      return constant === undefined ? [] : [[key, constant] as [string, unknown]];
    });
    return [...own, ...(s.allOf ?? []).flatMap(fixed)];
  };
  const constants = fixed(schema);
  return constants.length > 0 && constants.every(([key, constant]) => record[key] === constant);
}

type Problem = string | null;

/** allOf, oneOf (exactly one) and anyOf. */
function checkCombined(value: unknown, s: Schema, where: string): Problem {
  for (const part of s.allOf ?? []) {
    const problem = checkSchema(value, part, where);
    if (problem) return problem;
  }
  if (s.oneOf) {
    const problems = s.oneOf.map((part) => checkSchema(value, part, where));
    const matching = problems.filter((problem) => problem === null).length;
    // A shape picked by its constants (a success or a refusal, by `success`) names its own problem.
    const picked = s.oneOf.filter((part) => constantsMatch(value, part));
    if (matching === 0 && picked.length === 1) return problems[s.oneOf.indexOf(picked[0]!)]!;
    if (matching !== 1) return `${where}: matches ${matching} of the ${s.oneOf.length} allowed shapes`;
  }
  if (s.anyOf && !s.anyOf.some((part) => checkSchema(value, part, where) === null))
    return `${where}: matches none of the allowed shapes`;
  return null;
}

/** const, enum and type. */
function checkKind(value: unknown, s: Schema, where: string): Problem {
  if (s.const !== undefined && value !== s.const) return `${where}: must be ${JSON.stringify(s.const)}`;
  if (s.enum && !s.enum.includes(value))
    return `${where}: must be one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')}`;
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    const actual = typeOf(value);
    if (!types.some((t) => typeMatches(actual, t)))
      return `${where}: expected ${types.join(' or ')}, got ${actual}`;
  }
  return null;
}

function checkString(value: string, s: Schema, where: string): Problem {
  if (s.minLength !== undefined && value.length < s.minLength)
    return `${where}: must have at least ${s.minLength} characters`;
  if (s.maxLength !== undefined && value.length > s.maxLength)
    return `${where}: must have at most ${s.maxLength} characters`;
  if (s.pattern) {
    let re = patterns.get(s.pattern);
    if (!re) patterns.set(s.pattern, (re = new RegExp(s.pattern, 'u')));
    if (!re.test(value)) return `${where}: does not match ${s.pattern}`;
  }
  if (s.format === 'uuid' && !UUID.test(value)) return `${where}: must be a UUID`;
  if (s.format === 'email' && !EMAIL.test(value)) return `${where}: must be an email address`;
  return null;
}

function checkNumber(value: number, s: Schema, where: string): Problem {
  if (s.minimum !== undefined && value < s.minimum) return `${where}: must be at least ${s.minimum}`;
  if (s.maximum !== undefined && value > s.maximum) return `${where}: must be at most ${s.maximum}`;
  return null;
}

function checkItems(value: unknown[], items: Schema, where: string): Problem {
  for (let i = 0; i < value.length; i++) {
    const problem = checkSchema(value[i], items, `${where}[${i}]`);
    if (problem) return problem;
  }
  return null;
}

/** Required properties, then each property by its schema or `additionalProperties`. */
function checkObject(record: Record<string, unknown>, s: Schema, where: string): Problem {
  for (const key of s.required ?? []) if (record[key] === undefined) return `${where}.${key}: is required`;
  for (const [key, item] of Object.entries(record)) {
    const sub = s.properties?.[key];
    if (sub) {
      if (item === undefined) continue;
      const problem = checkSchema(item, sub, `${where}.${key}`);
      if (problem) return problem;
    } else if (s.additionalProperties === false) {
      return `${where}.${key}: is not allowed`;
    } else if (typeof s.additionalProperties === 'object') {
      const problem = checkSchema(item, s.additionalProperties, `${where}.${key}`);
      if (problem) return problem;
    }
  }
  return null;
}

/** The first problem of `value` against `schema`, as `where: what`, or null when it conforms. */
export function checkSchema(value: unknown, schema: Schema, where = 'value'): string | null {
  const s = resolve(schema);
  return (
    checkCombined(value, s, where) ??
    checkKind(value, s, where) ??
    (typeof value === 'string' ? checkString(value, s, where) : null) ??
    (typeof value === 'number' ? checkNumber(value, s, where) : null) ??
    (Array.isArray(value) && s.items ? checkItems(value, s.items, where) : null) ??
    (typeOf(value) === 'object' ? checkObject(value as Record<string, unknown>, s, where) : null)
  );
}

/** Resolves `$ref`s of a schema (for reading properties of a request schema). */
export const resolveSchema = resolve;
