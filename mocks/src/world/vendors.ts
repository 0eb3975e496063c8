/** The game categories and vendors of the sandbox brand: real vendor names, sandbox codes. */

/** A game category as the lobby names it (the client's route is its lower-case form). */
export type Category =
  'LOTT' | 'SPORTS' | 'ESPORTS' | 'RNG' | 'FISH' | 'PVP' | 'CRASH' | 'COCKFIGHT' | 'LIVE';

/** Every category, in the home page's order. */
export const CATEGORIES: readonly Category[] = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'COCKFIGHT',
  'CRASH',
];

/** A vendor (provider) of one category. */
export interface VendorSeed {
  /** The `vassalage` code the backend uses. */
  code: string;
  name: string;
  category: Category;
  /** How many games the vendor lists (lobby-style vendors list one). */
  games: number;
}

const v = (code: string, name: string, category: Category, games: number): VendorSeed => ({
  code,
  name,
  category,
  games,
});

/** The vendor table (48 vendors, 1,642 games). */
export const VENDORS: readonly VendorSeed[] = [
  v('TCG_LOTTO_VN', 'TCG Lotto VN', 'LOTT', 24),
  v('TCG_SEA', 'TCG SEA Lottery', 'LOTT', 16),
  v('GPI_LOTT', 'GPI Keno & Lotto', 'LOTT', 12),
  v('SABA', 'SABA Sports', 'SPORTS', 1),
  v('BTI', 'BTi Sports', 'SPORTS', 1),
  v('CMD368', 'CMD368', 'SPORTS', 1),
  v('SBO', 'SBOBET', 'SPORTS', 1),
  v('IM_SPORTS', 'IM Sports', 'SPORTS', 1),
  v('TF_GAMING', 'TF Gaming', 'ESPORTS', 1),
  v('IM_ESPORTS', 'IM Esports', 'ESPORTS', 1),
  v('PP', 'Pragmatic Play', 'RNG', 160),
  v('PG', 'PG Soft', 'RNG', 120),
  v('JILI', 'JILI', 'RNG', 110),
  v('HABANERO', 'Habanero', 'RNG', 90),
  v('CQ9', 'CQ9 Gaming', 'RNG', 90),
  v('SPADE', 'Spadegaming', 'RNG', 70),
  v('MG', 'Microgaming', 'RNG', 80),
  v('PT', 'Playtech', 'RNG', 70),
  v('NETENT', 'NetEnt', 'RNG', 60),
  v('RTG', 'Red Tiger', 'RNG', 50),
  v('PNG', "Play'n GO", 'RNG', 50),
  v('YGG', 'Yggdrasil', 'RNG', 40),
  v('HACKSAW', 'Hacksaw Gaming', 'RNG', 40),
  v('NLC', 'Nolimit City', 'RNG', 30),
  v('FC', 'FA CHAI', 'RNG', 40),
  v('KA', 'KA Gaming', 'RNG', 50),
  v('JDB', 'JDB Gaming', 'RNG', 40),
  v('JILI_FISH', 'JILI Fishing', 'FISH', 12),
  v('CQ9_FISH', 'CQ9 Fishing', 'FISH', 10),
  v('SPADE_FISH', 'Spadegaming Fishing', 'FISH', 8),
  v('JDB_FISH', 'JDB Fishing', 'FISH', 9),
  v('KM', 'Kingmaker', 'PVP', 40),
  v('V8', 'V8 Poker', 'PVP', 30),
  v('KY', 'KY Gaming', 'PVP', 30),
  v('RICH88', 'Rich88', 'PVP', 20),
  v('SPRIBE', 'Spribe', 'CRASH', 10),
  v('SMARTSOFT', 'SmartSoft Gaming', 'CRASH', 8),
  v('TURBO', 'Turbo Games', 'CRASH', 12),
  v('SV388', 'SV388', 'COCKFIGHT', 1),
  v('WS168', 'WS168', 'COCKFIGHT', 1),
  v('EVO', 'Evolution', 'LIVE', 60),
  v('SEXY', 'AE Sexy', 'LIVE', 16),
  v('DG', 'Dream Gaming', 'LIVE', 20),
  v('WM', 'WM Casino', 'LIVE', 20),
  v('SA', 'SA Gaming', 'LIVE', 20),
  v('PP_LIVE', 'Pragmatic Play Live', 'LIVE', 30),
  v('EZUGI', 'Ezugi', 'LIVE', 20),
  v('AG', 'Asia Gaming', 'LIVE', 16),
];
