/** The names the catalogue gives games: a fixed list per category; slot names drawn in two parts. */
import type { Prng } from './prng';
import type { VendorSeed } from './vendors';

const SLOT_FIRST = [
  'Fortune',
  'Golden',
  'Lucky',
  'Mega',
  'Wild',
  'Mystic',
  'Dragon',
  'Royal',
  'Super',
  'Treasure',
  'Jungle',
  'Neon',
  'Pirate',
  'Sweet',
  'Aztec',
  'Samurai',
  'Pharaoh',
  'Viking',
  'Crystal',
  'Thunder',
  'Cosmic',
  'Panda',
  'Phoenix',
  'Tiger',
  'Candy',
  'Buffalo',
  'Koi',
  'Lotus',
  'Olympus',
  'Mahjong',
];
const SLOT_SECOND = [
  'Gems',
  'Riches',
  'Bonanza',
  'Ways',
  'Spins',
  'Blaze',
  'Empire',
  'Quest',
  'Hunter',
  'Megaways',
  'Legend',
  'Kingdom',
  'Rush',
  'Party',
  'Palace',
  'Power',
  'Link',
  'Hold & Win',
  'Deluxe',
  'Cascade',
];
const LIVE_TABLES = [
  'Baccarat',
  'Speed Baccarat',
  'Roulette',
  'Lightning Roulette',
  'Blackjack',
  'Dragon Tiger',
  'Sic Bo',
  'Fan Tan',
  'Crazy Time',
  'Mega Wheel',
  "Texas Hold'em",
  'Andar Bahar',
  'Teen Patti',
  'Monopoly Live',
  'Football Studio',
];
const FISH_NAMES = [
  'Ocean King',
  'Fishing War',
  'Mega Fishing',
  'Dragon Fishing',
  'Jackpot Fishing',
  'Bombing Fishing',
  'Happy Fishing',
  'Royal Fishing',
  'Fish Hunter',
  'All-star Fishing',
  'Boom Legend',
  'Dinosaur Tycoon',
];
const PVP_NAMES = [
  'Tongits',
  'Pusoy',
  'Texas Poker',
  'Teen Patti',
  'Rummy',
  'Blackjack Duel',
  'Niu Niu',
  'Sam Gong',
  'Pok Deng',
  'Mahjong Battle',
  'Domino QQ',
  'Tien Len',
  'Sabong Cards',
  'Ludo',
  'Color Game',
  'Sic Bo Duel',
];
const CRASH_NAMES = [
  'Aviator',
  'JetX',
  'Mines',
  'Plinko',
  'Goal',
  'Dice',
  'Hi Lo',
  'Keno',
  'Balloon',
  'Cappadocia',
  'Spaceman',
  'Limbo',
  'Hotline',
  'Mini Roulette',
];
const LOTT_NAMES = [
  'Northern Lotto',
  'Southern Lotto',
  'Central Lotto',
  'Mega 6/45',
  'Power 6/55',
  'Keno 1 Minute',
  'Keno 3 Minutes',
  'Fast 3',
  'PK10',
  'Lucky 5',
  'SEA 4D',
  'Magnum 4D',
  'Toto 6D',
  'Thai Lotto',
  'Lao Lotto',
  'Da Me',
  'Max 3D',
];

/** A vendor's game name at an index: its category's list, numbered past its end, or a random slot name. */
export function nameFor(vendor: VendorSeed, index: number, prng: Prng): string {
  const numbered = (list: readonly string[]): string => {
    const base = list[index % list.length] as string;
    const round = Math.floor(index / list.length);
    return round === 0 ? base : `${base} ${round + 1}`;
  };
  switch (vendor.category) {
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return vendor.name;
    case 'LIVE':
      return `${numbered(LIVE_TABLES)}`;
    case 'FISH':
      return numbered(FISH_NAMES);
    case 'PVP':
      return numbered(PVP_NAMES);
    case 'CRASH':
      return numbered(CRASH_NAMES);
    case 'LOTT':
      return numbered(LOTT_NAMES);
    case 'RNG':
      return `${prng.pick(SLOT_FIRST)} ${prng.pick(SLOT_SECOND)}`;
  }
}
