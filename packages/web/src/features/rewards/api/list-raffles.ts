import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { rewardKeys } from './reward-keys';

// The promotions call with the member's token gives the member's status of each raffle (join until drawn).
export const listRaffles = async (sdk: LobbySdk, signal?: AbortSignal) =>
  (await sdk.content.listPromotions({ platform: 'W' }, { signal })).filter(
    (promotion) => promotion.applyType === 'RAFFLE',
  );
export const rafflesQueryOptions = (sdk: LobbySdk) =>
  queryOptions({ queryKey: rewardKeys.raffles(), queryFn: ({ signal }) => listRaffles(sdk, signal) });
/** The raffle promotions with the member's status (waiting for the draw, claimed, closed). */
export const useRaffles = () => useQuery(rafflesQueryOptions(useSdk()));
