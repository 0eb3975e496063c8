/**
 * A tiny structural validator for responses, the run-time half of `src/generated/validators.ts`.
 * It checks what the client relies on (types, required fields, enums and consts, items, unions);
 * lengths, patterns and formats describe what the server accepts, so responses are not rejected
 * for them. A validator returns the path of the first problem, or undefined when the value fits;
 * it never echoes the value itself, which may hold a token or personal data.
 * Containers check their parts under the empty path and prefix the part's key only to a problem, so a
 * value that fits (every call's case) allocates no path strings however many fields it has.
 */
export type Validator = (value: unknown, path: string) => string | undefined;

const typed =
  (name: string, test: (value: unknown) => boolean): Validator =>
  (value, path) =>
    test(value) ? undefined : `${path}: expected ${name}`;

/** Any value. */
export const any: Validator = () => undefined;
/** A string. */
export const str: Validator = typed('string', (v) => typeof v === 'string');
/** A finite number. */
export const num: Validator = typed('number', (v) => typeof v === 'number' && Number.isFinite(v));
/** An integer. */
export const int: Validator = typed('integer', (v) => Number.isInteger(v));
/** A boolean. */
export const bool: Validator = typed('boolean', (v) => typeof v === 'boolean');
/** null. */
export const nul: Validator = typed('null', (v) => v === null);

/** One of the listed literal values (`enum` and `const`). */
export const lit =
  (...values: unknown[]): Validator =>
  (value, path) =>
    values.includes(value)
      ? undefined
      : `${path}: expected one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;

/** An array whose items all fit `item`. */
export const arr =
  (item: Validator): Validator =>
  (value, path) => {
    if (!Array.isArray(value)) return `${path}: expected array`;
    for (let i = 0; i < value.length; i++) {
      const problem = item(value[i], '');
      if (problem) return `${path}[${i}]${problem}`;
    }
    return undefined;
  };

/**
 * An object with the given properties; `required` must be present (null counts as present, the
 * property's own schema decides whether null fits); `rest` validates properties not listed.
 */
export const obj =
  (props: Record<string, Validator>, required: string[] = [], rest?: Validator): Validator =>
  (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return `${path}: expected object`;
    const record = value as Record<string, unknown>;
    for (const key of required) if (!(key in record)) return `${path}.${key}: required`;
    for (const key in record) {
      const check = Object.hasOwn(props, key) ? props[key] : rest;
      const problem = record[key] === undefined ? undefined : check?.(record[key], '');
      if (problem) return `${path}.${key}${problem}`;
    }
    return undefined;
  };

/** Fits at least one of the validators (`oneOf`, `anyOf`, type lists). */
export const union =
  (...options: Validator[]): Validator =>
  (value, path) => {
    let first: string | undefined;
    for (const option of options) {
      const problem = option(value, path);
      if (!problem) return undefined;
      first ??= problem;
    }
    return first;
  };

/** Fits every validator (`allOf`). */
export const all =
  (...parts: Validator[]): Validator =>
  (value, path) => {
    for (const part of parts) {
      const problem = part(value, path);
      if (problem) return problem;
    }
    return undefined;
  };

/** A reference resolved on first use, so schemas may refer to each other and to themselves. */
export const ref = (get: () => Validator): Validator => {
  let target: Validator | undefined;
  return (value, path) => (target ??= get())(value, path);
};
