/** Announcements and the notices of the home (marquee, list, popups by audience). */
import type { Schemas } from '@lobby/sdk';
import { defineHandlers } from '../../http/operation';
import { runtime } from '../../runtime';
import type { Ctx } from '../../http/types';
import type { Announcement } from '../../world/content';
import { bannerView } from '../banners';
import { stamp } from '../format';

function announcementView(a: Announcement): Schemas['Announcement'] {
  return {
    id: String(a.id),
    title: a.title,
    content: a.content,
    timestamp: stamp(a.time),
    type: a.type,
    execution: a.execution,
  };
}

function announcements(
  ctx: { world: { catalogue: { content: { announcements: Announcement[] } } } },
  types: string,
  execution: string | undefined,
): Announcement[] {
  const wanted = new Set(types.split(','));
  // Popups carry an audience (A logged in, B anonymous, F first-time login); other notices show to all.
  return ctx.world.catalogue.content.announcements.filter(
    (a) => !a.agentOnly && wanted.has(a.type) && (a.type !== 'PU' || !execution || a.execution === execution),
  );
}

/** The announcement handlers. */
export const announcementHandlers = defineHandlers({
  listAnnouncements: (ctx: Ctx<'listAnnouncements'>) =>
    announcements(ctx, ctx.input.types, ctx.input.execution).map(announcementView),
  getNotices: (ctx: Ctx<'getNotices'>) => {
    const list = announcements(ctx, ctx.input.types, ctx.input.execution);
    const of = (type: Announcement['type']): Schemas['Announcement'][] =>
      list.filter((a) => a.type === type).map(announcementView);
    return {
      banners: ctx.world.catalogue.content.banners.map((b, i) => bannerView(ctx, b, i)),
      player: of('PL'),
      popup: runtime.popups ? of('PU') : [],
      promotion: of('PR'),
    };
  },
});
