/** The announcements only agents see. */
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { agentOf } from '../agent-access';
import { page, stamp } from '../format';

/** The agent announcement handlers. */
export const agentAnnouncementHandlers = defineHandlers({
  listAgentAnnouncements: (ctx: Ctx<'listAgentAnnouncements'>) => {
    agentOf(ctx);
    const list = ctx.world.catalogue.content.announcements
      .filter((a) => a.agentOnly)
      .map((a) => ({ id: String(a.id), title: a.title, content: a.content, timestamp: stamp(a.time) }));
    return page(list, ctx.input.pageNo, ctx.input.pageSize);
  },
});
