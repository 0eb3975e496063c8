import { describe, expect, it } from 'vitest';
import { STATE } from '../harness/states';
import { sandboxStates } from './sandbox-states';
import { STATE_GROUPS } from './states';

describe('sandbox provider states', () => {
  it('implements every state the pacts may name', () => {
    const { handlers } = sandboxStates('http://127.0.0.1:9');
    expect(Object.values(STATE).filter((name) => !(name in handlers))).toEqual([]);
  });

  it('implements each state in one group only', () => {
    const names = Object.values(STATE_GROUPS).flatMap((group) => Object.keys(group));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
