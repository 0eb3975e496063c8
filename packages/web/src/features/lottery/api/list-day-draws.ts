import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { LOTTERY_DRAW_PAGE_SIZE } from '@lobby/flows';
import { useSdk } from '@/lib/app-services';
import { lotteryKeys } from './lottery-keys';

/** Which draws the earlier-draws list shows: a game, a `yyyy-MM-dd` day (GMT) and a page. */
export interface DayDrawsRequest {
  readonly gameCode: string;
  readonly date: string;
  readonly pageNo: number;
}

/** A page of a game's draws of one day, latest first (`/lotto/lgw/games/opened/numero`). */
export const listDayDraws = (
  sdk: LobbySdk,
  { gameCode, date, pageNo }: DayDrawsRequest,
  signal?: AbortSignal,
) =>
  sdk.lottery.listLottoOpenNumbers({ gameCode, date, pageNo, pageSize: LOTTERY_DRAW_PAGE_SIZE }, { signal });

export const dayDrawsQueryOptions = (sdk: LobbySdk, request: DayDrawsRequest) =>
  queryOptions({
    queryKey: lotteryKeys.dayDraws(request.gameCode, request.date, request.pageNo),
    queryFn: ({ signal }) => listDayDraws(sdk, request, signal),
    staleTime: 0,
  });

/** `enabled` false until a game and a kept day are chosen; a changed game, day or page is a new read. */
export const useDayDraws = (request: DayDrawsRequest, enabled: boolean) =>
  useQuery({ ...dayDrawsQueryOptions(useSdk(), request), enabled });
