import { describe, expect, it } from 'vitest';
import { deferred, fakeActors, flush, serverError, startActor } from '../testing/fakes.js';
import type { Schemas } from '../ports/sdk.js';
import { selfExclusionMachine, type ExclusionChoice } from './self-exclusion.machine.js';

const timeOut: ExclusionChoice = { kind: 'TIME_OUT', period: '24h' };
const started: Schemas['Exclusion'] = {
  kind: 'TIME_OUT',
  period: '24h',
  startTime: '2026-05-14 10:00:00',
  endTime: '2026-05-15 10:00:00',
};

function start(exclude: (input: ExclusionChoice) => Promise<Schemas['Exclusion']>) {
  const { actors, calls } = fakeActors({ exclude });
  return { ...startActor(selfExclusionMachine.provide({ actors })), calls };
}

describe('time-out and self-exclusion', () => {
  it('sends nothing until confirmed, then once, and tells the app to end the session', async () => {
    const answer = deferred<Schemas['Exclusion']>();
    const { actor, calls, emitted } = start(() => answer.promise);
    actor.send({ type: 'CHOOSE', choice: timeOut });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(calls.exclude).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    answer.resolve(started);
    await flush();
    expect(calls.exclude).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'excluded', exclusion: started }]);
  });

  it('refuses a period of the other kind and goes back on cancel', () => {
    const { actor } = start(async () => started);
    actor.send({ type: 'CHOOSE', choice: { kind: 'TIME_OUT', period: 'permanent' } });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'CHOOSE', choice: { kind: 'SELF_EXCLUSION', period: 'permanent' } });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.choice).toBeNull();
  });

  it('keeps the choice with the reason when the server refuses', async () => {
    const { actor } = start(async () => {
      throw serverError('period: 1y is not a period of TIME_OUT');
    });
    actor.send({ type: 'CHOOSE', choice: timeOut });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toMatchObject({ choice: timeOut, error: { key: 'server_message' } });
  });
});
