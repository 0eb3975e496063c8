import { seededAccount } from './members';
import type { World } from './world';

const DAY = 86_400_000;

const MESSAGE_TITLES = [
  'Deposit received',
  'Bonus credited',
  'Weekly statement',
  'Security notice',
  'Mission completed',
  'VIP upgrade',
];

/** Every member's inbox, favourites and recent games (the demo player's fuller than the others'). */
function seedInboxesAndGames(world: World, now: number): void {
  const { state, catalogue, prng } = world;
  for (const member of state.members.values()) {
    const inbox = member.account === 'demo' ? 14 : 3;
    for (let i = 0; i < inbox; i++) {
      state.messages.push({
        id: `MSG${state.nextId++}`,
        memberId: member.id,
        title: prng.pick(MESSAGE_TITLES),
        content: `<p>Dear ${member.nickname}, this is message ${i + 1} for your account.</p>`,
        time: now - (i + 1) * 5 * 3_600_000,
        read: i >= inbox / 2,
      });
    }
    const hot = catalogue.games.filter((g) => g.category === 'RNG');
    state.favourites.set(
      member.id,
      member.account === 'demo' ? [hot[0]!.nodeId, hot[7]!.nodeId, hot[150]!.nodeId] : [],
    );
    state.recent.set(member.id, member.account === 'demo' ? [hot[3]!.nodeId, hot[42]!.nodeId] : []);
  }
}

/** The demo player's withdrawals, one awaiting confirmation and one received, to the bank card on file. */
function seedDemoWithdrawals(world: World, memberId: number, now: number): void {
  const { state } = world;
  const blank = { proof: null, bankCardId: null, rejectReason: null };
  state.withdrawals.push(
    {
      id: `W${state.nextId++}`,
      memberId,
      amount: 50_000,
      status: 'PENDING',
      amountReceived: null,
      createdAt: now - 600_000,
      confirmBy: now + 30 * 60_000,
      ...blank,
    },
    {
      id: `W${state.nextId++}`,
      memberId,
      amount: 20_000,
      status: 'RECEIVED',
      amountReceived: 20_000,
      createdAt: now - 3 * DAY,
      confirmBy: now - 3 * DAY + 30 * 60_000,
      ...blank,
    },
  );
  const card = {
    id: `BC${state.nextId++}`,
    memberId,
    bankCode: 'VCB',
    bankName: 'Vietcombank',
    accountName: 'Demo Player',
    accountNumber: '0071000123456',
    branch: 'Ha Noi',
    isDefault: true,
    createdAt: now - 20 * DAY,
  };
  state.bankCards.push(card);
  for (const w of state.withdrawals) if (w.memberId === memberId) w.bankCardId = card.id;
}

/** The demo player's redemption of the points mall's cash reward, and the points it took. */
function seedDemoRedemption(world: World, memberId: number, balance: number, now: number): void {
  const { state } = world;
  state.redeems.push({
    id: `RD${state.nextId++}`,
    memberId,
    rewardId: 'R001',
    quantity: 1,
    points: 1000,
    status: 'APPROVED',
    remark: 'Cash credited',
    time: now - 4 * DAY,
  });
  state.pointTransactions.push({
    id: `PT${state.nextId++}`,
    memberId,
    type: 'REDEEM',
    changedPoints: -1000,
    balance,
    remark: 'Redeem Cash 10',
    time: now - 4 * DAY,
  });
}

/**
 * What the seeded members have besides their ledger: inbox, favourites and recent games, and the demo
 * player's invite-friends referrals, withdrawals awaiting or past confirmation, bank card and a redemption.
 */
export function seedMemberExtras(world: World, now: number): void {
  const { state } = world;
  seedInboxesAndGames(world, now);
  const demo = seededAccount(state, 'demo');
  // The demo player has joined invite-friends, so the referral page shows a code and a link.
  state.invitedFriends.add(demo.id);
  // Friends the demo player referred: two have deposited (qualified), one has not.
  for (const friend of ['weak', 'expired', 'newbie'])
    state.referrals.set(seededAccount(state, friend).id, demo.id);
  seedDemoWithdrawals(world, demo.id, now);
  seedDemoRedemption(world, demo.id, demo.points, now);
}
