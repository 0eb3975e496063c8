import { MONEY_CALL_SETTLE_MS, MONEY_JOURNAL_PREFIX } from '../constants.js';
import type { KeyValueStore } from '../ports/storage.js';
import type { OpenMove } from './money-move.types.js';

/** Values never written to storage: a resumed move can be read back without them, not sent again. */
const SECRET = /password|^pin$|otp|smsCode|captcha/i;

const keyOf = (owner: string, operation: string): string => `${MONEY_JOURNAL_PREFIX}${owner}.${operation}`;

const withoutSecrets = (values: unknown): unknown =>
  values && typeof values === 'object' && !Array.isArray(values)
    ? Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET.test(name)))
    : values;

function parse<TValues>(text: string | null): OpenMove<TValues> | null {
  if (!text) return null;
  try {
    const move = JSON.parse(text) as OpenMove<TValues>;
    return typeof move.key === 'string' && typeof move.sentAt === 'number' ? move : null;
  } catch {
    return null;
  }
}

/** Where a member's open value moves are kept for the tab, one per operation (see `moneyJournal`). */
export interface MoneyJournal {
  open<TValues>(operation: string): OpenMove<TValues> | null;
  keep(operation: string, move: OpenMove<unknown>): void;
  settle(operation: string): void;
}

/**
 * The open moves of one member (`owner`) in a store the tab keeps across reloads (session storage in
 * browsers): an open move outlives its screen and its page, and is read back before a new move of the
 * same operation. Secrets (passwords, codes) are never written.
 */
export function moneyJournal(store: KeyValueStore, owner: string): MoneyJournal {
  return {
    open: <TValues>(operation: string) => parse<TValues>(store.get(keyOf(owner, operation))),
    keep: (operation, move) =>
      store.set(keyOf(owner, operation), JSON.stringify({ ...move, values: withoutSecrets(move.values) })),
    settle: (operation) => store.remove(keyOf(owner, operation)),
  };
}

/** The states in which a move's outcome is open: sent, or sent and not known yet. */
const OPEN_STATES = ['submitting', 'reconciling', 'processing', 'awaitingLateCall', 'unknown'] as const;

/** What `bindMoneyJournal` needs of a money machine's actor. */
export interface MoneyActor<TValues> {
  getSnapshot(): MoneyActorSnapshot<TValues>;
  subscribe(listener: (snapshot: MoneyActorSnapshot<TValues>) => void): { unsubscribe(): void };
  send(event: { type: 'RESUME'; move: OpenMove<TValues>; lateCallMs: number }): void;
}
/** What `bindMoneyJournal` reads of a money machine's snapshot. */
export interface MoneyActorSnapshot<TValues> {
  matches(state: (typeof OPEN_STATES)[number]): boolean;
  context: {
    key: string | null;
    values: TValues | null;
    summary: OpenMove<TValues>['summary'] | null;
  };
}

/**
 * Keeps a money machine's open move in the journal while its outcome is open and drops it once settled
 * (done, refused, read back as not applied); a move left open by an earlier screen or page is resumed
 * first, so it is read back before anything else. Returns the unsubscribe.
 */
export function bindMoneyJournal<TValues>(
  actor: MoneyActor<TValues>,
  journal: MoneyJournal,
  operation: string,
  now: () => number = Date.now,
): () => void {
  const left = journal.open<TValues>(operation);
  if (left && !actor.getSnapshot().matches('submitting'))
    actor.send({ type: 'RESUME', move: left, lateCallMs: left.sentAt + MONEY_CALL_SETTLE_MS - now() });
  const subscription = actor.subscribe((snapshot) => {
    const { key, values, summary } = snapshot.context;
    if (!key || !OPEN_STATES.some((state) => snapshot.matches(state))) return journal.settle(operation);
    // The time of the move's first send, kept across its read-backs and retries (the same key).
    const kept = journal.open(operation);
    const sentAt = kept?.key === key ? kept.sentAt : now();
    journal.keep(operation, { key, values, summary: summary ?? {}, sentAt });
  });
  return () => subscription.unsubscribe();
}
