import type { Schemas } from '@lobby/sdk';
import type { Favourites } from '@/hooks/use-favourites';
import { GameCard } from './game-card';
import { GameGrid } from './game-grid';

/** Game cards in the grid: a category's list, the member's favourite or recent games, a search's results. */
export function GameCardGrid({
  label,
  games,
  favourites,
}: {
  label: string;
  games: readonly Schemas['GameCard'][];
  favourites: Favourites;
}) {
  return (
    <GameGrid label={label}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard card={game} favourites={favourites} />
        </li>
      ))}
    </GameGrid>
  );
}
