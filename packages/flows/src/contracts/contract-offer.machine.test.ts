import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Contract } from '../ports/sdk.js';
import { flush } from '../testing/fakes.js';
import { formSubmitContract } from '../testing/form-submit-contract.js';
import { contractOfferActors, contractOfferMachine } from './contract-offer.machine.js';
import {
  contractOfferErrors,
  contractOfferRequest,
  contractRate,
  enabledContractTypes,
  type ContractOfferInput,
  type ContractOfferValues,
} from './contract-rules.js';

const daily: ContractOfferInput = { type: 'DAILY', maxRate: 1.5 };
const dividend: ContractOfferInput = { type: 'DIVIDEND', maxRate: null };
const offer: ContractOfferValues = {
  downlineAccount: ' sub1 ',
  periodType: '',
  tiers: [
    { rate: '0.5', dailyBetAmount: '10000' },
    { rate: '1.5', dailyBetAmount: '' },
  ],
};
const pending: Contract = {
  contractId: 'C9',
  type: 'DAILY',
  status: 'PENDING',
  uplineAccount: 'agent',
  downlineAccount: 'sub1',
  rules: [{ rate: 1.5 }],
  createdTime: '2026-11-24 10:00:00',
};

formSubmitContract({
  machine: contractOfferMachine,
  input: daily,
  valid: offer,
  invalid: { ...offer, downlineAccount: '' },
  result: pending,
});

describe('offering a contract', () => {
  it("takes rates within the agent's own, rising tier by tier, with at most two decimals", () => {
    expect(contractOfferErrors(daily, offer)).toEqual({});
    expect(
      contractOfferErrors(daily, {
        ...offer,
        tiers: [{ rate: '1.6' }, { rate: '' }, { rate: '1.234' }, { rate: '0' }],
      }),
    ).toEqual({
      'tiers.0.rate': { key: 'contract_rate_max', params: { max: 1.5 } },
      'tiers.1.rate': { key: 'validation_required' },
      'tiers.2.rate': { key: 'contract_rate_invalid', params: { decimals: 2 } },
      'tiers.3.rate': { key: 'contract_rate_invalid', params: { decimals: 2 } },
    });
    expect(contractOfferErrors(daily, { ...offer, tiers: [{ rate: '1' }, { rate: '1' }] })).toEqual({
      'tiers.1.rate': { key: 'contract_tiers_order' },
    });
    expect(contractOfferErrors(dividend, { ...offer, tiers: [{ rate: '100.5' }] })['tiers.0.rate']?.key).toBe(
      'contract_rate_invalid',
    );
    expect(contractOfferErrors(daily, { ...offer, tiers: [] })).toEqual({
      tiers: { key: 'contract_tiers_count', params: { max: 5 } },
    });
  });

  it("checks only the type's thresholds: whole members, amounts from 0, a profit and loss that may be negative", () => {
    const tier = {
      rate: '10',
      activeMember: '2.5',
      periodValidBet: '-1',
      periodProfitLoss: '-500',
      dailyBetAmount: 'x',
    };
    expect(contractOfferErrors(dividend, { ...offer, tiers: [tier] })).toEqual({
      periodType: { key: 'validation_required' },
      'tiers.0.activeMember': { key: 'contract_threshold_invalid' },
      'tiers.0.periodValidBet': { key: 'contract_threshold_invalid' },
    });
    expect(
      contractOfferErrors(
        { type: 'HOURLY', maxRate: null },
        { ...offer, tiers: [{ rate: '1', hourlyBetAmount: '1e3' }] },
      ),
    ).toEqual({
      'tiers.0.hourlyBetAmount': { key: 'contract_threshold_invalid' },
    });
  });

  it('sends numbers, the dividend period, and leaves blank thresholds out', () => {
    expect(contractOfferRequest(daily, { ...offer, periodType: 'WEEKLY' })).toEqual({
      downlineAccount: 'sub1',
      type: 'DAILY',
      rules: [{ rate: 0.5, dailyBetAmount: 10000 }, { rate: 1.5 }],
    });
    const tiers = [
      {
        rate: '20',
        activeMember: '5',
        periodValidBet: '50000',
        periodProfitLoss: '-1000',
        dailyBetAmount: '9',
      },
    ];
    expect(contractOfferRequest(dividend, { downlineAccount: 'sub2', periodType: 'MONTHLY', tiers })).toEqual(
      {
        downlineAccount: 'sub2',
        type: 'DIVIDEND',
        periodType: 'MONTHLY',
        rules: [{ rate: 20, activeMember: 5, periodValidBet: 50000, periodProfitLoss: -1000 }],
      },
    );
    expect(contractRate({ rules: [{ rate: 0.5 }, { rate: 1.5 }] })).toBe(1.5);
    expect(contractRate({ rules: [] })).toBe(0);
  });

  it('offers only the types whose features are on, and none with contracts off', () => {
    const flags = {
      enableContract: true,
      enableDividend: true,
      enableSalary: false,
      enableHourlySalary: true,
      enableRealtimeSalary: false,
    };
    expect(enabledContractTypes(flags)).toEqual(['DIVIDEND', 'HOURLY']);
    expect(enabledContractTypes({ ...flags, enableContract: false })).toEqual([]);
    expect(enabledContractTypes(undefined)).toEqual([]);
  });

  it('calls offerContract with the request', async () => {
    const contracts = {
      offerContract: vi.fn(async (_request: unknown, _options: { signal: AbortSignal }) => pending),
    };
    const actor = createActor(
      contractOfferMachine.provide({ actors: contractOfferActors({ contracts } as never) }),
      { input: daily },
    ).start();
    actor.send({ type: 'SUBMIT', values: offer });
    await flush();
    expect(contracts.offerContract).toHaveBeenCalledWith(contractOfferRequest(daily, offer), {
      signal: expect.any(AbortSignal),
    });
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { result: pending } });
  });
});
