import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { RegisterSettings } from '../ports/sdk.js';
import { flush } from '../testing/fakes.js';
import { formSubmitContract } from '../testing/form-submit-contract.js';
import {
  downlineRegistrationActors,
  downlineRegistrationErrors,
  downlineRegistrationMachine,
  type DownlineRegistrationInput,
  type DownlineRegistrationValues,
} from './downline-registration.machine.js';
import { parseRebateRate, rebateRateError } from './downline-rules.js';

const settings: RegisterSettings = {
  fields: [
    {
      field: 'username',
      show: true,
      required: true,
      patternId: 2,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      minLength: 6,
      maxLength: 16,
    },
    {
      field: 'password',
      show: true,
      required: true,
      patternId: 6,
      acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$',
      minLength: 6,
      maxLength: 20,
    },
    {
      field: 'mobileNum',
      show: true,
      required: true,
      patternId: 7,
      acceptedPattern: '^\\d+$',
      minLength: 9,
      maxLength: 11,
    },
    {
      field: 'address',
      show: true,
      required: true,
      patternId: 1,
      acceptedPattern: '*',
      minLength: 5,
      maxLength: 120,
    },
  ],
};
const input: DownlineRegistrationInput = { settings, maxRebateRate: 1.5 };
const filled: DownlineRegistrationValues = {
  role: 'AGENT',
  username: 'newagent1',
  password: 'abc123',
  confirmPassword: 'abc123',
};
const downline = {
  memberId: '2001',
  account: 'newagent1',
  type: 41,
  role: 'AGENT' as const,
  level: 1,
  status: 'ACTIVE' as const,
  registerTime: '2026-11-23 10:00:00',
};

formSubmitContract({
  machine: downlineRegistrationMachine,
  input,
  valid: filled,
  invalid: { ...filled, confirmPassword: 'abc124' },
  result: downline,
});

describe('registering a downline', () => {
  it("applies the public registration's username and password rules, always required, and not its other fields", () => {
    expect(
      downlineRegistrationErrors(input, { role: '', username: '', password: '', confirmPassword: '' }),
    ).toEqual({
      role: { key: 'validation_required' },
      username: { key: 'validation_required' },
      password: { key: 'validation_required' },
    });
    expect(
      downlineRegistrationErrors(input, {
        ...filled,
        username: '1abcdef',
        password: 'abcdefg',
        confirmPassword: 'abcdefg',
      }),
    ).toEqual({
      username: { key: 'validation_pattern' },
      password: { key: 'validation_pattern' },
    });
    expect(downlineRegistrationErrors(input, { ...filled, username: 'abc' }).username).toEqual({
      key: 'validation_length',
      params: { min: 6, max: 16 },
    });
    expect(
      downlineRegistrationErrors(
        { ...input, settings: { fields: [] } },
        { ...filled, username: 'a', password: 'b', confirmPassword: 'b' },
      ),
    ).toEqual({});
  });

  it('needs the confirmation to equal the password', () => {
    expect(downlineRegistrationErrors(input, { ...filled, confirmPassword: 'abc124' })).toEqual({
      confirmPassword: { key: 'inconsistent_twice' },
    });
  });

  it("takes an optional mobile number of digits by the server's length, and the brand's digit count for the dialing code", () => {
    expect(downlineRegistrationErrors(input, { ...filled, mobileNum: '' })).toEqual({});
    expect(downlineRegistrationErrors(input, { ...filled, mobileNum: '91234567x' }).mobileNum).toEqual({
      key: 'validation_pattern',
    });
    expect(downlineRegistrationErrors(input, { ...filled, mobileNum: '9123' }).mobileNum).toEqual({
      key: 'validation_length',
      params: { min: 9, max: 11 },
    });
    expect(
      downlineRegistrationErrors({ ...input, phoneDigits: 9 }, { ...filled, mobileNum: '9123456789' })
        .mobileNum,
    ).toEqual({ key: 'phone_digits', params: { 0: 9 } });
    expect(
      downlineRegistrationErrors({ ...input, phoneDigits: 9 }, { ...filled, mobileNum: '912345678' }),
    ).toEqual({});
  });

  it("takes a rate of at most the agent's own with two decimals, or none, and a remark of at most 140 characters", () => {
    expect(downlineRegistrationErrors(input, { ...filled, rebateRate: '1.51' }).rebateRate).toEqual({
      key: 'rebate_rate_max',
      params: { max: 1.5 },
    });
    expect(
      downlineRegistrationErrors(input, { ...filled, rebateRate: '1.5', remark: 'é'.repeat(140) }),
    ).toEqual({});
    expect(downlineRegistrationErrors(input, { ...filled, remark: 'x'.repeat(141) }).remark).toEqual({
      key: 'validation_max_length',
      params: { max: 140 },
    });
    for (const typed of ['-1', '1.234', 'abc', '1,5', '.5'])
      expect(rebateRateError(typed, 2)).toEqual({ key: 'rebate_rate_invalid', params: { decimals: 2 } });
    expect(rebateRateError('  ', 2)).toBeNull();
    expect(rebateRateError('99', null)).toBeNull();
    expect(parseRebateRate(' 0.25 ')).toBe(0.25);
    expect(parseRebateRate('')).toBeUndefined();
  });

  it('sends the trimmed values, the rate as a number, the dialing code only with a mobile number, and no blank optional field', async () => {
    const agent = {
      registerDownline: vi.fn(
        async (_request: Record<string, unknown>, _options: { signal: AbortSignal }) => downline,
      ),
    };
    const actor = createActor(
      downlineRegistrationMachine.provide({ actors: downlineRegistrationActors({ agent } as never) }),
      { input },
    ).start();
    const full = {
      ...filled,
      username: ' newagent1 ',
      nickname: ' Nick ',
      rebateRate: '0.5',
      mobileNum: '912345678',
      countryDialingCode: '+84',
      remark: ' vip ',
    };
    actor.send({ type: 'SUBMIT', values: full });
    await flush();
    expect(agent.registerDownline).toHaveBeenLastCalledWith(
      {
        username: 'newagent1',
        password: 'abc123',
        confirmPassword: 'abc123',
        role: 'AGENT',
        nickname: 'Nick',
        rebateRate: 0.5,
        mobileNum: '912345678',
        countryDialingCode: '+84',
        remark: 'vip',
      },
      { signal: expect.any(AbortSignal) },
    );
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { result: downline, values: full } });
    actor.send({ type: 'NEW' });
    expect(actor.getSnapshot().context.values).toBeNull();
    actor.send({
      type: 'SUBMIT',
      values: {
        ...filled,
        role: 'PLAYER',
        nickname: ' ',
        rebateRate: '',
        mobileNum: '',
        countryDialingCode: '+84',
        remark: '',
      },
    });
    await flush();
    expect(agent.registerDownline.mock.calls[1]?.[0]).toEqual({
      username: 'newagent1',
      password: 'abc123',
      confirmPassword: 'abc123',
      role: 'PLAYER',
    });
  });
});
