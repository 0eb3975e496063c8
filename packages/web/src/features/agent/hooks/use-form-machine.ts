import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import type { createFormSubmitMachine } from '@lobby/flows';
import { useLatest } from '@/hooks/use-money-flow';
import { fieldMessage } from '@/lib/error-keys';

/** A form machine of the flows' `createFormSubmitMachine`. */
export type FormMachine<TInput extends { trial?: boolean }, TValues, TResult> = ReturnType<
  typeof createFormSubmitMachine<TInput, TValues, TResult>
>;

/**
 * Runs one of the agent's form machines (register or edit a downline, offer a contract): fresh input
 * goes in, and once the server took the form `onDone` runs with the answer. `message` says a field's
 * problem in words; `submit(values)` is the form's submit handler.
 */
export function useFormMachine<TInput extends { trial?: boolean }, TValues, TResult>(
  machine: FormMachine<TInput, TValues, TResult>,
  input: TInput,
  onDone?: (result: TResult) => void,
) {
  const { t: common } = useTranslation();
  const [state, send, actor] = useMachine(machine, { input });
  const done = useLatest(onDone);
  useEffect(() => actor.send({ type: 'SET_INPUT', input }), [actor, input]);
  useEffect(() => {
    const subscription = actor.on('submitted', (event) => done.current?.(event.result));
    return () => subscription.unsubscribe();
  }, [actor, done]);
  const message = (field: string) => fieldMessage(common, state.context.fieldErrors[field]);
  const submit = (values: TValues) => (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values });
  };
  return { state, send, busy: state.matches('submitting'), message, submit };
}
