import type { AnyActorRef } from 'xstate';

/** A value move kept for the tab: its actor, what stops it, and whether its outcome came while no screen showed it. */
interface KeptMove {
  actor: AnyActorRef;
  stop: () => void;
  /** Screens showing the move now. */
  watchers: number;
  /** The move settled while no screen showed it: the next screen shows that outcome before a new form. */
  unseen: boolean;
}

const kept = new Map<string, KeptMove>();

/**
 * The one running move of a member's operation in this tab, started by `start` the first time. It outlives
 * the screen that started it (a closed dialog, a page left): its call ends, its outcome is read back, and the
 * next screen of the operation shows it instead of starting another move.
 */
export function keepMoneyMove<TActor extends AnyActorRef>(
  id: string,
  start: () => { actor: TActor; stop: () => void },
): TActor {
  let move = kept.get(id);
  if (!move) {
    move = { ...start(), watchers: 0, unseen: false };
    kept.set(id, move);
  }
  return move.actor as TActor;
}

/** A screen shows the move (until the returned function is called): whether an outcome came while none did. */
export function watchMoneyMove(id: string): { unseen: boolean; unwatch: () => void } {
  const move = kept.get(id);
  if (!move) return { unseen: false, unwatch: () => undefined };
  const { unseen } = move;
  move.watchers += 1;
  move.unseen = false;
  return { unseen, unwatch: () => void (move.watchers -= 1) };
}

/** Notes an outcome that came while no screen showed the move. */
export function settledUnwatched(id: string): void {
  const move = kept.get(id);
  if (move && move.watchers === 0) move.unseen = true;
}

/** Stops every kept move (the session ended): an open one stays in the journal until its member is back. */
export function stopMoneyMoves(): void {
  for (const move of kept.values()) move.stop();
  kept.clear();
}
