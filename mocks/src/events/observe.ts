/**
 * What changed in the world since it was last looked at, as the events of the events document
 * (openapi/events). The one place the sandbox learns of changes: handlers, controls and the clock change the
 * world as they always did, and a request's rolled-back change never shows, because only what the world
 * holds afterwards is compared. Ledger entries, deposits and messages only grow, so their new tails are read;
 * the few mutable things (withdrawals, contracts, sessions, game wallets, the system status) are compared.
 */
import { runtime, type SystemStatus } from '../runtime';
import { money, stamp } from '../handlers/format';
import { ORDER_STATUS } from '../handlers/wallet/withdrawals';
import type { Contract, Transaction, Withdrawal, WorldState } from '../world/model';
import type { World } from '../world/world';

/** An event's name and data, as the events document's `EventMessage` names them. */
export interface WorldEvent {
  name: string;
  data: Record<string, unknown>;
  /** Who learns of it: members by id, or every member. */
  to: readonly number[] | 'everyone';
  /** Only the connections authenticated with this session token (a session's end). */
  token?: string;
}

/** What the world held when last looked at. */
export interface Seen {
  world: World;
  transactions: number;
  deposits: number;
  messages: number;
  withdrawals: Map<string, Withdrawal['status']>;
  contracts: Map<string, Contract['status']>;
  sessions: Map<string, number>;
  members: Map<number, { wallets: Record<string, number> }>;
  status: SystemStatus;
}

/** The world as it is now, to compare the next look with. */
export function look(world: World = runtime.world): Seen {
  const { state } = world;
  return {
    world,
    transactions: state.transactions.length,
    deposits: state.deposits.length,
    messages: state.messages.length,
    withdrawals: new Map(state.withdrawals.map((w) => [w.id, w.status])),
    contracts: new Map(state.contracts.map((c) => [c.id, c.status])),
    sessions: new Map(state.sessions),
    members: new Map([...state.members.values()].map((m) => [m.id, { wallets: { ...m.vendorWallets } }])),
    status: runtime.status,
  };
}

const REWARD_KINDS: ReadonlySet<Transaction['type']> = new Set(['BONUS', 'REBATE', 'DIVIDEND', 'WAGES']);

function ledgerEvents(state: WorldState, from: number): WorldEvent[] {
  return state.transactions.slice(from).flatMap((t): WorldEvent[] => {
    const to = [t.memberId];
    const balance: WorldEvent = {
      name: 'balanceChanged',
      data: {
        wallet: 'MAIN',
        balance: money(t.balanceAfter),
        change: money(t.amount),
        reason: t.type,
        reference: t.id,
      },
      to,
    };
    if (!REWARD_KINDS.has(t.type)) return [balance];
    const reward = { kind: t.type, amount: money(t.amount), reference: t.id };
    return [balance, { name: 'rewardIssued', data: reward, to }];
  });
}

function walletEvents(state: WorldState, seen: Seen): WorldEvent[] {
  const out: WorldEvent[] = [];
  for (const member of state.members.values()) {
    const before = seen.members.get(member.id)?.wallets ?? {};
    for (const [wallet, cents] of Object.entries(member.vendorWallets)) {
      const change = cents - (before[wallet] ?? 0);
      if (change === 0) continue;
      const data = {
        wallet,
        balance: money(cents),
        change: money(change),
        reason: 'WALLET_TRANSFER',
        reference: null,
      };
      out.push({ name: 'balanceChanged', data, to: [member.id] });
    }
  }
  return out;
}

function depositAndMessageEvents(state: WorldState, seen: Seen): WorldEvent[] {
  const deposits = state.deposits.slice(seen.deposits).map((d): WorldEvent => ({
    name: 'depositStatusChanged',
    data: { depositId: d.id, status: d.status, amount: money(d.amount) },
    to: [d.memberId],
  }));
  const messages = state.messages.slice(seen.messages).map((m): WorldEvent => ({
    name: 'messageReceived',
    data: {
      messageId: m.id,
      title: m.title,
      unreadCount: state.messages.filter((x) => x.memberId === m.memberId && !x.read).length,
    },
    to: [m.memberId],
  }));
  return [...deposits, ...messages];
}

function withdrawalEvents(state: WorldState, seen: Seen): WorldEvent[] {
  return state.withdrawals.flatMap((w): WorldEvent[] => {
    const before = seen.withdrawals.get(w.id);
    if (before === w.status) return [];
    if (before === undefined && w.status === 'PENDING') {
      const data = { withdrawalId: w.id, amount: money(w.amount), confirmBy: stamp(w.confirmBy) };
      return [{ name: 'withdrawalAwaitingConfirmation', data, to: [w.memberId] }];
    }
    const confirmation =
      w.status === 'REJECTED' ? null : w.status === 'AUTO_RECEIVED' ? 'RECEIVED' : w.status;
    const data = {
      withdrawalId: w.id,
      status: ORDER_STATUS[w.status],
      confirmation,
      forced: w.status === 'AUTO_RECEIVED',
    };
    return [{ name: 'withdrawalStatusChanged', data, to: [w.memberId] }];
  });
}

function contractEvents(state: WorldState, seen: Seen): WorldEvent[] {
  return state.contracts.flatMap((c): WorldEvent[] => {
    const before = seen.contracts.get(c.id);
    if (before === c.status) return [];
    const name =
      before === undefined
        ? 'contractOffered'
        : c.status === 'TERMINATED'
          ? 'contractTerminated'
          : 'contractAnswered';
    const side = (role: 'upline' | 'downline', memberId: number): WorldEvent => ({
      name,
      data: { contractId: c.id, type: c.type, status: c.status, role },
      to: [memberId],
    });
    return [side('upline', c.uplineId), side('downline', c.downlineId)];
  });
}

function sessionEvents(state: WorldState, seen: Seen): WorldEvent[] {
  const out: WorldEvent[] = [];
  for (const [token, memberId] of seen.sessions) {
    if (state.sessions.has(token)) continue;
    // The world notes why it ended each session (world/sessions.ts); one gone without a word has lapsed.
    const reason = state.endedSessions.get(token) ?? 'EXPIRED';
    out.push({ name: 'sessionEnded', data: { reason }, to: [memberId], token });
  }
  return out;
}

/**
 * The events between `seen` and the world now, in the order a client should apply them, and the new look;
 * null events when the world was replaced (a reset): nothing can be said about what changed.
 */
export function changesSince(seen: Seen): { events: WorldEvent[] | null; seen: Seen } {
  const world = runtime.world;
  if (world !== seen.world) return { events: null, seen: look(world) };
  const { state } = world;
  const events = [
    ...ledgerEvents(state, seen.transactions),
    ...walletEvents(state, seen),
    ...depositAndMessageEvents(state, seen),
    ...withdrawalEvents(state, seen),
    ...contractEvents(state, seen),
    ...sessionEvents(state, seen),
  ];
  if (runtime.status !== seen.status)
    events.push({ name: 'maintenanceSwitched', data: { status: runtime.status }, to: 'everyone' });
  return { events, seen: look(world) };
}
