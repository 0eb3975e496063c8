import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validator, type ResponseSchema } from './runtime/validate.js';

type Schemas = Record<string, ResponseSchema>;

const spec = JSON.parse(
  readFileSync(new URL('../../../openapi/dist/lobby.openapi.json', import.meta.url), 'utf8'),
) as { components: { schemas: Record<string, { example?: unknown }> } };

const examples = Object.entries(spec.components.schemas).filter(([, schema]) => schema.example !== undefined);
const envelope = (value: unknown) => ({ success: true, message: '', value });

/** An example, and its variants with each field gone, or an object, null or a string instead. */
function variants(example: unknown): unknown[] {
  if (typeof example !== 'object' || example === null || Array.isArray(example)) return [example];
  return [
    example,
    ...Object.keys(example).flatMap((key) => {
      const { [key]: _gone, ...without } = example as Record<string, unknown>;
      return [without, { ...example, [key]: {} }, { ...example, [key]: null }, { ...example, [key]: 'x' }];
    }),
  ];
}

const PLAIN = [undefined, null, 0, 1.5, 'x', true, [], {}, [{}]];
/** For a component's schema: plain values, the examples and their variants. */
const VALUES: unknown[] = [...PLAIN, ...examples.flatMap(([, { example }]) => variants(example))];
/** For an answer's: plain values, every example as a success's value and as a refusal's, and the variants'. */
const ANSWERS: unknown[] = [
  ...PLAIN,
  { success: true, message: '' },
  ...examples.flatMap(([, { example }]) => [
    { success: false, message: 'No', value: example },
    ...variants(example).map(envelope),
  ]),
];

describe('zod-subset', () => {
  afterEach(() => {
    vi.doUnmock('zod/mini');
    vi.resetModules();
  });

  it('judges every generated schema as zod does, problem for problem', async () => {
    const zod = (await import('./generated/validators.js')) as unknown as Schemas;
    vi.resetModules();
    vi.doMock('zod/mini', () => import('./runtime/zod-subset.js'));
    const subset = (await import('./generated/validators.js')) as unknown as Schemas;
    expect(subset.zSuccess).not.toBe(zod.zSuccess);
    let problems = 0;
    for (const [name, schema] of Object.entries(zod)) {
      const [byZod, bySubset] = [validator(schema), validator(subset[name]!)];
      for (const answer of name.endsWith('Response') ? ANSWERS : VALUES) {
        const problem = byZod(answer, '');
        if (problem) problems++;
        expect(bySubset(answer, ''), `${name} on ${JSON.stringify(answer)}`).toBe(problem);
      }
    }
    // The samples reach both sides of the schemas: most are refused, the examples accepted.
    expect(problems).toBeGreaterThan(VALUES.length + ANSWERS.length);
  }, 120_000);
});
