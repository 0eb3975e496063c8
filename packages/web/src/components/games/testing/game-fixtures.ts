import type { Schemas } from '@lobby/sdk';

type Card = Schemas['GameCard'];

const vendor = (
  nodeId: number,
  vassalage: string,
  gameType: string,
  displayName: string,
  isHot: 0 | 1 = 0,
): Card => ({
  nodeId,
  vassalage,
  gameType,
  displayName,
  nodeName: displayName,
  iconUrl: `/vendors/${vassalage.toLowerCase()}.png`,
  lagerIcon: `/vendors/${vassalage.toLowerCase()}-large.png`,
  isHot,
});

/** A brand like the sandbox's: esports and cockfight vendors arrive in the SPORTS lane, SPB in RNG. */
export const VENDOR_LANES: Schemas['GameVendors'] = {
  data: {
    lanes: [
      {
        title: 'RNG',
        gameClassify: 'RNG',
        cards: [
          vendor(100, 'PG', 'RNG', 'PG Soft', 1),
          vendor(101, 'PP', 'RNG', 'Pragmatic Play'),
          vendor(102, 'SPB', 'RNG', 'Spribe'),
        ],
      },
      { title: 'LIVE', gameClassify: 'LIVE', cards: [vendor(201, 'EVO', 'LIVE', 'Evolution')] },
      {
        title: 'SPORTS',
        gameClassify: 'SPORTS',
        cards: [
          vendor(501, 'SABA', 'SPORTS', 'SABA Sports', 1),
          vendor(502, 'IM_ESPORTS', 'SPORTS', 'IM eSports'),
          vendor(503, 'SV388', 'SPORTS', 'SV388'),
        ],
      },
      {
        title: 'FISH',
        gameClassify: 'FISH',
        cards: Array.from({ length: 15 }, (_, i) => vendor(300 + i, `FISH_${i}`, 'FISH', `Fishing ${i + 1}`)),
      },
    ],
  },
};

/** `count` games of a category, numbered from `first`. */
export const games = (gameType: string, count: number, first = 1): Card[] =>
  Array.from({ length: count }, (_, i) => ({
    nodeId: 10_000 + first + i,
    vassalage: 'PG',
    gameType,
    gameName: `${gameType} game ${first + i}`,
    iconUrl: `/games/${first + i}.png`,
    isHot: i === 0 ? 1 : 0,
    gameCode: `PG_${first + i}`,
  }));

/** The notices value with the given home banners. */
export const notices = (banners: Schemas['Banner'][]): Schemas['Notices'] => ({
  banners,
  player: [
    { id: 'n1', title: 'Welcome to the lobby', content: '<p>Hi</p>', timestamp: '2026-11-21 10:00:00' },
  ],
  popup: [],
  promotion: [],
});

/** The configuration value of a normal brand with one image CDN. */
export const SYSTEM_STATUS: Schemas['SystemStatus'] = {
  status: 0,
  info: {
    customerService: null,
    resources: [],
    whitelabel: [],
    mainDomain: 'demo.test',
    imageCDNs: ['https://img.cdn.test'],
    launchGameCDNs: [],
    supportedLanguages: ['EN'],
    currencySymbol: '$',
  },
  location: { ip: '127.0.0.1' },
};
