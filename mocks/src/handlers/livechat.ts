/** livechat: the live chat hosts and a chat room launch. */
import { notFound } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import { createPrng } from '../world/prng';
import { assetUrl, stamp } from './format';

const MODELS = [
  { modelId: 'LC01', nickname: 'Anna', languages: ['EN', 'VI'] },
  { modelId: 'LC02', nickname: 'Mai', languages: ['VI'] },
  { modelId: 'LC03', nickname: 'Ploy', languages: ['TH', 'EN'] },
  { modelId: 'LC04', nickname: 'Sofia', languages: ['EN', 'TY'] },
  { modelId: 'LC05', nickname: 'Lin', languages: ['CN', 'EN'] },
];

/** The livechat tag's handlers. */
export const livechatHandlers = defineHandlers({
  listChatModels: (ctx: Ctx<'listChatModels'>) => {
    // Who is online changes every ten minutes, the same way for every client.
    const prng = createPrng(`${ctx.world.seed}:chat:${Math.floor(now() / 600_000)}`);
    const hosts = MODELS.filter((x) => !ctx.input.language || x.languages.includes(ctx.input.language)).map(
      (x) => ({
        ...x,
        avatarUrl: assetUrl(ctx, 'images/avatar.svg'),
        status: prng.pick(['ONLINE', 'ONLINE', 'BUSY', 'OFFLINE'] as const) as 'ONLINE' | 'BUSY' | 'OFFLINE',
        viewers: prng.int(0, 400),
      }),
    );
    // One host is always on call: otherwise about one ten-minute window in sixteen has nobody online, and the demo
    // and its tests would depend on the clock.
    if (hosts[0] && !hosts.some((x) => x.status === 'ONLINE')) hosts[0].status = 'ONLINE';
    return hosts;
  },
  launchChat: (ctx: Ctx<'launchChat'>) => {
    if (!MODELS.some((x) => x.modelId === ctx.input.modelId))
      throw notFound(`chat host ${ctx.input.modelId}`);
    return { url: `${ctx.origin}/__sandbox/chat/${ctx.input.modelId}`, expiresAt: stamp(now() + 3_600_000) };
  },
});
