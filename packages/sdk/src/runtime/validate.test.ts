import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { validator } from './validate.js';

// The shape the zod plugin writes for every 200 answer: the success with its value, or the refusal.
const success = z.object({ success: z.literal(true), message: z.string(), value: z.optional(z.unknown()) });
const refusal = z.object({
  success: z.literal(false),
  message: z.string(),
  value: z.nullish(z.union([z.object({ captcha: z.literal(true) }), z.object({ exclusion: z.string() })])),
});
const node: z.ZodMiniType = z.object({
  modId: z.string(),
  childrenNodes: z.nullish(z.array(z.lazy(() => node))),
});
const item = z.object({
  id: z.string(),
  token: z.nullable(z.string()),
  status: z.enum(['A', 'B']),
  count: z.optional(z.int()),
  tree: z.optional(node),
});
const answer = validator(z.union([z.intersection(success, z.object({ value: item })), refusal]));
const ok = { id: 'x', token: null, status: 'A' };
const succeeded = (value: unknown) => ({ success: true, message: '', value });

describe('validator', () => {
  it('accepts what fits, extra fields included', () => {
    expect(answer(succeeded({ ...ok, added: 'by a newer server' }), '')).toBeUndefined();
    expect(answer({ success: false, message: 'No', value: null }, '')).toBeUndefined();
    expect(answer({ success: false, message: 'No', value: { captcha: true } }, '')).toBeUndefined();
  });

  it("names a success's first problem by its path", () => {
    expect(answer(succeeded({ ...ok, token: 42 }), '')).toBe('value.token: expected string');
    expect(answer(succeeded({ id: 'x', status: 'A' }), '')).toBe('value.token: required');
    expect(answer(succeeded({ ...ok, status: 'C' }), '')).toBe('value.status: expected one of "A", "B"');
    expect(answer(succeeded({ ...ok, count: 1.5 }), '')).toBe('value.count: expected int');
    expect(answer(succeeded([]), '')).toBe('value: expected object');
  });

  it('follows recursive schemas', () => {
    const tree = { modId: 'a', childrenNodes: [{ modId: 'b', childrenNodes: null }] };
    expect(answer(succeeded({ ...ok, tree }), '')).toBeUndefined();
    expect(answer(succeeded({ ...ok, tree: { modId: 'a', childrenNodes: [{ modId: 2 }] } }), 'body')).toBe(
      'body.value.tree.childrenNodes[0].modId: expected string',
    );
  });

  it("checks a refusal against the refusal's branch", () => {
    expect(answer({ success: false, message: 'No', value: { captcha: 'yes' } }, '')).toBe(
      'value.captcha: expected one of true',
    );
    expect(answer({ success: false, value: null }, '')).toBe('message: required');
  });

  it('never echoes the value in a problem', () => {
    expect(answer(succeeded({ ...ok, id: 12345678, token: 'secret-token' }), '')).not.toMatch(
      /secret-token|12345678/,
    );
  });
});
