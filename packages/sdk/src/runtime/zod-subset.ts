/**
 * The part of `zod/mini`'s API the generated schemas call (`src/generated/tags/*.ts`), checking the same shapes
 * and reporting the same issues, in a few hundred bytes. zod's parser is about 6.5 KB compressed before any
 * schema: an app whose first screen already spends its budget builds the tags it calls at start-up against this
 * module instead (the web resolves their `zod/mini` import here) and every other tag against zod.
 * `zod-subset.test.ts` runs every tag's generated schemas through both and compares what they say.
 */

/** A problem, in zod's terms: the fields `validate.ts` reads. */
interface Issue {
  readonly code: 'invalid_type' | 'invalid_value' | 'invalid_union';
  readonly path: readonly PropertyKey[];
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly errors?: readonly (readonly Issue[])[];
}

/** A schema: its check, and the Standard Schema interface the SDK's validator calls. */
export interface Schema {
  readonly run: (value: unknown) => readonly Issue[];
  /** An object's properties, for `extend`. */
  readonly shape?: Record<string, Schema>;
  readonly '~standard': { readonly validate: (value: unknown) => { readonly issues?: readonly Issue[] } };
}

const schema = (run: Schema['run']): Schema => ({
  run,
  '~standard': {
    validate: (value) => {
      const issues = run(value);
      return issues.length ? { issues } : {};
    },
  },
});

const typed = (expected: string, test: (value: unknown) => boolean) => () =>
  schema((value) => (test(value) ? [] : [{ code: 'invalid_type', expected, path: [] }]));

const at = (key: PropertyKey, issues: readonly Issue[]): Issue[] =>
  issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const string = typed('string', (v) => typeof v === 'string');
export const number = typed('number', (v) => typeof v === 'number' && Number.isFinite(v));
/** As zod says it: a value that is no number is not the number expected, a fraction not the int. */
export const int = () =>
  schema((value) =>
    Number.isSafeInteger(value)
      ? []
      : [{ code: 'invalid_type', expected: typeof value === 'number' ? 'int' : 'number', path: [] }],
  );
export const boolean = typed('boolean', (v) => typeof v === 'boolean');
const nullSchema = typed('null', (v) => v === null);
export const unknown = () => schema(() => []);

const oneOf = (values: readonly unknown[]) =>
  schema((value) => (values.includes(value) ? [] : [{ code: 'invalid_value', values, path: [] }]));
const enumSchema = (values: readonly unknown[]) => oneOf(values);
export const literal = (value: unknown) => oneOf([value]);

export const optional = (inner: Schema) => schema((v) => (v === undefined ? [] : inner.run(v)));
export const nullable = (inner: Schema) => schema((v) => (v === null ? [] : inner.run(v)));
export const nullish = (inner: Schema) => schema((v) => (v == null ? [] : inner.run(v)));

/** A schema resolved on first use, so schemas may refer to each other and to themselves. */
export const lazy = (get: () => Schema) => {
  let target: Schema | undefined;
  return schema((value) => (target ??= get()).run(value));
};

export const array = (item: Schema) =>
  schema((value) =>
    Array.isArray(value)
      ? value.flatMap((entry, index) => at(index, item.run(entry)))
      : [{ code: 'invalid_type', expected: 'array', path: [] }],
  );

/** Listed properties only: a server adding a field cannot break a client built from an older spec. */
export const object = (shape: Record<string, Schema>): Schema => ({
  ...schema((value) =>
    isRecord(value)
      ? Object.entries(shape).flatMap(([key, check]) => at(key, check.run(value[key])))
      : [{ code: 'invalid_type', expected: 'object', path: [] }],
  ),
  shape,
});

/** `base`'s properties, with `shape`'s added or replaced. */
export const extend = (base: Schema, shape: Record<string, Schema>) => object({ ...base.shape, ...shape });

export const record = (_key: Schema, item: Schema) =>
  schema((value) =>
    isRecord(value)
      ? Object.entries(value).flatMap(([key, entry]) => at(key, item.run(entry)))
      : [{ code: 'invalid_type', expected: 'record', path: [] }],
  );

export const union = (options: readonly Schema[]) =>
  schema((value) => {
    const errors: (readonly Issue[])[] = [];
    for (const option of options) {
      const issues = option.run(value);
      if (!issues.length) return [];
      errors.push(issues);
    }
    return [{ code: 'invalid_union', errors, path: [] }];
  });

export const intersection = (left: Schema, right: Schema) =>
  schema((value) => [...left.run(value), ...right.run(value)]);

export { enumSchema as enum, nullSchema as null };
