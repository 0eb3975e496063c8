import { useListPromotions } from '@/generated/content/content';
import { useSdk } from '@/lib/app-services';
import type { Promotion } from '@/generated/lobby.schemas';

// The promotions call with the member's token gives the member's status of each raffle (join until drawn).
const RAFFLES_QUERY = { platform: 'W' } as const;
const raffles = (promotions: Promotion[]) =>
  promotions.filter((promotion) => promotion.applyType === 'RAFFLE');

/** The raffle promotions with the member's status (waiting for the draw, claimed, closed): orval's hook, selected. */
export const useRaffles = () =>
  useListPromotions(RAFFLES_QUERY, { query: { select: raffles }, request: { sdk: useSdk() } });
