import { fromPromise } from 'xstate';
import { memberRole } from '../member-role.js';
import type { MemberInfo, SdkSlice } from '../ports/sdk.js';
import type { TokenStore } from '../ports/storage.js';
import type { RestoredToken, SessionExtras } from './session.types.js';
import { clearSessionStorage, type SessionPorts } from './session-storage.js';

/** Takes `token` out of an address; `null` when there is none. */
export function takeToken(url: string): { token: string; cleanedUrl: string } | null {
  const parsed = new URL(url, 'http://localhost');
  const token = parsed.searchParams.get('token');
  if (!token) return null;
  parsed.searchParams.delete('token');
  return { token, cleanedUrl: `${parsed.pathname}${parsed.search}${parsed.hash}` };
}

/** A token held in memory only. */
function memoryToken(): TokenStore {
  let token: string | null = null;
  return { get: () => token, set: (next) => void (token = next) };
}

/**
 * The handed-over token's actors: a `?token=` link is never adopted silently (it could sign a visitor into
 * someone else's account), so its token waits aside while its member is read with it, and is stored only when
 * the visitor confirms.
 */
function handOverActors(sdk: SdkSlice<'member', 'getMemberInfo'>, ports: SessionPorts) {
  const handOver = ports.handOver ?? memoryToken();
  return {
    restoreToken: fromPromise<RestoredToken, { url: string }>(async ({ input }) => {
      const taken = takeToken(input.url);
      if (taken) handOver.set(taken.token);
      // The session already open in this tab: nothing to ask.
      if (handOver.get() === ports.tokenStore.get()) handOver.set(null);
      return {
        hasToken: ports.tokenStore.get() !== null,
        handedOver: handOver.get() !== null,
        cleanedUrl: taken?.cleanedUrl ?? null,
      };
    }),
    readHandOver: fromPromise<MemberInfo>(async ({ signal }) => {
      const token = handOver.get();
      if (token === null) throw new Error('no handed-over token');
      return sdk.member.getMemberInfo({}, { signal, token });
    }),
    settleHandOver: fromPromise<unknown, { adopt: boolean }>(async ({ input }) => {
      const token = handOver.get();
      handOver.set(null);
      if (input.adopt && token !== null) ports.tokenStore.set(token);
    }),
  };
}

/** Real actors: `sessionMachine.provide({ actors: sessionActors(sdk, { tokenStore, sessionStore }) })`. */
export function sessionActors(
  sdk: SdkSlice<'session', 'logout'> &
    SdkSlice<'member', 'getMemberInfo' | 'getConsolidatedFunds'> &
    SdkSlice<'content', 'getUnreadCount'>,
  ports: SessionPorts,
) {
  return {
    ...handOverActors(sdk, ports),
    loadMember: fromPromise<MemberInfo>(({ signal }) => sdk.member.getMemberInfo({}, { signal })),
    loadExtras: fromPromise<SessionExtras, { member: MemberInfo; consolidated: boolean; unread: boolean }>(
      async ({ input, signal }) => {
        const { member } = input;
        ports.sessionStore.set('account', member.account);
        ports.sessionStore.set('nickname', member.nickname ?? '');
        ports.sessionStore.set('customerId', member.id);
        ports.sessionStore.set('isAgent', String(memberRole(member.type) === 'agent'));
        // Each extra is a badge or a side panel: one failing must not hide the other.
        const [consolidated, unread] = await Promise.allSettled([
          input.consolidated ? sdk.member.getConsolidatedFunds({}, { signal }) : Promise.resolve(null),
          input.unread ? sdk.content.getUnreadCount({}, { signal }) : Promise.resolve(null),
        ]);
        return {
          consolidated: consolidated.status === 'fulfilled' ? consolidated.value : null,
          unreadCount: unread.status === 'fulfilled' ? unread.value : null,
        };
      },
    ),
    endSession: fromPromise<unknown>(async ({ signal }) => {
      try {
        return await sdk.session.logout({}, { signal });
      } finally {
        clearSessionStorage(ports);
      }
    }),
    forgetToken: fromPromise<unknown>(async () => clearSessionStorage(ports)),
  };
}
