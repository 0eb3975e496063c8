import { MoneyOutcome } from './money-outcome';

/** What `useMoneyMove` gives a form (see hooks/use-money-move.ts). */
interface Move {
  state: Parameters<typeof MoneyOutcome>[0]['state'];
  send: Parameters<typeof MoneyOutcome>[0]['send'];
  done: boolean;
  busy: boolean;
  inherited: boolean;
  locked: boolean;
}

/**
 * The end of a money move's form: the form's own refusal, the outcome of a move whose answer was lost,
 * the receipt once it is done, and the submit button (held while the outcome is open).
 */
export function MoneyMoveEnd({
  move,
  formError,
  receipt,
  submitLabel,
  busyLabel,
}: {
  move: Move;
  /** The form-wide refusal, translated (e.g. no upline to send to). */
  formError?: string | null;
  /** What the member reads once the move is done; nothing until then. */
  receipt: string | null;
  submitLabel: string;
  busyLabel: string;
}) {
  return (
    <>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <MoneyOutcome state={move.state} send={move.send} inherited={move.inherited} />
      {move.done && receipt ? (
        <p className="money-success" role="status">
          {receipt}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={move.locked} aria-busy={move.busy}>
        {move.busy ? busyLabel : submitLabel}
      </button>
    </>
  );
}
