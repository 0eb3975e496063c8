import { describe, expect, it } from 'vitest';
import { all, any, arr, bool, int, lit, nul, num, obj, ref, str, union, type Validator } from './validate.js';

describe('validators', () => {
  it('check primitive types', () => {
    expect(str('a', 'v')).toBeUndefined();
    expect(str(1, 'v')).toBe('v: expected string');
    expect(num(Number.NaN, 'v')).toBe('v: expected number');
    expect(int(1.5, 'v')).toBe('v: expected integer');
    expect(int(2, 'v')).toBeUndefined();
    expect(bool('true', 'v')).toBe('v: expected boolean');
    expect(nul(undefined, 'v')).toBe('v: expected null');
    expect(any(Symbol('x'), 'v')).toBeUndefined();
  });

  it('check literals, arrays, unions and intersections with the path of the first problem', () => {
    expect(lit('A', 'B')('C', 'v')).toBe('v: expected one of "A", "B"');
    expect(arr(int)([1, 2, 'x'], 'v')).toBe('v[2]: expected integer');
    expect(union(str, nul)(null, 'v')).toBeUndefined();
    expect(union(str, nul)(1, 'v')).toBe('v: expected string');
    expect(all(obj({ a: int }, ['a']), obj({ b: str }, ['b']))({ a: 1 }, 'v')).toBe('v.b: required');
  });

  it('check objects: required keys, known properties, extra properties left alone unless typed', () => {
    const item = obj({ id: str, note: union(str, nul) }, ['id']);
    expect(item({ id: 'x', extra: 1 }, 'v')).toBeUndefined();
    expect(item({ id: 'x', note: 3 }, 'v')).toBe('v.note: expected string');
    expect(item({ note: null }, 'v')).toBe('v.id: required');
    expect(item([], 'v')).toBe('v: expected object');
    expect(obj({}, [], int)({ a: 1, b: 'x' }, 'v')).toBe('v.b: expected integer');
  });

  it('follow recursive references', () => {
    const node: Validator = obj({ modId: str, childrenNodes: union(arr(ref(() => node)), nul) }, ['modId']);
    expect(node({ modId: 'a', childrenNodes: [{ modId: 'b', childrenNodes: null }] }, 'v')).toBeUndefined();
    expect(node({ modId: 'a', childrenNodes: [{ modId: 2 }] }, 'v')).toBe(
      'v.childrenNodes[0].modId: expected string',
    );
  });

  it('never echo the value in a problem', () => {
    expect(obj({ token: int }, ['token'])({ token: 'secret-token' }, 'v')).not.toContain('secret-token');
  });
});
