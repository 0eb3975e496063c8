import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LobbySdk } from '@lobby/sdk';
import { confirmationsQueryOptions } from '@/features/member/api/list-withdrawal-confirmations';
import * as member from '@/generated/member/member';
import * as records from '@/generated/records/records';
import { getListRewardCenterQueryKey } from '@/generated/rewards/rewards';
import * as wallet from '@/generated/wallet/wallet';
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
      depositMethods: wallet.getListDepositMethodsQueryKey(),
      deposits: wallet.getListDepositsQueryKey({ ...range, pageNo: 1, pageSize: 20 }),
      withdrawInfo: wallet.getGetWithdrawInfoQueryKey(),
      withdrawals: wallet.getListWithdrawalsQueryKey({ ...range, pageNo: 1, pageSize: 20 }),
      confirmations: confirmationsQueryOptions(sdk).queryKey,
      bankCards: member.getListBankCardsQueryKey(),
      member: memberInfoQuery(sdk, 'session-1').queryKey,
      bets: records.getListBetRecordsQueryKey({ ...range, status: 'SETTLED', pageNo: 2, pageSize: 20 }),
      transactions: records.getListTransactionsQueryKey({ ...range, pageNo: 1, pageSize: 20 }),
      profit: records.getGetPersonalProfitQueryKey(range),
      bonuses: records.getListBonusDetailsQueryKey({ ...range, pageNo: 1, pageSize: 20 }),
      teamBets: records.getListBetRecordsQueryKey({ ...range, scope: 'TEAM', pageNo: 1, pageSize: 20 }),
      missions: sharedKeys.missions(),
      rewards: getListRewardCenterQueryKey({ pageNo: 1, pageSize: 10 }),
      vendors: sharedKeys.vendors(),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
    await refreshAfterMoney(client);
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(Object.keys(keys).slice(0, -4));
  });
});
