import { createContext, useContext } from 'react';
import type { Schemas } from '@lobby/sdk';

export interface Favourites {
  /** False while a member's favourites are still loading. */
  readonly ready: boolean;
  isFavourite(nodeId: number): boolean;
  /** Adds or removes; opens the login popup for a visitor; one change a second (the flow's throttle). */
  toggle(card: Schemas['GameCard']): void;
}

/** The page's favourites (provided by `FavouritesProvider`, components/games/favourites-provider.tsx). */
export const FavouritesContext = createContext<Favourites | null>(null);

/** The page's favourites; needs a `FavouritesProvider` above. */
export function useFavourites(): Favourites {
  const value = useContext(FavouritesContext);
  if (!value) throw new Error('useFavourites outside FavouritesProvider');
  return value;
}
