import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { balanceQuery } from '@/hooks/use-balance';
import { memberInfoQuery } from '@/hooks/use-session';
import type { LobbySdk } from '@lobby/sdk';
import { getListPromotionsQueryKey } from '@/generated/content/content';
import { getListRewardCenterQueryKey } from '@/generated/rewards/rewards';
import { sharedKeys } from '@/lib/query-keys';
import { refreshAfterClaim } from './reward-keys';

const sdk = {} as LobbySdk;

describe('refreshAfterClaim', () => {
  it("marks stale what a claim changes - the rewards, missions, the member's badge and the balance - and nothing else", async () => {
    const client = new QueryClient();
    const keys = {
      centre: getListRewardCenterQueryKey({ pageNo: 1, pageSize: 10, status: 'issued' }),
      raffles: getListPromotionsQueryKey({ platform: 'W' }),
      missions: sharedKeys.missions(),
      member: memberInfoQuery(sdk, 'session-1').queryKey,
      balance: balanceQuery(sdk, 'session-1').queryKey,
      vendors: ['games', 'vendors'],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
    await refreshAfterClaim(client);
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['centre', 'raffles', 'missions', 'member', 'balance']);
  });
});
