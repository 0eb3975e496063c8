import { useMachine } from '@xstate/react';
import type { createMoneyMoveMachine, MoneyMoveBase } from '@lobby/flows';
import { useMoneyFlow } from './use-money-flow';

/** A money flow's machine, as `createMoneyMoveMachine` builds it (actors provided or not). */
type MoneyMachine<TInput extends MoneyMoveBase, TValues, TResult> = ReturnType<
  typeof createMoneyMoveMachine<TInput, TValues, TResult>
>;

/**
 * Runs a money screen's machine: bound to the app by `useMoneyFlow`, with what every money screen
 * reads of it. `submit` starts a new move, leaving a finished one's "done" first.
 */
export function useMoneyMove<TInput extends MoneyMoveBase, TValues, TResult>(
  machine: MoneyMachine<TInput, TValues, TResult>,
  input: TInput,
  /** Runs once a move is done (e.g. clears the amount and the password). */
  onDone?: () => void,
) {
  const [state, send, actor] = useMachine(machine, { input });
  useMoneyFlow(actor, input, 'moneyMoved', onDone);
  const done = state.matches('done');
  const submit = (values: TValues) => {
    if (done) send({ type: 'NEW' });
    send({ type: 'SUBMIT', values });
  };
  return {
    state,
    send,
    done,
    submit,
    /** The move is in flight or being read back. */
    busy: state.matches('submitting') || state.matches('reconciling'),
    // While a move's outcome is open the form waits: only its retry or check may be sent.
    locked: !state.matches('editing') && !done,
  };
}
