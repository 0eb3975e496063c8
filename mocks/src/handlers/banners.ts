/** Banners in the spec's shape: the content's link kinds renamed, a GAME banner carrying its game's card. */
import type { Schemas } from '@lobby/sdk';
import type { Banner } from '../world/content';
import type { World } from '../world/world';
import { assetUrl } from './format';
import { bannerGame } from './games/cards';

const LINKAGE_TYPES = { INTERNAL: 'ROUTE', EXTERNAL: 'URL', GAME: 'GAME', NONE: 'NONE' } as const;

/** One banner; a GAME banner links by node id and brings the card the launch call needs. */
export function bannerView(
  ctx: { origin: string; world: World },
  b: Banner,
  index: number,
): Schemas['Banner'] {
  const game = b.linkageType === 'GAME' ? bannerGame(ctx, b.linkage) : null;
  return {
    id: String(b.id),
    url: assetUrl(ctx, `images/banner/${b.id}.svg`),
    groupName: b.groupName,
    // A GAME banner whose game is gone links nowhere rather than to a launch that would fail.
    linkageType: b.linkageType === 'GAME' && !game ? 'NONE' : LINKAGE_TYPES[b.linkageType],
    linkage: game ? String(game.nodeId) : b.linkage,
    game,
    title: b.title,
    sort: index + 1,
  };
}
