import { describe, expect, it } from 'vitest';
import { createSdk, memoryTokenStore, type Schemas } from '@lobby/sdk';
import { cardName, categoriesPrizeMode as prizeMode, toVendorCategories } from '@/lib/game-categories';
import { useSandbox } from '@/testing/sandbox-server';
import { TEST_API } from '@/testing/test-api';

describe('toVendorCategories', () => {
  useSandbox();

  const sandboxSdk = () =>
    createSdk({
      baseUrl: TEST_API,
      merchant: 'DEMO',
      language: () => 'EN',
      tokenStore: memoryTokenStore(),
    });
  /** The sandbox brand's vendor lanes (esports and cockfight vendors arrive in its SPORTS lane) and its configuration. */
  const sandboxBrand = async () => {
    const sdk = sandboxSdk();
    const [lanes, status] = await Promise.all([
      sdk.games.listVendors({ platform: 'html5-desktop' }),
      sdk.system.getSystemStatus(),
    ]);
    return { lanes, config: status.info.gameCategories };
  };

  const codes = (categories: ReturnType<typeof toVendorCategories>, classify: string) =>
    categories.find((category) => category.classify === classify)?.vendors.map((card) => card.vassalage);
  const classifies = (categories: ReturnType<typeof toVendorCategories>) =>
    categories.map((category) => category.classify);

  it('splits esports and cockfight out of sports by the configured codes, in the configured order', async () => {
    const { lanes, config } = await sandboxBrand();
    expect(lanes.data.lanes.map((lane) => lane.gameClassify)).not.toContain('ESPORTS');
    const categories = toVendorCategories(lanes, config);
    expect(classifies(categories)).toEqual([
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

  it('keeps every card in its lane when the configuration has no splits', async () => {
    const { lanes } = await sandboxBrand();
    const categories = toVendorCategories(lanes, { splits: [] });
    expect(classifies(categories)).not.toContain('ESPORTS');
    expect(classifies(categories)).not.toContain('COCKFIGHT');
    expect(codes(categories, 'SPORTS')).toEqual(
      expect.arrayContaining(['SABA', 'TF_GAMING', 'IM_ESPORTS', 'SV388', 'WS168']),
    );
    // Nor does a missing configuration move any.
    expect(toVendorCategories(lanes, null)).toEqual(categories);
  });

  it('inserts a category the configuration adds, where its order places it', () => {
    const card = (vassalage: string): Schemas['GameCard'] => ({ nodeId: 1, vassalage, gameType: 'RNG' });
    const lanes = {
      data: {
        lanes: [
          { title: 'LIVE', gameClassify: 'LIVE', cards: [card('EVO')] },
          { title: 'RNG', gameClassify: 'RNG', cards: [card('PG'), card('SPB'), card('PP')] },
        ],
      },
    };
    const categories = toVendorCategories(lanes, {
      splits: [{ from: 'RNG', to: 'CRASH', codes: ['spb'], names: [] }],
      order: ['CRASH', 'RNG', 'LIVE'],
    });
    expect(classifies(categories)).toEqual(['CRASH', 'RNG', 'LIVE']);
    expect(codes(categories, 'RNG')).toEqual(['PG', 'PP']);
    expect(codes(categories, 'CRASH')).toEqual(['SPB']);
  });

  it('matches configured names as well as codes, and drops lanes without a page or without cards', async () => {
    const { config } = await sandboxBrand();
    const card = (vassalage: string, displayName: string): Schemas['GameCard'] => ({
      nodeId: 1,
      vassalage,
      gameType: 'SPORTS',
      displayName,
    });
    const categories = toVendorCategories(
      {
        data: {
          lanes: [
            { title: 'SPORTS', cards: [card('XYZ', 'XYZ Sabong Arena'), card('ABC', 'ABC eSports')] },
            { title: 'UNKNOWN', cards: [card('Q', 'Q')] },
            { title: 'LIVE', cards: [] },
          ],
        },
      },
      config,
    );
    expect(classifies(categories)).toEqual(['ESPORTS', 'COCKFIGHT']);
  });

  it('survives a malformed answer', () => {
    expect(toVendorCategories(null, null)).toEqual([]);
    expect(toVendorCategories({ data: {} } as unknown as Schemas['GameVendors'], null)).toEqual([]);
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
