import { describe, expect, it } from 'vitest';
import type { GameCard } from '../ports/sdk.js';
import { DEFAULT_CATEGORY_ORDER, prizeMode, splitCategories } from './game-categories.js';

const card = (vassalage: string, gameType: string, displayName?: string): GameCard => ({
  nodeId: 1,
  vassalage,
  gameType,
  ...(displayName ? { displayName } : {}),
});
const lanes = {
  data: {
    lanes: [
      {
        title: 'SPORTS',
        gameClassify: 'SPORTS',
        cards: [card('SABA', 'SPORTS'), card('X', 'SPORTS', 'X eSports')],
      },
      { title: 'RNG', gameClassify: 'RNG', cards: [card('PG', 'RNG')] },
    ],
  },
};
const names = (categories: ReturnType<typeof splitCategories>) => categories.map((c) => c.classify);

describe('splitCategories', () => {
  it('moves matching cards to the configured category and inserts it where the order says', () => {
    const categories = splitCategories(lanes, {
      splits: [{ from: 'sports', to: 'esports', codes: [], names: ['ESPORT'] }],
      order: ['ESPORTS', 'SPORTS', 'RNG'],
    });
    expect(names(categories)).toEqual(['ESPORTS', 'SPORTS', 'RNG']);
    expect(categories[0]?.cards.map((c) => c.vassalage)).toEqual(['X']);
  });

  it('moves nothing without splits and falls back to the default order', () => {
    const categories = splitCategories(lanes, { splits: [] });
    expect(names(categories)).toEqual(['RNG', 'SPORTS']);
    expect(DEFAULT_CATEGORY_ORDER.indexOf('RNG')).toBeLessThan(DEFAULT_CATEGORY_ORDER.indexOf('SPORTS'));
    expect(categories[1]?.cards).toHaveLength(2);
    expect(splitCategories(lanes, undefined)).toEqual(categories);
  });

  it('ignores an empty name fragment rather than matching every card', () => {
    const categories = splitCategories(lanes, {
      splits: [{ from: 'SPORTS', to: 'ESPORTS', codes: [], names: [''] }],
    });
    expect(names(categories)).toEqual(['RNG', 'SPORTS']);
  });
});

describe('lottery prize mode', () => {
  it('prize mode is ELOTT when the ELOTT category has TCG_LOTTO_VN or LOTT, else LOTT', () => {
    expect(prizeMode(['X', 'TCG_LOTTO_VN'])).toBe('ELOTT');
    expect(prizeMode(['LOTT'])).toBe('ELOTT');
    expect(prizeMode(['TCG_SEA'])).toBe('LOTT');
    expect(prizeMode(undefined)).toBe('LOTT');
  });
});
