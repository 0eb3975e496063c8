/** A message from the brand arriving now, so an open page's inbox badge can be seen to move. */
import { now, runtime } from '../runtime';
import { accountNamed } from './bets';

/** Puts an unread message in the member's inbox; answers its id and the member's unread count. */
export function sendMessage(
  account: string,
  title: string,
  content: string,
): { messageId: string; unread: number } {
  const member = accountNamed(account);
  if (!title.trim()) throw new Error('title must not be empty');
  const { state } = runtime.world;
  const messageId = `MSG${state.nextId++}`;
  state.messages.push({ id: messageId, memberId: member.id, title, content, time: now(), read: false });
  return { messageId, unread: state.messages.filter((m) => m.memberId === member.id && !m.read).length };
}
