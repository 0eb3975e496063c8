import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { agentKeys } from '@/features/agent/api/agent-keys';
import { reportKeys } from '@/features/agent/api/report-keys';
import { getListBetRecordsQueryKey } from '@/generated/records/records';
import { favouriteKeys } from '@/features/favourites/api/favourite-keys';
import { gameKeys } from '@/features/games/api/game-keys';
import { lotteryKeys } from '@/features/lottery/api/lottery-keys';
import { socialKeys } from '@/features/member/api/social-keys';
import { promotionKeys } from '@/features/promotions/api/promotion-keys';
import { getGetAffiliateLinkQueryKey, getGetRevenueReportQueryKey } from '@/generated/agent/agent';
import { getListAnnouncementsQueryKey, getListPromotionsQueryKey } from '@/generated/content/content';
import {
  getGetGameMenusQueryKey,
  getGetJackpotQueryKey,
  getGetWinnerBoardQueryKey,
  getListHotGamesQueryKey,
  getListPvpRoomsQueryKey,
} from '@/generated/games/games';
import { getListChatModelsQueryKey } from '@/generated/livechat/livechat';
import { getGetLotteryMenuQueryKey } from '@/generated/lottery/lottery';
import { getGetVipInfoQueryKey, getListBankCardsQueryKey } from '@/generated/member/member';
import { getGetResponsibleGamingQueryKey } from '@/generated/responsible-gaming/responsible-gaming';
import { getGetPointsBalanceQueryKey, getListRewardCenterQueryKey } from '@/generated/rewards/rewards';
import { getGetHelpCenterQueryKey, getGetRegisterSettingsQueryKey } from '@/generated/system/system';
import { getGetWithdrawInfoQueryKey } from '@/generated/wallet/wallet';
import { forgetMember, isPublicQuery } from './forget-member';
import { sharedKeys } from './query-keys';

const range = { startDate: '2026-01-01', endDate: '2026-01-31' };
const session = 'session-1';

/** Reads that are the same for every visitor: kept when a session ends. */
const PUBLIC = [
  sharedKeys.siteConfig(),
  sharedKeys.texts('money', 'EN'),
  sharedKeys.notices(null),
  getListAnnouncementsQueryKey({ types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' }),
  sharedKeys.vendors(),
  getListHotGamesQueryKey({
    merchantCode: 'DEMO',
    isPlatform: 2,
    platform: 'flash,html5-desktop',
    language: 'EN',
  }),
  getGetWinnerBoardQueryKey({ gameCategory: 'ALL', language: 'EN', limitNum: 10 }),
  getGetJackpotQueryKey({ language: 'EN', limitNum: 10 }),
  getGetGameMenusQueryKey({ device: 'WEB' }),
  getGetHelpCenterQueryKey({ lang: 'EN', device: 'WEB' }),
  sharedKeys.countryCodes(),
  sharedKeys.merchantWallet(),
  getListChatModelsQueryKey({ language: 'EN' }),
];

/** A member's reads, from every feature that has some: none may outlive the session. */
const MEMBER = [
  sharedKeys.memberInfo(session),
  sharedKeys.memberIcon(session),
  sharedKeys.pendingContracts(session),
  sharedKeys.referral(),
  sharedKeys.balance(session),
  sharedKeys.notices(session),
  sharedKeys.unreadCount(session),
  sharedKeys.missions(),
  agentKeys.teamLevel(null),
  getGetAffiliateLinkQueryKey(),
  getGetRegisterSettingsQueryKey(),
  getGetRevenueReportQueryKey(range),
  getListBetRecordsQueryKey({ ...range, scope: 'TEAM', pageNo: 1, pageSize: 20 }),
  reportKeys.wages('daily', range, 1),
  favouriteKeys.favourites(session),
  favouriteKeys.recent(session),
  gameKeys.search('RNG', 'a'),
  getListPvpRoomsQueryKey({ vassalage: 'PG' }),
  gameKeys.list({
    gameType: 'RNG',
    vassalage: 'PG',
    minBet: false,
    lines: false,
    selectType: 'ALL',
    memberId: '7',
    language: 'EN',
  }),
  getGetLotteryMenuQueryKey({ prizeMode: 'LOTT', device: 'WEB' }),
  lotteryKeys.recent('LOTT', '7', ''),
  lotteryKeys.lobby({ route: 'lottery', mode: 'LOTT', gameCode: undefined, language: 'EN' }, session),
  getListBetRecordsQueryKey({ ...range, pageNo: 1, pageSize: 20 }),
  socialKeys.messagePage('all', 1),
  getGetWithdrawInfoQueryKey(),
  getListBankCardsQueryKey(),
  getGetPointsBalanceQueryKey(),
  promotionKeys.list('EN', '7'),
  promotionKeys.activityPage(1),
  getGetResponsibleGamingQueryKey(),
  getListRewardCenterQueryKey({ pageNo: 1, pageSize: 10 }),
  getListPromotionsQueryKey({ platform: 'W' }),
  getGetVipInfoQueryKey(),
];

describe('forgetMember', () => {
  it("keeps only the public reads: every feature's member reads, mutations and the SDK's cache go", () => {
    const client = new QueryClient();
    for (const key of [...PUBLIC, ...MEMBER]) client.setQueryData(key, { filled: true });
    void client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'room' })
      .execute({ modelId: 'LC01' });
    const flush = vi.fn();
    forgetMember(client, { cache: { flush } } as unknown as LobbySdk);
    const left = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(left).toEqual(PUBLIC);
    expect(client.getMutationCache().getAll()).toEqual([]);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('forgets a read by default: a root nobody listed, or a public root under a session', () => {
    expect(isPublicQuery(['new-feature', 'history'])).toBe(false);
    expect(isPublicQuery(sharedKeys.notices(session))).toBe(false);
    expect(isPublicQuery(['games'])).toBe(false);
    expect(PUBLIC.every(isPublicQuery)).toBe(true);
  });
});
