import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hasPendingContracts } from '@lobby/flows';
import { useModals } from '@/hooks/use-modals';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { pendingContractsQuery } from '@/hooks/pending-contracts-query';

/**
 * Agents with contracts waiting get the contract modal once per session start. Contracts pass between
 * an agent and its agent downlines only: for players the backend refuses the call (403), so it is not made;
 * nor for an agent whose contracts feature is off, nor when the consolidated wallet says none waits.
 */
export function ContractPrompt() {
  const sdk = useSdk();
  const session = useSession();
  const modals = useModals();
  const opened = useRef<string | null>(null);
  const { consolidated } = session.extras;
  // With the agent policy on, the session's consolidated wallet already says whether an offer waits: the list is
  // asked for only then (without it - policy off, a trial, its call failed - as before).
  const ask =
    session.isAgent &&
    session.member?.enableContract === true &&
    session.extrasSettled &&
    (consolidated === null || hasPendingContracts(consolidated));
  const { data } = useQuery(pendingContractsQuery(sdk, session.sessionKey, ask));
  const { open } = modals;
  useEffect(() => {
    if (!data?.length || !session.sessionKey || opened.current === session.sessionKey) return;
    opened.current = session.sessionKey;
    open({ name: 'contract' });
  }, [data, session.sessionKey, open]);
  return null;
}
