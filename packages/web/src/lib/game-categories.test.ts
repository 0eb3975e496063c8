import { describe, expect, it } from 'vitest';
import type { Schemas } from '@lobby/sdk';
import { cardName, categoriesPrizeMode as prizeMode, toVendorCategories } from '@/lib/game-categories';
import { VENDOR_LANES } from '@/components/games/testing/game-fixtures';

const codes = (categories: ReturnType<typeof toVendorCategories>, classify: string) =>
  categories.find((category) => category.classify === classify)?.vendors.map((card) => card.vassalage);

describe('toVendorCategories', () => {
  it('splits esports and cockfight out of sports and SPB out of RNG, in the home order', () => {
    const categories = toVendorCategories(VENDOR_LANES);
    expect(categories.map((category) => category.classify)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'CRASH',
    ]);
    expect(codes(categories, 'SPORTS')).toEqual(['SABA']);
    expect(codes(categories, 'ESPORTS')).toEqual(['IM_ESPORTS']);
    expect(codes(categories, 'COCKFIGHT')).toEqual(['SV388']);
    expect(codes(categories, 'RNG')).toEqual(['PG', 'PP']);
    expect(codes(categories, 'CRASH')).toEqual(['SPB']);
    expect(categories.find((category) => category.classify === 'ESPORTS')?.route).toBe('esports');
  });

  it('matches configured names as well as codes, and drops lanes without a page or without cards', () => {
    const card = (vassalage: string, displayName: string): Schemas['GameCard'] => ({
      nodeId: 1,
      vassalage,
      gameType: 'SPORTS',
      displayName,
    });
    const categories = toVendorCategories({
      data: {
        lanes: [
          { title: 'SPORTS', cards: [card('XYZ', 'XYZ Sabong Arena'), card('ABC', 'ABC eSports')] },
          { title: 'UNKNOWN', cards: [card('Q', 'Q')] },
          { title: 'LIVE', cards: [] },
        ],
      },
    });
    expect(categories.map((category) => category.classify)).toEqual(['ESPORTS', 'COCKFIGHT']);
  });

  it('survives a malformed answer', () => {
    expect(toVendorCategories(null)).toEqual([]);
    expect(toVendorCategories({ data: {} } as unknown as Schemas['GameVendors'])).toEqual([]);
  });
});

describe('categoriesPrizeMode', () => {
  it('is ELOTT only when the ELOTT category carries TCG_LOTTO_VN or LOTT', () => {
    const elott = (vassalage: string) => [
      { classify: 'ELOTT', route: 'elott' as const, vendors: [{ nodeId: 1, vassalage, gameType: 'ELOTT' }] },
    ];
    expect(prizeMode(elott('TCG_LOTTO_VN'))).toBe('ELOTT');
    expect(prizeMode(elott('LOTT'))).toBe('ELOTT');
    expect(prizeMode(elott('OTHER'))).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
  });
});

describe('cardName', () => {
  it('prefers the display name, then game name, node name and code', () => {
    expect(cardName({ nodeId: 1, vassalage: 'PG', gameType: 'RNG', gameName: 'G', nodeName: 'N' })).toBe('G');
    expect(cardName({ nodeId: 1, vassalage: 'PG', gameType: 'RNG', nodeName: 'N' })).toBe('N');
    expect(cardName({ nodeId: 1, vassalage: 'PG', gameType: 'RNG' })).toBe('PG');
  });
});
