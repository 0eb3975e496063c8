import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { AGENT_MEMBER_TYPES, TRIAL_MEMBER_TYPE } from '@/config/constants';
import { useServices } from '@/lib/app-services';

/** Query of the logged-in member; keyed by token so a new session never sees the old member. */
export const memberInfoQuery = (sdk: LobbySdk, token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => sdk.member.getMemberInfo(undefined, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });

export interface Session {
  readonly token: string | null;
  readonly loggedIn: boolean;
  readonly member: Schemas['MemberInfo'] | undefined;
  readonly isAgent: boolean;
  readonly isTrial: boolean;
  /** True while a token exists but the member is not loaded yet (guards wait for it). */
  readonly pending: boolean;
}

/** The session token and the member it belongs to. */
export function useSession(): Session {
  const { sdk, tokens } = useServices();
  const token = useSyncExternalStore(tokens.subscribe, tokens.get, tokens.get);
  const { data: member, isPending, isError } = useQuery(memberInfoQuery(sdk, token));
  const type = member?.type;
  return {
    token,
    loggedIn: token !== null,
    member,
    isAgent: type !== undefined && AGENT_MEMBER_TYPES.includes(type),
    isTrial: type === TRIAL_MEMBER_TYPE,
    pending: token !== null && isPending && !isError,
  };
}
