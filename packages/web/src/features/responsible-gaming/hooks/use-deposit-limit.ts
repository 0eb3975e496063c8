import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { depositLimitActors, depositLimitMachine } from '@lobby/flows';
import { useSdk } from '@/lib/app-services';
import { getGetResponsibleGamingQueryKey } from '@/generated/responsible-gaming/responsible-gaming';

/** The deposit limit machine and the typed amount; a saved limit becomes the settings read and empties the field. */
export function useDepositLimit() {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [machine] = useState(() => depositLimitMachine.provide({ actors: depositLimitActors(sdk) }));
  const [snapshot, send, actor] = useMachine(machine);
  useEffect(() => {
    const subscription = actor.on('saved', ({ settings }) => {
      queryClient.setQueryData(getGetResponsibleGamingQueryKey(), settings);
      setText('');
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);
  return { snapshot, send, text, setText };
}
