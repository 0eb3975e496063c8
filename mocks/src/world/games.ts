/** The game catalogue: every vendor's games, named and flagged from the seed. Immutable once built. */
import { nameFor } from './game-names';
import type { Prng } from './prng';
import { VENDORS, type Category } from './vendors';

/** One game card. */
export interface Game {
  nodeId: number;
  vassalage: string;
  vendorName: string;
  category: Category;
  gameCode: string;
  gameName: string;
  isHot: boolean;
  /** Newly added: the vendor's last three games (select type NEW). */
  isNew: boolean;
  /** Slot filters of the lobby (minimum bet, pay lines). */
  minBet: number;
  lines: number;
}

/** Builds the catalogue; names are unique within a vendor. */
export function buildGames(prng: Prng): Game[] {
  const games: Game[] = [];
  let nodeId = 10001;
  for (const vendor of VENDORS) {
    const used = new Set<string>();
    for (let i = 0; i < vendor.games; i++) {
      let name = nameFor(vendor, i, prng);
      // Random slot names can collide: draw again a few times, then number the duplicate.
      for (let attempt = 2; used.has(name); attempt++)
        name = attempt < 6 ? nameFor(vendor, i, prng) : `${name} ${attempt}`;
      used.add(name);
      games.push({
        nodeId: nodeId++,
        vassalage: vendor.code,
        vendorName: vendor.name,
        category: vendor.category,
        gameCode: `${vendor.code}_${String(i + 1).padStart(3, '0')}`,
        gameName: name,
        isHot: i < 3 || prng.chance(0.06),
        // Not drawn from the PRNG, so every other seeded value stays as it was.
        isNew: vendor.games > 3 && i >= vendor.games - 3,
        minBet: prng.pick([0.1, 0.2, 0.5, 1, 2, 5]),
        lines: prng.pick([5, 9, 20, 25, 30, 40, 50, 243, 1024]),
      });
    }
  }
  return games;
}
