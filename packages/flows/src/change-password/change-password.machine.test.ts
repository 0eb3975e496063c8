import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActors, flush, serverError } from '../testing/fakes.js';
import { changePasswordMachine, type ChangePasswordInput } from './change-password.machine.js';

const member = { id: '1', account: 'alice', nickname: null, type: 0 };

function start(impls: Partial<Parameters<typeof fakeActors>[0]> = {}, input: ChangePasswordInput = {}) {
  const { actors, calls } = fakeActors({
    changePassword: async () => true,
    loadMember: async () => member,
    ...impls,
  });
  const actor = createActor(changePasswordMachine.provide({ actors }), { input });
  const emitted: unknown[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted };
}

describe('change password', () => {
  it('needs the old password unless known, the rule, and a matching confirmation', () => {
    const { actor } = start({}, { passwordRule: { minLength: 6, maxLength: 12 } });
    actor.send({ type: 'SUBMIT', values: { newPassword: 'abc', confirmNewPassword: 'abc' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      newPassword: { key: 'validation_length', params: { min: 6, max: 12 } },
      oldPassword: { key: 'validation_required' },
    });
    actor.send({
      type: 'SUBMIT',
      values: { oldPassword: 'x', newPassword: 'abcdef', confirmNewPassword: 'abcdeg' },
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      confirmNewPassword: { key: 'inconsistent_twice' },
    });
  });
  it('uses the known old password, reloads the login info, closes and goes to /', async () => {
    const { actor, calls, emitted } = start({}, { knownOldPassword: '123456' });
    actor.send({ type: 'SUBMIT', values: { newPassword: 'abcdef', confirmNewPassword: 'abcdef' } });
    await flush();
    await flush();
    expect(calls.changePassword).toHaveBeenCalledWith({
      oldPassword: '123456',
      newPassword: 'abcdef',
      confirmNewPassword: 'abcdef',
    });
    expect(calls.loadMember).toHaveBeenCalled();
    expect(emitted).toEqual([
      { type: 'loggedIn', member, firstTimeLogin: false },
      { type: 'closeModal' },
      { type: 'navigate', to: '/' },
    ]);
  });
  it('keeps the form with the server message on failure', async () => {
    const { actor } = start({ changePassword: () => Promise.reject(serverError('Old password wrong')) });
    actor.send({
      type: 'SUBMIT',
      values: { oldPassword: 'x', newPassword: 'abcdef', confirmNewPassword: 'abcdef' },
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.key).toBe('server_message');
  });
});
