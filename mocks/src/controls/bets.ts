/** A bet played now, so a session's figures (the reality check) move without a real game. */
import { now, runtime } from '../runtime';
import { post } from '../world/members';
import type { Member } from '../world/model';

/** What `playBet` settled. */
export interface PlayedBet {
  betId: string;
  balance: number;
}

/** The member of an account name (any case), or an error naming it. */
export function accountNamed(account: string): Member {
  const wanted = account.trim().toLowerCase();
  const member = [...runtime.world.state.members.values()].find((m) => m.account.toLowerCase() === wanted);
  if (!member) throw new Error(`account ${account} does not exist`);
  return member;
}

/**
 * Settles a bet of `stake` paying `payout` (money, not cents) for the member, on a game of the
 * catalogue, at the sandbox clock's now: the balance, the ledger and the bet records move as a game's would.
 */
export function playBet(account: string, stake: number, payout: number): PlayedBet {
  const { state, catalogue } = runtime.world;
  const member = accountNamed(account);
  if (!(Number.isFinite(stake) && stake > 0 && Number.isFinite(payout) && payout >= 0))
    throw new Error('stake must be positive and payout non-negative');
  const [stakeCents, payoutCents] = [Math.round(stake * 100), Math.round(payout * 100)];
  if (stakeCents > member.balance) throw new Error('the balance does not cover the stake');
  const game = catalogue.games[0]!;
  const time = now();
  const betId = `B${state.nextId++}`;
  state.bets.push({
    id: betId,
    memberId: member.id,
    nodeId: game.nodeId,
    stake: stakeCents,
    payout: payoutCents,
    time,
    status: 'SETTLED',
  });
  post(state, member, 'BET', -stakeCents, time, `${game.vendorName} ${game.gameName}`);
  if (payoutCents > 0)
    post(state, member, 'PAYOUT', payoutCents, time, `${game.vendorName} ${game.gameName}`);
  return { betId, balance: member.balance / 100 };
}
