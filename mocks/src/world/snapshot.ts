/**
 * A copy of the world state to roll back to if a handler throws. structuredClone of the whole state
 * grew with every ledger entry (4 ms per write at seed size, more as a demo runs), so this copies
 * only what requests change in place; ledger entries, bets, deposits, money requests, redeems, point
 * movements, applications and feedback are never changed once written, so their lists are copied,
 * not their entries.
 */
import type { WorldState } from './model';
import { copyResponsible } from './responsible';

/** A snapshot that later in-place changes to `state` do not reach. */
export function snapshotState(state: WorldState): WorldState {
  return {
    ...state,
    members: new Map(
      [...state.members].map(([id, m]) => [
        id,
        { ...m, vendorWallets: { ...m.vendorWallets }, profile: { ...m.profile } },
      ]),
    ),
    sessions: new Map(state.sessions),
    sessionActivity: new Map(state.sessionActivity),
    endedSessions: new Map(state.endedSessions),
    transactions: state.transactions.slice(),
    bets: state.bets.slice(),
    contracts: state.contracts.map((c) => ({ ...c, rules: c.rules.map((r) => ({ ...r })) })),
    withdrawals: state.withdrawals.map((w) => ({ ...w })),
    deposits: state.deposits.slice(),
    moneyRequests: new Map(state.moneyRequests),
    messages: state.messages.map((m) => ({ ...m })),
    redeems: state.redeems.slice(),
    pointTransactions: state.pointTransactions.slice(),
    bankCards: state.bankCards.map((c) => ({ ...c })),
    favourites: new Map([...state.favourites].map(([id, list]) => [id, list.slice()])),
    recent: new Map([...state.recent].map(([id, list]) => [id, list.slice()])),
    failedLogins: new Map(state.failedLogins),
    captchas: new Map(state.captchas),
    sms: state.sms.map((s) => ({ ...s })),
    claimedRewards: new Set(state.claimedRewards),
    applications: state.applications.slice(),
    invitedFriends: new Set(state.invitedFriends),
    referrals: new Map(state.referrals),
    feedback: state.feedback.slice(),
    affiliateApplications: state.affiliateApplications.slice(),
    responsible: copyResponsible(state.responsible),
  };
}
