import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import type { createFormSubmitMachine } from '@lobby/flows';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
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

/** A form flow's machine, as `createFormSubmitMachine` builds it. */
type FormMachine<TInput extends { trial?: boolean }, TValues, TResult> = ReturnType<
  typeof createFormSubmitMachine<TInput, TValues, TResult>
>;

/**
 * Runs a form that is no move (bank card, payment password) for its screen: its machine with the real
 * actors, started with `input` and bound by `useMoneyFlow`.
 */
export function useFormFlow<TInput extends { trial?: boolean }, TValues, TResult>(
  machine: FormMachine<TInput, TValues, TResult>,
  actors: (sdk: LobbySdk) => Parameters<FormMachine<TInput, TValues, TResult>['provide']>[0]['actors'],
  input: TInput,
) {
  const sdk = useSdk();
  const latest = useLatest(actors);
  const provided = useMemo(() => machine.provide({ actors: latest.current(sdk) }), [machine, sdk, latest]);
  const [state, send, actor] = useMachine(provided, { input });
  useMoneyFlow(actor, input, 'submitted');
  return [state, send] as const;
}

/** Keeps the latest callback of a render for a listener bound once. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
