import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LobbyEvent, LobbyEventName } from '@lobby/sdk/events';
import { getListBonusDetailsQueryKey } from '@/generated/records/records';
import { getListRewardCenterQueryKey } from '@/generated/rewards/rewards';
import {
  getGetWithdrawInfoQueryKey,
  getListDepositsQueryKey,
  getListWithdrawalsQueryKey,
} from '@/generated/wallet/wallet';
import { moneyChanges } from '@/hooks/refresh-after-money';
import { isPublicQuery } from '@/lib/forget-member';
import { sharedKeys } from '@/lib/query-keys';

type EventOf<N extends LobbyEventName> = Extract<LobbyEvent, { name: N }>;

// A transfer within the team moves a downline's balance too, which the agent's team lists show.
const TEAM_TRANSFERS: ReadonlySet<string> = new Set(['UPLINE_TRANSFER', 'DOWNLINE_TRANSFER']);

const withdrawalChanges = (): QueryKey[] => [
  getListWithdrawalsQueryKey(),
  getGetWithdrawInfoQueryKey(),
  sharedKeys.confirmations(),
];

const contractChanges = (): QueryKey[] => [sharedKeys.contracts()];

/**
 * What each event of the events channel changes, as the query keys to read again (orval's roots and the shared
 * keys, prefixes of every page and filter of their reads): the header's balance, the wallets and the money lists
 * (`moneyChanges`), the withdrawals to confirm and their badge, the inbox and its badges, the reward badges, the
 * contract prompt, the agent's team. The session's end and the maintenance switch change no read: the listener
 * ends the session or shows the maintenance notice instead. Typed by event name, so a name the events document
 * adds fails the type check until it is mapped here.
 */
const changes: { [N in LobbyEventName]: (event: EventOf<N>) => QueryKey[] } = {
  balanceChanged: ({ data }) => [
    ...moneyChanges(),
    ...(TEAM_TRANSFERS.has(data.reason) ? [sharedKeys.agentTeam()] : []),
  ],
  depositStatusChanged: () => [getListDepositsQueryKey()],
  withdrawalStatusChanged: withdrawalChanges,
  withdrawalAwaitingConfirmation: withdrawalChanges,
  messageReceived: () => [sharedKeys.unreadCounts(), sharedKeys.memberInfos(), sharedKeys.inbox()],
  rewardIssued: () => [
    getListRewardCenterQueryKey(),
    getListBonusDetailsQueryKey(),
    sharedKeys.missions(),
    sharedKeys.memberInfos(),
  ],
  contractOffered: contractChanges,
  contractAnswered: contractChanges,
  contractTerminated: contractChanges,
  sessionEnded: () => [],
  maintenanceSwitched: () => [],
};

/** The query keys `event` makes stale. */
export const eventChanges = (event: LobbyEvent): QueryKey[] =>
  (changes[event.name] as (event: LobbyEvent) => QueryKey[])(event);

/**
 * What the site reads again on each poll while the events channel is down: what a member sees change without
 * acting (the balance, the inbox and reward badges, the payments to confirm, the contract prompt).
 */
export const polledChanges = (): QueryKey[] => [
  sharedKeys.balances(),
  sharedKeys.unreadCounts(),
  sharedKeys.memberInfos(),
  sharedKeys.confirmations(),
  getGetWithdrawInfoQueryKey(),
  sharedKeys.contracts(),
];

/** Marks stale every read of `keys`. */
export const refreshReads = (queryClient: QueryClient, keys: readonly QueryKey[]): Promise<unknown> =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** After the channel lost what was missed (`resync`): every read of the member is read again, public ones are not. */
export const refreshMemberReads = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ predicate: (query) => !isPublicQuery(query.queryKey) });
