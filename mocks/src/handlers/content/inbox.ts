/** The member's inbox: unread count, the list, reading and deleting a message. */
import { notFound } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { me, page, stamp } from '../format';

/** The inbox handlers. */
export const inboxHandlers = defineHandlers({
  getUnreadCount: (ctx: Ctx<'getUnreadCount'>) => {
    const m = me(ctx);
    return ctx.world.state.messages.filter((x) => x.memberId === m.id && !x.read).length;
  },
  listMessages: (ctx: Ctx<'listMessages'>) => {
    const m = me(ctx);
    const list = ctx.world.state.messages
      .filter((x) => x.memberId === m.id && (ctx.input.isRead === undefined || x.read === ctx.input.isRead))
      .sort((a, b) => b.time - a.time)
      .map((x) => ({
        messageId: x.id,
        title: x.title,
        content: x.content,
        isRead: x.read,
        sendTime: stamp(x.time),
        category: 'SYSTEM' as const,
      }));
    return page(list, ctx.input.pageNo, ctx.input.pageSize);
  },
  readMessage: (ctx: Ctx<'readMessage'>) => {
    const m = me(ctx);
    const message = ctx.world.state.messages.find((x) => x.id === ctx.input.messageId && x.memberId === m.id);
    if (!message) throw notFound(`message ${ctx.input.messageId}`);
    message.read = true;
    return true;
  },
  deleteMessage: (ctx: Ctx<'deleteMessage'>) => {
    const m = me(ctx);
    const before = ctx.world.state.messages.length;
    ctx.world.state.messages = ctx.world.state.messages.filter(
      (x) => !(x.id === ctx.input.messageId && x.memberId === m.id),
    );
    if (ctx.world.state.messages.length === before) throw notFound(`message ${ctx.input.messageId}`);
    return true;
  },
});
