import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LobbySdk } from '@lobby/sdk';
import { confirmationsQueryOptions } from '@/features/member/api/list-withdrawal-confirmations';
import { getListBankCardsQueryKey } from '@/generated/member/member';
import {
  getGetPersonalProfitQueryKey,
  getListBetRecordsQueryKey,
  getListBonusDetailsQueryKey,
  getListTransactionsQueryKey,
} from '@/generated/records/records';
import { getListRewardCenterQueryKey } from '@/generated/rewards/rewards';
import {
  getGetWithdrawInfoQueryKey,
  getListDepositMethodsQueryKey,
  getListDepositsQueryKey,
  getListWithdrawalsQueryKey,
} from '@/generated/wallet/wallet';
import { balanceQuery } from '@/hooks/use-balance';
import { memberInfoQuery } from '@/hooks/use-session';
import { sharedKeys } from '@/lib/query-keys';
import { refreshAfterMoney } from './refresh-after-money';

const sdk = {} as LobbySdk;
const range = { startDate: '2026-01-01', endDate: '2026-01-30' };

describe('refreshAfterMoney', () => {
  it("marks stale every page of the wallet's reads, the member and the member's records, and nothing else", async () => {
    const client = new QueryClient();
    const keys = {
      balance: balanceQuery(sdk, 'session-1').queryKey,
      depositMethods: getListDepositMethodsQueryKey(),
      deposits: getListDepositsQueryKey({ ...range, pageNo: 1, pageSize: 20 }),
      withdrawInfo: getGetWithdrawInfoQueryKey(),
      withdrawals: getListWithdrawalsQueryKey({ ...range, pageNo: 1, pageSize: 20 }),
      confirmations: confirmationsQueryOptions(sdk).queryKey,
      bankCards: getListBankCardsQueryKey(),
      member: memberInfoQuery(sdk, 'session-1').queryKey,
      bets: getListBetRecordsQueryKey({ ...range, status: 'SETTLED', pageNo: 2, pageSize: 20 }),
      transactions: getListTransactionsQueryKey({ ...range, pageNo: 1, pageSize: 20 }),
      profit: getGetPersonalProfitQueryKey(range),
      bonuses: getListBonusDetailsQueryKey({ ...range, pageNo: 1, pageSize: 20 }),
      missions: sharedKeys.missions(),
      rewards: getListRewardCenterQueryKey({ pageNo: 1, pageSize: 10 }),
      vendors: sharedKeys.vendors(),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
    await refreshAfterMoney(client);
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(Object.keys(keys).slice(0, -3));
  });
});
