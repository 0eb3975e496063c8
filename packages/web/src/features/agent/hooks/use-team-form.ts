import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import type { createFormSubmitMachine } from '@lobby/flows';
import { agentKeys } from '../api/agent-keys';

type FormMachine<TInput extends { trial?: boolean }, TValues, TResult> = ReturnType<
  typeof createFormSubmitMachine<TInput, TValues, TResult>
>;

/**
 * Runs a team form's machine (register or edit a downline): fresh input goes in, and once the
 * server took the form the team's lists are read again and `onDone` runs with the answer.
 */
export function useTeamForm<TInput extends { trial?: boolean }, TValues, TResult>(
  machine: FormMachine<TInput, TValues, TResult>,
  input: TInput,
  onDone?: (result: TResult) => void,
) {
  const queryClient = useQueryClient();
  const [state, send, actor] = useMachine(machine, { input });
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => actor.send({ type: 'SET_INPUT', input }), [actor, input]);
  useEffect(() => {
    const subscription = actor.on('submitted', (event) => {
      void queryClient.invalidateQueries({ queryKey: agentKeys.team() });
      done.current?.(event.result);
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);
  return { state, send, busy: state.matches('submitting') };
}
