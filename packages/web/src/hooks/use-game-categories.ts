import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { gameCentreRoutes, gameListRoutes, type RouteName } from '@/config/paths';
import { useSdk } from '@/lib/app-services';

/** A game category of the top navigation with its vendors (from the vendor lanes). */
export interface GameCategory {
  readonly route: RouteName;
  readonly classify: string;
  readonly vendors: readonly Schemas['GameCard'][];
}

const CATEGORY_ROUTES: readonly RouteName[] = [...gameListRoutes, ...gameCentreRoutes];
const ORDER: readonly string[] = ['rng', 'live', 'fish', 'pvp', 'sports', 'esports', 'lott', 'elott', 'cockfight', 'crash'];

/** Maps the vendor lanes to categories; lanes without vendors or without a page are left out. */
export function toGameCategories(vendors: Schemas['GameVendors']): GameCategory[] {
  return vendors.data.lanes
    .flatMap((lane): GameCategory[] => {
      const route = (lane.gameClassify ?? lane.title).toLowerCase();
      const known = CATEGORY_ROUTES.find((name) => name.toLowerCase() === route);
      return known && lane.cards.length > 0 ? [{ route: known, classify: lane.gameClassify ?? lane.title, vendors: lane.cards }] : [];
    })
    .sort((a, b) => ORDER.indexOf(a.route.toLowerCase()) - ORDER.indexOf(b.route.toLowerCase()));
}

/** The vendor lanes query (cached by the SDK for the session too). */
export const vendorsQuery = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: ['games', 'vendors'],
    queryFn: ({ signal }) => sdk.games.listVendors({ platform: 'html5-desktop' }, { signal }),
    staleTime: Infinity,
    select: toGameCategories,
  });

/** The game categories with their vendors; empty while loading or when the call fails. */
export function useGameCategories(): readonly GameCategory[] {
  const { data } = useQuery(vendorsQuery(useSdk()));
  return data ?? [];
}
