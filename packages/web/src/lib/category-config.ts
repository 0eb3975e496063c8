/**
 * Which vendor cards leave their backend lane for another category. The spec splits ESPORTS and
 * COCKFIGHT out of SPORTS "by configured game names" and PROTOCOL.md moves SPB out of RNG; the
 * names the backend uses are not shown, so these lists are reconstructed from the vendors seen
 * (codes and names are matched case-insensitively, names by substring).
 */
export interface SplitRule {
  /** The lane the cards come from. */
  readonly from: string;
  /** The category they go to. */
  readonly to: string;
  /** Vendor codes (`vassalage`) that move. */
  readonly codes: readonly string[];
  /** Name fragments (display, node or game name) that move. */
  readonly names: readonly string[];
}

/** The configured splits, applied in order. */
export const CATEGORY_SPLITS: readonly SplitRule[] = [
  {
    from: 'SPORTS',
    to: 'ESPORTS',
    codes: ['TF_GAMING', 'IM_ESPORTS', 'IA_ESPORTS', 'TFG'],
    names: ['esport', 'e-sport'],
  },
  {
    from: 'SPORTS',
    to: 'COCKFIGHT',
    codes: ['SV388', 'WS168', 'S128', 'DS88'],
    names: ['cockfight', 'sabong'],
  },
  // SPB (Spribe's crash titles) arrive in the RNG lane but are played like crash games.
  { from: 'RNG', to: 'CRASH', codes: ['SPB'], names: [] },
];
