import { describe, expect, it } from 'vitest';
import { functionSizes, repositoryFunctionSizes } from './function-sizes';

/**
 * Functions a person can hold in mind: none of the hand-written code over 80 lines, few over 50, every
 * React component under 80. A long one is split by what it does or shows, not cut by line count.
 */
const MOST_LINES = 80;
const LONG_LINES = 50;
const MOST_LONG = 40;

describe('function sizes', () => {
  const all = repositoryFunctionSizes().filter((fn) => !fn.testBody);
  const named = (list: typeof all) =>
    list.map((fn) => `${fn.file}:${fn.line} ${fn.name} (${fn.lines} lines)`);

  it(`has no function over ${MOST_LINES} lines`, () => {
    expect(named(all.filter((fn) => fn.lines > MOST_LINES))).toEqual([]);
  });

  it(`has no component of ${MOST_LINES} lines or more`, () => {
    expect(named(all.filter((fn) => fn.component && fn.lines >= MOST_LINES))).toEqual([]);
  });

  it(`has at most ${MOST_LONG} functions of ${LONG_LINES} lines or more`, () => {
    const long = all.filter((fn) => fn.lines >= LONG_LINES);
    expect(long.length, named(long).join('\n')).toBeLessThanOrEqual(MOST_LONG);
  });
});

describe('functionSizes', () => {
  it('measures a function from its first line to its last, names it, and knows a component and a test block', () => {
    const text = [
      'export function Card() {',
      '  return <div />;',
      '}',
      "describe('x', () => {",
      '  const helper = () =>',
      '    1;',
      '});',
    ].join('\n');
    expect(functionSizes('a.tsx', text)).toEqual([
      { file: 'a.tsx', line: 1, name: 'Card', lines: 3, component: true, testBody: false },
      { file: 'a.tsx', line: 4, name: 'describe("x")', lines: 4, component: false, testBody: true },
      { file: 'a.tsx', line: 5, name: 'helper', lines: 2, component: false, testBody: false },
    ]);
  });
});
