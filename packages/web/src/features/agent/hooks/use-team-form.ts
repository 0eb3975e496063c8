import { useQueryClient } from '@tanstack/react-query';
import { agentKeys } from '../api/agent-keys';
import { useFormMachine, type FormMachine } from './use-form-machine';

/**
 * Runs a team form's machine (register or edit a downline): once the server took the form the
 * team's lists are read again and `onDone` runs with the answer.
 */
export function useTeamForm<TInput extends { trial?: boolean }, TValues, TResult>(
  machine: FormMachine<TInput, TValues, TResult>,
  input: TInput,
  onDone?: (result: TResult) => void,
) {
  const queryClient = useQueryClient();
  return useFormMachine(machine, input, (result) => {
    void queryClient.invalidateQueries({ queryKey: agentKeys.team() });
    onDone?.(result);
  });
}
