import type { Schemas } from '@lobby/sdk';
import { GameGrid } from './game-grid';
import type { Favourites } from '@/hooks/use-favourites';
import { VendorCard } from './vendor-card';

/** Vendor cards in the wide grid: the game centre's providers and the home's category sections. */
export function VendorGrid({
  label,
  vendors,
  favourites,
}: {
  label: string;
  vendors: readonly Schemas['GameCard'][];
  favourites: Favourites;
}) {
  return (
    <GameGrid label={label} wide>
      {vendors.map((vendor) => (
        <li key={vendor.nodeId}>
          <VendorCard card={vendor} favourites={favourites} />
        </li>
      ))}
    </GameGrid>
  );
}
