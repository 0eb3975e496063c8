import { assign, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { runModel } from './model-harness.js';

const machine = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'GO' } | { type: 'NEVER' } },
  actors: { load: fromPromise<number>(async () => 1) },
  delays: { wait: 500 },
}).createMachine({
  context: { n: 0 },
  initial: 'idle',
  states: {
    idle: { on: { GO: 'loading' } },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'waiting', actions: assign({ n: ({ event }) => event.output }) },
        onError: 'idle',
      },
    },
    waiting: { after: { wait: 'done' } },
    done: { type: 'final' },
    orphan: { on: { NEVER: 'idle' } },
  },
});

describe('model harness', () => {
  it('reports what the paths did not reach', async () => {
    const coverage = await runModel({
      name: 'demo',
      machine,
      runs: [
        {
          events: [
            { type: 'xstate.done.actor.load', output: 2 } as never,
            { type: 'xstate.error.actor.load', error: new Error('x') } as never,
          ],
        },
      ],
    });
    expect(coverage.states.missing).toEqual(['(machine).orphan']);
    expect(coverage.transitions.missing).toEqual(['(machine).orphan [NEVER #0]']);
    expect(coverage.states.covered).toBe(coverage.states.total - 1);
  });
  it('fails a path whose live run diverges from the model', async () => {
    // An impure action: the live replay computes other values than the traversal did.
    let calls = 0;
    const impure = setup({
      types: { context: {} as { n: number }, events: {} as { type: 'GO' } },
    }).createMachine({
      context: { n: 0 },
      initial: 'a',
      states: {
        a: { on: { GO: { target: 'b', actions: assign({ n: () => ++calls }) } } },
        b: { type: 'final' },
      },
    });
    await expect(runModel({ name: 'impure', machine: impure, runs: [{ events: [] }] })).rejects.toThrow(
      /live: .*\n model: /,
    );
  });
});
