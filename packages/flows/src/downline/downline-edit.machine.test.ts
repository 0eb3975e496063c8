import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush } from '../testing/fakes.js';
import { formSubmitContract } from '../testing/form-submit-contract.js';
import {
  downlineChanges,
  downlineEditActors,
  downlineEditErrors,
  downlineEditMachine,
  type DownlineEditInput,
  type DownlineEditValues,
} from './downline-edit.machine.js';

const downline = {
  memberId: '1008',
  account: 'sub1',
  nickname: 'Sub1',
  type: 41,
  role: 'AGENT' as const,
  level: 1,
  status: 'ACTIVE' as const,
  rebateRate: 0.5,
  remark: null,
  registerTime: '2026-10-01 10:00:00',
};
const input: DownlineEditInput = { downline, maxRebateRate: 2 };
const asListed: DownlineEditValues = { nickname: 'Sub1', remark: '', rebateRate: '0.5', status: 'ACTIVE' };

formSubmitContract({
  machine: downlineEditMachine,
  input,
  valid: { ...asListed, remark: 'top' },
  invalid: { ...asListed, rebateRate: '2.5' },
  result: { ...downline, remark: 'top' },
});

describe('editing a downline', () => {
  it("takes a rate of at most the agent's own and a remark of at most 140 characters", () => {
    expect(downlineEditErrors(input, { ...asListed, rebateRate: '2.01', remark: 'x'.repeat(141) })).toEqual({
      rebateRate: { key: 'rebate_rate_max', params: { max: 2 } },
      remark: { key: 'validation_max_length', params: { max: 140 } },
    });
    expect(downlineEditErrors(input, { ...asListed, rebateRate: 'x' }).rebateRate).toEqual({
      key: 'rebate_rate_invalid',
      params: { decimals: 2 },
    });
    expect(downlineEditErrors(input, { ...asListed, rebateRate: '2' })).toEqual({});
  });

  it('sends only what changed, trimmed (a blank rate is no change: the API cannot clear it)', () => {
    expect(downlineChanges(downline, asListed)).toEqual({});
    expect(downlineChanges(downline, { ...asListed, rebateRate: '' })).toEqual({});
    expect(
      downlineChanges(downline, { nickname: ' Boss ', remark: ' top ', rebateRate: '1', status: 'DISABLED' }),
    ).toEqual({
      nickname: 'Boss',
      remark: 'top',
      rebateRate: 1,
      status: 'DISABLED',
    });
    expect(downlineChanges({ ...downline, remark: 'old' }, { ...asListed, remark: ' ' })).toEqual({
      remark: '',
    });
  });

  it('calls updateDownline with the member id and the changes', async () => {
    const updated = { ...downline, remark: 'top' };
    const agent = {
      updateDownline: vi.fn(
        async (_request: Record<string, unknown>, _options: { signal: AbortSignal }) => updated,
      ),
    };
    const actor = createActor(
      downlineEditMachine.provide({ actors: downlineEditActors({ agent } as never) }),
      { input },
    ).start();
    actor.send({ type: 'SUBMIT', values: { ...asListed, remark: 'top' } });
    await flush();
    expect(agent.updateDownline).toHaveBeenCalledWith(
      { memberId: '1008', remark: 'top' },
      { signal: expect.any(AbortSignal) },
    );
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { result: updated } });
  });
});
