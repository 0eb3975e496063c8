import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  withdrawalActors,
  withdrawalBlocked,
  withdrawalMachine,
  type WithdrawInfo,
  type WithdrawalInput,
} from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { hrefs } from '@/config/paths';
import { useSdk } from '@/lib/app-services';
import { tabMoneyLock } from '@/lib/money-lock';
import { fieldMessage } from '@/lib/error-keys';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { AmountField } from '@/components/money/amount-field';
import { BankCards } from './bank-cards';
import { RecentWithdrawals } from './money-orders';
import { MoneyOutcome } from '@/components/money/money-outcome';
import { WithdrawalConfirmations } from './withdrawal-confirmations';

/** `withdraw`: payments to confirm first, then the bank cards, the withdrawal form and the recent withdrawals. */
export function Withdraw() {
  const info = useWithdrawInfo();
  if (info.isPending) return <Spinner />;
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <div className="money-stack">
      <WithdrawalConfirmations />
      <BankCards hasPaymentPassword={info.data.hasPaymentPassword} />
      <WithdrawForm info={info.data} />
      <RecentWithdrawals />
    </div>
  );
}

function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const sdk = useSdk();
  const format = useMoneyFormat();
  const machine = useMemo(
    () => withdrawalMachine.provide({ actors: withdrawalActors(sdk, tabMoneyLock) }),
    [sdk],
  );
  const input = useMemo<WithdrawalInput>(() => ({ info }), [info]);
  const [chosenCard, setCard] = useState<string | null>(null);
  // Until the member picks one: the default card, else the first (a card just added counts).
  const bankCardId =
    chosenCard ??
    info.bankCards.find((card) => card.isDefault)?.bankCardId ??
    info.bankCards[0]?.bankCardId ??
    '';
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPassword] = useState('');
  const {
    state,
    send,
    done,
    submit: start,
    busy,
    locked,
  } = useMoneyMove(machine, input, () => {
    setAmount('');
    setPassword('');
  });
  const { fieldErrors, result } = state.context;
  const blocked = withdrawalBlocked(info);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start({ bankCardId, amount, paymentPassword });
  };
  const limits = [
    t('withdraw.withdrawable', { amount: format(info.withdrawableAmount) }),
    t('withdraw.limits', { min: format(info.minAmount), max: format(info.maxAmount) }),
    info.feeRate ? t('withdraw.fee', { rate: info.feeRate }) : '',
    info.dailyCountRemaining !== null && info.dailyCountRemaining !== undefined
      ? t('withdraw.dailyCount', { count: info.dailyCountRemaining })
      : '',
  ].filter(Boolean);
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="withdraw-form-title">
      <h3 id="withdraw-form-title">{t('withdraw.formTitle')}</h3>
      {blocked ? (
        <div className="money-note" role="note">
          <p>{fieldMessage(common, blocked)}</p>
          {blocked.key === 'payment_password_missing' ? (
            <Link to={hrefs.member('securityCenter')}>{t('withdraw.setPassword')}</Link>
          ) : null}
        </div>
      ) : (
        <>
          <label className="field">
            <span className="field__label">{t('withdraw.card')}</span>
            <select
              className="input"
              value={bankCardId}
              onChange={(event) => setCard(event.target.value)}
              disabled={locked}
              name="bankCardId"
            >
              {info.bankCards.map((card) => (
                <option key={card.bankCardId} value={card.bankCardId}>
                  {`${card.bankName} ${card.cardNumber}`}
                </option>
              ))}
            </select>
          </label>
          <AmountField
            label={t('amount.label')}
            value={amount}
            onChange={setAmount}
            error={fieldMessage(common, fieldErrors['amount'])}
            max={Math.min(info.withdrawableAmount, info.maxAmount)}
            hint={limits.join(' · ')}
            disabled={locked}
          />
          <TextField
            label={t('paymentPassword.label')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={paymentPassword}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldMessage(common, fieldErrors['paymentPassword'])}
            disabled={locked}
          />
          <MoneyOutcome state={state} send={send} />
          {done && result ? (
            <p className="money-success" role="status">
              {t('withdraw.done', { orderNo: result.orderNo, amount: format(result.amount) })}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={locked} aria-busy={busy}>
            {busy ? t('withdraw.submitting') : t('withdraw.submit')}
          </button>
        </>
      )}
    </form>
  );
}
