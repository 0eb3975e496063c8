import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameSelectType } from '@lobby/flows';
import { useSession } from '@/hooks/use-session';
import { useServices } from '@/lib/app-services';
import { CRASH_LIST_PAGE_SIZE, GAME_LIST_PAGE_SIZE, SLOT_FILTERS } from '@lobby/flows';
import { gameKeys } from './api/game-keys';
import { withListGap } from './list-call-gap';

/** What the game list shows: a category, optionally one vendor and the slot filters. */
export interface GameListFilter {
  readonly gameType: string;
  readonly vassalage?: string | undefined;
  readonly minBet?: boolean;
  readonly lines?: boolean;
  /** Which of the category's games (ALL when absent); FAV and RECENT are the member's own. */
  readonly selectType?: GameSelectType;
}

const OWN: readonly (GameSelectType | undefined)[] = ['FAV', 'RECENT'];

/** The page size of a category: 20, crash 12. */
export const pageSizeOf = (gameType: string): number =>
  gameType.toUpperCase() === 'CRASH' ? CRASH_LIST_PAGE_SIZE : GAME_LIST_PAGE_SIZE;

/**
 * A game list loaded page by page, with at least 300 ms between two list calls (fast scrolling
 * or filter changes wait instead of flooding the backend).
 */
export function useGameList(filter: GameListFilter) {
  const { sdk, config } = useServices();
  const { i18n } = useTranslation();
  const pageSize = pageSizeOf(filter.gameType);
  const selectType = filter.selectType ?? 'ALL';
  // A member's own lists are theirs alone (keyed by member) and change with every play or heart.
  const own = OWN.includes(selectType);
  const memberId = useSession().member?.id ?? null;
  return useInfiniteQuery({
    queryKey: gameKeys.list({
      gameType: filter.gameType,
      vassalage: filter.vassalage ?? '',
      minBet: Boolean(filter.minBet),
      lines: Boolean(filter.lines),
      selectType,
      memberId: own ? memberId : null,
      language: i18n.language,
    }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      withListGap(signal, () =>
        sdk.games.listGames(
          {
            clientType: 3,
            platform: 'html5-desktop',
            merchant: config.merchant,
            pageNo: pageParam,
            pageSize,
            language: i18n.language,
            gameType: filter.gameType,
            ...(filter.vassalage ? { vassalage: filter.vassalage } : {}),
            ...(filter.minBet ? { minBet: SLOT_FILTERS.minBet } : {}),
            ...(filter.lines ? { lines: SLOT_FILTERS.lines } : {}),
            ...(selectType === 'ALL' ? {} : { selectType }),
          },
          { signal },
        ),
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? last.pageNo + 1 : undefined;
    },
    staleTime: own ? 0 : 5 * 60_000,
  });
}
