import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import {
  withdrawalConfirmationActors,
  withdrawalConfirmationMachine,
  type WithdrawalConfirmation,
} from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { refreshAfterMoney } from '@/hooks/refresh-after-money';
import { Countdown } from './countdown';
import { NotReceivedProof, PartlyReceivedForm } from './withdrawal-confirmation-answers';
import { WithdrawalConfirmationDetails } from './withdrawal-confirmation-details';

/** One payment to confirm, bound to `withdrawalConfirmationMachine`: received, partly, not received (proof), all received. */
export function WithdrawalConfirmationCard({
  withdrawal,
  deadline,
  onConfirmed,
}: {
  withdrawal: WithdrawalConfirmation;
  deadline: number;
  onConfirmed: (orderNo: string) => void;
}) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const { t: common } = useTranslation();
  const sdk = useSdk();
  const machine = useMemo(
    () => withdrawalConfirmationMachine.provide({ actors: withdrawalConfirmationActors(sdk) }),
    [sdk],
  );
  // The countdown is fixed when the card mounts: a refetch of the list does not restart it.
  const [input] = useState(() => ({ withdrawal, remainingMs: Math.max(0, deadline - Date.now()) }));
  const [state, send] = useMachine(machine, { input });
  const [choice, setChoice] = useState<'partly' | 'not' | null>(null);
  const [received, setReceived] = useState('');
  const confirmed = state.matches('confirmed');
  const finished = confirmed || state.matches('autoReceived');
  useEffect(() => {
    if (confirmed) onConfirmed(withdrawal.orderNo);
  }, [confirmed, onConfirmed, withdrawal.orderNo]);
  useEffect(() => {
    if (finished) void refreshAfterMoney(queryClient);
  }, [finished, queryClient]);
  const busy = state.matches({ open: 'submitting' });
  const pending = withdrawal.status === 'PENDING';
  const { error, warning, proofs } = state.context;
  return (
    <article className="money-confirm" aria-label={t('confirm.cardLabel', { orderNo: withdrawal.orderNo })}>
      <WithdrawalConfirmationDetails withdrawal={withdrawal} />
      {state.matches('autoReceived') ? (
        <p className="money-warning" role="status">
          {t('confirm.autoReceived')}
        </p>
      ) : null}
      {state.matches('open') ? (
        <>
          {pending ? <Countdown deadline={deadline} label={t('confirm.countdown')} /> : null}
          {state.matches({ open: 'confirmingForced' }) && warning ? (
            <div
              className="money-status money-status--alert"
              role="alertdialog"
              aria-label={t('confirm.forcedTitle')}
            >
              <p>{describeError(common, warning)}</p>
              <div className="money-actions">
                <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
                  {common('action.cancel')}
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => send({ type: 'CONFIRM' })}
                >
                  {common('action.confirm')}
                </button>
              </div>
            </div>
          ) : (
            <div className="money-actions" role="group" aria-label={t('confirm.choices')}>
              {pending ? (
                <>
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={busy}
                    onClick={() => send({ type: 'RECEIVED' })}
                  >
                    {t('confirm.received')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-expanded={choice === 'partly'}
                    onClick={() => setChoice('partly')}
                  >
                    {t('confirm.partly')}
                  </button>
                </>
              ) : null}
              {pending ? (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-expanded={choice === 'not'}
                  onClick={() => setChoice('not')}
                >
                  {t('confirm.not')}
                </button>
              ) : null}
              {!pending ? (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() => send({ type: 'ALL_RECEIVED' })}
                >
                  {t('confirm.all')}
                </button>
              ) : null}
            </div>
          )}
          {choice === 'partly' && pending ? (
            <PartlyReceivedForm
              value={received}
              onChange={setReceived}
              busy={busy}
              onSend={() => send({ type: 'PARTLY_RECEIVED', amountReceived: received })}
            />
          ) : null}
          {choice === 'not' ? (
            <NotReceivedProof
              proofs={proofs}
              busy={busy}
              onAdd={(files) => send({ type: 'ADD_PROOF', files })}
              onRemove={(index) => send({ type: 'REMOVE_PROOF', index })}
              onSend={() => send({ type: 'NOT_RECEIVED' })}
            />
          ) : null}
          <FormError error={error} />
        </>
      ) : null}
    </article>
  );
}
