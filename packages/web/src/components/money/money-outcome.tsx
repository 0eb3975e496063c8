import { useTranslation } from 'react-i18next';
import type { MoveSummary } from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { describeError } from '@/lib/error-keys';

type OutcomeState =
  'submitting' | 'reconciling' | 'processing' | 'awaitingLateCall' | 'notApplied' | 'unknown' | 'editing';

/** The states of a money move the member must see and answer (see `createMoneyMoveMachine`). */
interface MoneyState {
  matches(value: OutcomeState): boolean;
  context: { error: unknown; summary?: MoveSummary | null; resumed?: boolean };
}

type Send = (event: { type: 'RETRY' | 'CHECK' | 'EDIT' }) => void;

/**
 * What became of a move whose answer was lost: "checking" while it is read back (or still processed by the
 * server), then either "did not go through" (try again with the same key, or change the form) or "could not
 * confirm" (check again, or try again: the same key moves money at most once). A move resumed after its screen
 * or page was gone is named, and can only be read back. Refusals show as errors.
 */
export function MoneyOutcome({
  state,
  send,
  inherited = false,
}: {
  state: MoneyState;
  send: Send;
  /** The screen found the move open when it came (see `useMoneyMove`): name it. */
  inherited?: boolean;
}) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  if (state.matches('submitting'))
    return <SendingNote inherited={inherited} summary={state.context.summary} />;
  const open = ['reconciling', 'processing', 'awaitingLateCall'] as const;
  if (open.some((name) => state.matches(name))) {
    // The server still processing it says so; a move found open names itself below; a lost answer is being checked.
    const headline = state.matches('processing')
      ? describeError(common, state.context.error)
      : inherited
        ? null
        : t('outcome.checking');
    return (
      <div className="money-status" role="status">
        {headline ? <p>{headline}</p> : null}
        {inherited ? <OpenMoveLine summary={state.context.summary ?? {}} /> : null}
        <p className="money-hint">{t('outcome.mayClose')}</p>
        {state.matches('processing') ? (
          <button type="button" className="button" onClick={() => send({ type: 'CHECK' })}>
            {t('outcome.check')}
          </button>
        ) : null}
      </div>
    );
  }
  if (state.matches('notApplied') || state.matches('unknown'))
    return <OutcomeActions state={state} send={send} />;
  return state.matches('editing') ? <FormError error={state.context.error} /> : null;
}

/**
 * While a move is sent: nothing for a quick answer; for a slow one, that the screen may close (the hint shows
 * after a delay, money.css), and the move itself when the screen found it already sent.
 */
function SendingNote({ inherited, summary }: { inherited: boolean; summary?: MoveSummary | null }) {
  const { t } = useTranslation('money');
  return (
    <div className="money-status money-status--quiet" role="status">
      {inherited ? <OpenMoveLine summary={summary ?? {}} /> : null}
      <p className="money-hint money-hint--later">{t('outcome.mayClose')}</p>
    </div>
  );
}

/** "A transfer of 9 to sub2 is being checked": the move a screen found open when it came. */
function OpenMoveLine({ summary }: { summary: MoveSummary }) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const amount = summary['amount'] === undefined ? null : format(Number(summary['amount']));
  if (amount === null) return <p>{t('outcome.openPlain')}</p>;
  return (
    <p>
      {summary['to'] ? t('outcome.openTo', { amount, to: summary['to'] }) : t('outcome.open', { amount })}
    </p>
  );
}

/** Not applied (try again, or change the form) or unknown (try again, or check again); a resumed move is only read back. */
function OutcomeActions({ state, send }: { state: MoneyState; send: Send }) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const notApplied = state.matches('notApplied');
  const resendable = !state.context.resumed;
  return (
    <div className="money-status money-status--alert" role="alert">
      <p>{describeError(common, state.context.error)}</p>
      <div className="money-actions">
        {resendable ? (
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {t('outcome.retry')}
          </button>
        ) : null}
        {notApplied ? (
          <button type="button" className="button" onClick={() => send({ type: 'EDIT' })}>
            {t('outcome.edit')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => send({ type: 'CHECK' })}>
            {t('outcome.check')}
          </button>
        )}
      </div>
    </div>
  );
}
