import { describe, expect, it } from 'vitest';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

describe('inbox', () => {
  it('reads a message once: the unread count and the member badge go down, the unread filter drops it', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const unread = await demo.content.listMessages({ pageNo: 1, pageSize: 100, isRead: false });
    expect(unread.total).toBe(7);
    const target = unread.list[0]!.messageId;
    await demo.content.readMessage({ messageId: target });
    await demo.content.readMessage({ messageId: target });
    expect(await demo.content.getUnreadCount()).toBe(6);
    expect((await demo.member.getMemberInfo()).unreadMessage).toBe(6);
    expect(
      (await demo.content.listMessages({ pageNo: 1, pageSize: 100, isRead: false })).list.map(
        (m) => m.messageId,
      ),
    ).not.toContain(target);
  });

  it('pages newest first and deletes only the member’s own message', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const agent = await sandbox().loginAs('agent', 'agent1234');
    const page2 = await demo.content.listMessages({ pageNo: 2, pageSize: 10 });
    expect(page2).toMatchObject({ total: 14, pageNo: 2 });
    expect(page2.list).toHaveLength(4);
    const target = page2.list[0]!.messageId;
    expect((await failureOf(agent.content.deleteMessage({ messageId: target }))).status).toBe(404);
    await demo.content.deleteMessage({ messageId: target });
    expect((await demo.content.listMessages({ pageNo: 1, pageSize: 100 })).total).toBe(13);
    expect((await failureOf(demo.content.readMessage({ messageId: target }))).status).toBe(404);
  });
});

describe('referral', () => {
  it('lists the friends referred, masked, with the 1% of their first deposit earned', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const referral = await demo.member.getReferral();
    expect(referral).toMatchObject({ joined: true, invitedCount: 3, qualifiedCount: 2 });
    expect(referral.invitees?.map((x) => x.account).sort()).toEqual(['ex***d', 'ne***e', 'we***k']);
    const earned = referral.invitees!.reduce((sum, x) => sum + x.reward, 0);
    expect(referral.totalReward).toBeCloseTo(earned, 2);
    expect(referral.invitees!.find((x) => x.account === 'ne***e')).toMatchObject({
      qualified: false,
      reward: 0,
    });
  });

  it('refuses invite friends to an agent and shows nobody else’s friends', async () => {
    const agent = await sandbox().loginAs('agent', 'agent1234');
    expect((await failureOf(agent.member.applyInviteFriend())).message).toBe(
      'invite friend only allowed player account to apply',
    );
    expect(await agent.member.getReferral()).toMatchObject({ joined: false, invitees: [] });
  });
});
