import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshOnMoney, type RefreshingActor } from './refresh-after-money';

/** What the binding needs of a form machine's actor. */
interface FlowActor<TInput, TEvent extends string> extends RefreshingActor<TEvent> {
  send(event: { type: 'SET_INPUT'; input: TInput }): void;
}

/**
 * Binds a form that changes what a money screen shows (bank card, payment password) to the app: fresh
 * limits go into the machine, and when it says it is done (`submitted`) every balance, list and badge
 * is fetched again. Money moves themselves use `useMoneyMove`.
 */
export function useMoneyFlow<TInput, TEvent extends string>(
  actor: FlowActor<TInput, NoInfer<TEvent>>,
  input: TInput,
  event: TEvent,
): void {
  const queryClient = useQueryClient();
  useEffect(() => actor.send({ type: 'SET_INPUT', input }), [actor, input]);
  useEffect(() => refreshOnMoney(actor, queryClient, event), [actor, event, queryClient]);
}

/** Keeps the latest callback of a render for a listener bound once. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
