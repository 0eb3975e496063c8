import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterMoney } from './refresh-after-money';

/** What the binding needs of a money or form machine's actor. */
interface FlowActor<TInput, TEvent extends string> {
  on(type: TEvent, listener: () => void): { unsubscribe(): void };
  send(event: { type: 'SET_INPUT'; input: TInput }): void;
  subscribe(listener: (snapshot: { context: { error: unknown } }) => void): { unsubscribe(): void };
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
    // A refusal can follow a partial move (a recall that emptied some wallets first): read the balances again then too.
    let error: unknown = null;
    const refusals = actor.subscribe(({ context }) => {
      if (context.error && context.error !== error) void refreshAfterMoney(queryClient);
      error = context.error;
    });
    return () => {
      subscription.unsubscribe();
      refusals.unsubscribe();
    };
  }, [actor, event, queryClient]);
}
