import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { realityCheckActors, realityCheckMachine, type RealityCheckAck } from '@lobby/flows';
import { hrefs } from '@/config/paths';
import { useLogout } from '@/hooks/use-logout';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { onRealityCheckChanged } from '../reality-check-sync';

// The acknowledged check survives a reload of this tab; a new session (another start time) starts again.
const ACK_KEY = 'lobby.realityCheck';
const readAck = (): RealityCheckAck | undefined => {
  try {
    return JSON.parse(sessionStorage.getItem(ACK_KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
};

/**
 * The reality check machine: it keeps its acknowledgement in the tab, carries out the member's choice (the betting
 * record, or log out), and reads the session again when the interval is changed.
 */
export function useRealityCheck() {
  const sdk = useSdk();
  const navigate = useNavigate();
  const logout = useLogout(useSession().isAgent, { ask: false });
  const [machine] = useState(() => realityCheckMachine.provide({ actors: realityCheckActors(sdk) }));
  const [snapshot, send, actor] = useMachine(machine, { input: { ack: readAck() } });
  useEffect(() => {
    const subscriptions = [
      actor.on('acknowledged', ({ ack }) => sessionStorage.setItem(ACK_KEY, JSON.stringify(ack))),
      actor.on('viewHistory', () => void navigate(hrefs.member('personalHistoryCopy'))),
      actor.on('logOut', () => void logout()),
    ];
    const unsubscribe = onRealityCheckChanged(() => actor.send({ type: 'SYNC' }));
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      unsubscribe();
    };
  }, [actor, navigate, logout]);
  return [snapshot, send] as const;
}
