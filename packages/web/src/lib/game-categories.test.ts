import { describe, expect, it } from 'vitest';
import { createSdk, memoryTokenStore, type Schemas } from '@lobby/sdk';
import { cardName, categoriesPrizeMode as prizeMode, toVendorCategories } from '@/lib/game-categories';
import { useSandbox } from '@/testing/sandbox-server';
import { TEST_API } from '@/testing/test-api';

describe('toVendorCategories', () => {
  useSandbox();

  /** The sandbox brand's vendor lanes: esports and cockfight vendors arrive in its SPORTS lane. */
  const sandboxLanes = () =>
    createSdk({
      baseUrl: TEST_API,
      merchant: 'DEMO',
      language: () => 'EN',
      tokenStore: memoryTokenStore(),
    }).games.listVendors({ platform: 'html5-desktop' });

  const codes = (categories: ReturnType<typeof toVendorCategories>, classify: string) =>
    categories.find((category) => category.classify === classify)?.vendors.map((card) => card.vassalage);

  it('splits esports and cockfight out of sports, in the home order', async () => {
    const lanes = await sandboxLanes();
    expect(lanes.data.lanes.map((lane) => lane.gameClassify)).not.toContain('ESPORTS');
    const categories = toVendorCategories(lanes);
    expect(categories.map((category) => category.classify)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'LOTT',
      'COCKFIGHT',
      'CRASH',
    ]);
    expect(codes(categories, 'SPORTS')).toEqual(['SABA', 'BTI', 'CMD368', 'SBO', 'IM_SPORTS']);
    expect(codes(categories, 'ESPORTS')).toEqual(['TF_GAMING', 'IM_ESPORTS']);
    expect(codes(categories, 'COCKFIGHT')).toEqual(['SV388', 'WS168']);
    expect(codes(categories, 'CRASH')).toEqual(['SPRIBE', 'SMARTSOFT', 'TURBO']);
    expect(categories.find((category) => category.classify === 'ESPORTS')?.route).toBe('esports');
  });

  it('moves SPB out of the RNG lane to crash, after the slots', () => {
    const card = (vassalage: string): Schemas['GameCard'] => ({ nodeId: 1, vassalage, gameType: 'RNG' });
    const categories = toVendorCategories({
      data: { lanes: [{ title: 'RNG', gameClassify: 'RNG', cards: [card('PG'), card('SPB'), card('PP')] }] },
    });
    expect(categories.map((category) => category.classify)).toEqual(['RNG', 'CRASH']);
    expect(codes(categories, 'RNG')).toEqual(['PG', 'PP']);
    expect(codes(categories, 'CRASH')).toEqual(['SPB']);
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
