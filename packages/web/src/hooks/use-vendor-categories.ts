import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { toVendorCategories, type VendorCategory } from '@/lib/game-categories';
import { sharedKeys } from '@/lib/query-keys';
import { useSiteConfig } from './use-site-config';

/** The vendor lanes query (cached by the SDK for the session too); every category list selects from it. */
export const vendorsQuery = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: sharedKeys.vendors(),
    queryFn: ({ signal }) => sdk.games.listVendors({ platform: 'html5-desktop' }, { signal }),
    staleTime: Infinity,
  });

// One empty list, so a component deferring on the categories sees the same value until they arrive.
const NO_CATEGORIES: readonly VendorCategory[] = [];

/**
 * The game categories with their vendors, split per configuration. Shares the vendors query
 * (and its cache) with the header, so the call is made once per session.
 */
export function useVendorCategories(): {
  readonly categories: readonly VendorCategory[];
  readonly isPending: boolean;
  readonly isError: boolean;
  /** Asks for the vendors again after a failure. */
  readonly retry: () => void;
} {
  const { gameCategories } = useSiteConfig();
  const select = useCallback(
    (vendors: Schemas['GameVendors']) => toVendorCategories(vendors, gameCategories),
    [gameCategories],
  );
  const query = useQuery({ ...vendorsQuery(useSdk()), select });
  const { refetch } = query;
  return {
    categories: query.data ?? NO_CATEGORIES,
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void refetch(),
  };
}

/** The header's drop-down vendor menus: one entry per category with its vendors. */
export function useVendorMenus(): readonly VendorCategory[] {
  return useVendorCategories().categories;
}
