import { LOTTERY_DRAW_PAGE_SIZE } from '@lobby/flows';
import { useListLottoOpenNumbers } from '@/generated/lottery/lottery';
import { useSdk } from '@/lib/app-services';

/** Which draws the earlier-draws list shows: a game, a `yyyy-MM-dd` day (GMT) and a page. */
export interface DayDrawsRequest {
  readonly gameCode: string;
  readonly date: string;
  readonly pageNo: number;
}

/**
 * A page of a game's draws of one day, latest first (`/lotto/lgw/games/opened/numero`; orval's hook). `enabled`
 * false until a game and a kept day are chosen; a changed game, day or page is a new read.
 */
export const useDayDraws = ({ gameCode, date, pageNo }: DayDrawsRequest, enabled: boolean) =>
  useListLottoOpenNumbers(
    { gameCode, date, pageNo, pageSize: LOTTERY_DRAW_PAGE_SIZE },
    { query: { staleTime: 0, enabled }, request: { sdk: useSdk() } },
  );
