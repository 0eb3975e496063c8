import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import {
  bindMoneyJournal,
  moneyJournal,
  type createMoneyMoveMachine,
  type MoneyLock,
  type MoneyMoveBase,
} from '@lobby/flows';
import { sessionStore } from '@/lib/browser-ports';
import { memberMoneyLock } from '@/lib/money-lock';
import { keepMoneyMove, settledUnwatched, watchMoneyMove } from '@/lib/money-moves';
import { useSession } from './use-session';
import { refreshOnMoney } from './refresh-after-money';
import { useLatest } from './use-money-flow';

/** A money flow's machine, as `createMoneyMoveMachine` builds it (actors provided or not). */
type MoneyMachine<TInput extends MoneyMoveBase, TValues, TResult> = ReturnType<
  typeof createMoneyMoveMachine<TInput, TValues, TResult>
>;

/** What a screen says of its move. */
export interface MoneyMoveBinding<TInput extends MoneyMoveBase, TValues, TResult> {
  /** The flow's machine; its id names the operation (one open move per member and operation, kept for the tab). */
  machine: MoneyMachine<TInput, TValues, TResult>;
  /** The flow's real actors, given the member's lock. */
  actors: (lock: MoneyLock) => Parameters<MoneyMachine<TInput, TValues, TResult>['provide']>[0]['actors'];
  input: TInput;
  /** Tells apart moves of one operation that a page shows side by side (a raffle per promotion). */
  scope?: string;
  /** Runs once a move is done while the screen shows it (e.g. clears the amount and the password). */
  onDone?: () => void;
}

/**
 * Runs a value move for a screen. The move outlives the screen (lib/money-moves.ts) and, while open, the page
 * (`moneyJournal` in session storage): a screen of the same operation shows it being checked, then its outcome,
 * and no new move starts until it is settled. Every balance is fetched again when it moves. `submit` starts a
 * new move, leaving a finished one's "done" first.
 */
export function useMoneyMove<TInput extends MoneyMoveBase, TValues, TResult>(
  binding: MoneyMoveBinding<TInput, TValues, TResult>,
) {
  const { machine, input } = binding;
  const operation = binding.scope ? `${machine.id}.${binding.scope}` : machine.id;
  const owner = useSession().member?.account ?? '';
  const queryClient = useQueryClient();
  const actors = useLatest(binding.actors);
  const id = `${owner}:${operation}`;
  const actor = useMemo(
    () =>
      keepMoneyMove(id, () => {
        const provided = machine.provide({ actors: actors.current(memberMoneyLock(owner)) });
        const started = createActor(provided, { input }).start();
        const unrefresh = refreshOnMoney(started, queryClient, 'moneyMoved', () => settledUnwatched(id));
        const unjournal = bindMoneyJournal(started, moneyJournal(sessionStore(), owner), operation);
        const stop = () => [unrefresh, unjournal, () => started.stop()].forEach((end) => end());
        return { actor: started, stop };
      }),
    // The input only starts the actor; later inputs reach it through SET_INPUT below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, queryClient],
  );
  const onDone = useLatest(binding.onDone);
  // The screen came to a move already open (started by a screen now gone, or by the page before a reload).
  // Read when the screen meets its actor (a member loaded later brings that member's actor), not on every render.
  const inherited = useMemo(() => {
    const found = actor.getSnapshot();
    return !found.matches('editing') && !found.matches('done');
  }, [actor]);
  useEffect(() => {
    const { unseen, unwatch } = watchMoneyMove(id);
    // A move done earlier and already seen leaves a fresh form; one that settled unseen is shown first.
    if (!unseen && actor.getSnapshot().matches('done')) actor.send({ type: 'NEW' });
    const moved = actor.on('moneyMoved', () => onDone.current?.());
    return () => {
      moved.unsubscribe();
      unwatch();
    };
  }, [actor, id, onDone]);
  useEffect(() => actor.send({ type: 'SET_INPUT', input }), [actor, input]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const done = state.matches('done');
  const submit = (values: TValues) => {
    if (done) actor.send({ type: 'NEW' });
    actor.send({ type: 'SUBMIT', values });
  };
  return {
    state,
    send: (event: Parameters<typeof actor.send>[0]) => actor.send(event),
    done,
    submit,
    /** The screen found this move open when it came: it names the move, which its form does not show. */
    inherited: inherited || state.context.resumed,
    /** The move is in flight or being read back. */
    busy: !state.matches('editing') && !done && !state.matches('notApplied') && !state.matches('unknown'),
    // While a move's outcome is open the form waits: only its retry or check may be sent.
    locked: !state.matches('editing') && !done,
  };
}
