import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { LOTTERY_AREA } from '@lobby/flows';
import type { RouteName } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { lotteryKeys } from './lottery-keys';

/** Which lobby a page opens: its route's, in a prize mode, on the betting page of `gameCode` when given. */
export interface LotteryLobbyRequest {
  readonly route: RouteName;
  readonly mode: Schemas['LotteryPrizeMode'];
  readonly gameCode: string | undefined;
  readonly language: string;
}

/** The lottery lobby's (or a game's betting page's) URL for the member, with this site as the way back. */
export const getLotteryLobby = (sdk: LobbySdk, request: LotteryLobbyRequest, signal?: AbortSignal) =>
  sdk.lottery.getLotteryLobby(
    {
      lottoArea: LOTTERY_AREA,
      launchMode: 'LOTT',
      lottoPrizeMode: request.mode,
      lottoView: request.gameCode ? 'betting' : 'lobby',
      ...(request.gameCode ? { lottoGameCode: request.gameCode } : {}),
      device: 'WEB',
      backUrl: window.location.origin,
      language: request.language,
    },
    { signal },
  );

export const lotteryLobbyQueryOptions = (
  sdk: LobbySdk,
  request: LotteryLobbyRequest,
  sessionKey: string | null,
) =>
  queryOptions({
    queryKey: lotteryKeys.lobby(request, sessionKey),
    queryFn: ({ signal }) => getLotteryLobby(sdk, request, signal),
    // A lobby URL is a launch: asked afresh on every visit, never kept.
    staleTime: 0,
    gcTime: 0,
  });

/** The session's lobby URL; `enabled` false waits (for the vendor categories that give the prize mode). */
export const useLotteryLobby = (request: LotteryLobbyRequest, enabled: boolean) => {
  const { sessionKey } = useSession();
  return useQuery({
    ...lotteryLobbyQueryOptions(useSdk(), request, sessionKey),
    enabled: sessionKey !== null && enabled,
  });
};
