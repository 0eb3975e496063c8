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
import { ImagePicker } from '@/components/form/image-picker';
import { TextField } from '@/components/form/text-field';
import { DateTime } from '@/components/ui/date-time';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { refreshAfterMoney } from '@/hooks/refresh-after-money';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { Countdown } from './countdown';

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
  const format = useMoneyFormat();
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
      <dl className="info-list">
        <dt>{t('receipt.orderNo')}</dt>
        <dd dir="ltr">{withdrawal.orderNo}</dd>
        <dt>{t('receipt.amount')}</dt>
        <dd>{format(withdrawal.amount)}</dd>
        <dt>{t('confirm.paidTime')}</dt>
        <dd>
          <DateTime value={withdrawal.paidTime} />
        </dd>
        {withdrawal.bankCard ? (
          <>
            <dt>{t('withdraw.card')}</dt>
            <dd>{`${withdrawal.bankCard.bankName} ${withdrawal.bankCard.cardNumber}`}</dd>
          </>
        ) : null}
        <dt>{t('receipt.status')}</dt>
        <dd>
          {t(`confirmStatus.${withdrawal.status}`, {
            received: format(withdrawal.amountReceived ?? 0),
            remaining: format(withdrawal.amountRemaining ?? 0),
          })}
        </dd>
      </dl>
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
            <form
              className="money-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'PARTLY_RECEIVED', amountReceived: received });
              }}
            >
              <TextField
                label={t('confirm.amountReceived')}
                inputMode="decimal"
                value={received}
                onChange={(event) => setReceived(event.target.value)}
                disabled={busy}
              />
              <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
                {t('confirm.sendPartly')}
              </button>
            </form>
          ) : null}
          {choice === 'not' ? (
            <div className="money-form">
              <ImagePicker
                label={t('confirm.proof')}
                hint={t('confirm.proofRule')}
                files={proofs}
                onAdd={(files) => send({ type: 'ADD_PROOF', files })}
                onRemove={(index) => send({ type: 'REMOVE_PROOF', index })}
                removeLabel={(name) => t('confirm.removeProof', { name })}
                disabled={busy}
              />
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                aria-busy={busy}
                onClick={() => send({ type: 'NOT_RECEIVED' })}
              >
                {t('confirm.sendNot')}
              </button>
            </div>
          ) : null}
          <FormError error={error} />
        </>
      ) : null}
    </article>
  );
}
