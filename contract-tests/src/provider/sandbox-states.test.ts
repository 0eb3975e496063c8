import { describe, expect, it } from 'vitest';
import { STATE } from '../harness/states';
import { sandboxStates } from './sandbox-states';

describe('sandbox provider states', () => {
  it('implements every state the pacts may name', () => {
    const { handlers } = sandboxStates('http://127.0.0.1:9');
    expect(Object.values(STATE).filter((name) => !(name in handlers))).toEqual([]);
  });
});
