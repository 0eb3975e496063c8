import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { describeError } from '@/lib/error-keys';

/** The states of a money move the member must see and answer (see `createMoneyMoveMachine`). */
interface MoneyState {
  matches(value: 'reconciling' | 'notApplied' | 'unknown' | 'editing'): boolean;
  context: { error: unknown };
}

/**
 * What became of a move whose answer was lost: "checking" while it is read back, then either
 * "did not go through" (try again with the same key, or change the form) or "could not confirm"
 * (check again, or try again: the same key moves money at most once). Refusals show as errors.
 */
export function MoneyOutcome({
  state,
  send,
}: {
  state: MoneyState;
  send: (event: { type: 'RETRY' | 'CHECK' | 'EDIT' }) => void;
}) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  if (state.matches('reconciling')) {
    return (
      <p className="money-status" role="status">
        {t('outcome.checking')}
      </p>
    );
  }
  if (state.matches('notApplied') || state.matches('unknown')) {
    const notApplied = state.matches('notApplied');
    return (
      <div className="money-status money-status--alert" role="alert">
        <p>{describeError(common, state.context.error)}</p>
        <div className="money-actions">
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {t('outcome.retry')}
          </button>
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
  return state.matches('editing') ? <FormError error={state.context.error} /> : null;
}
