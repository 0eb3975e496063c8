import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterMoney } from '../api/wallet-keys';

/** What the binding needs of a money or form machine's actor. */
interface FlowActor<TInput, TEvent extends string> {
  on(type: TEvent, listener: () => void): { unsubscribe(): void };
  send(event: { type: 'SET_INPUT'; input: TInput }): void;
}

/**
 * Binds a money flow to the app: fresh limits and balances go into the machine (it checks amounts
 * against them), and when the machine says money moved (`moneyMoved`, or `submitted` for a form
 * that changes what a money screen shows) every balance, list and badge is fetched again.
 */
export function useMoneyFlow<TInput, TEvent extends 'moneyMoved' | 'submitted'>(
  actor: FlowActor<TInput, NoInfer<TEvent>>,
  input: TInput,
  event: TEvent,
  /** Runs once the move is done (e.g. clears the amount and the password). */
  onDone?: () => void,
): void {
  const queryClient = useQueryClient();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => actor.send({ type: 'SET_INPUT', input }), [actor, input]);
  useEffect(() => {
    const subscription = actor.on(event, () => {
      done.current?.();
      void refreshAfterMoney(queryClient);
    });
    return () => subscription.unsubscribe();
  }, [actor, event, queryClient]);
}
