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
import { SelectField } from '@/components/form/field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { hrefs } from '@/config/paths';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { useFormValues } from '@/hooks/use-form-values';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { AmountField } from '@/components/money/amount-field';
import { BankCards } from './bank-cards';
import { RecentWithdrawals } from './money-orders';
import { MoneyMoveEnd } from '@/components/money/money-move-end';
import { PaymentPasswordField } from '@/components/money/payment-password-field';
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
  const withdrawal = useWithdrawal(info);
  const blocked = withdrawalBlocked(info);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    withdrawal.move.submit({ bankCardId: withdrawal.bankCardId, ...withdrawal.form.values });
  };
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
        <WithdrawFields info={info} withdrawal={withdrawal} />
      )}
    </form>
  );
}

/** The card picked (until the member picks one: the default card, else the first; a card just added counts) and the move. */
function useWithdrawal(info: WithdrawInfo) {
  const sdk = useSdk();
  const input = useMemo<WithdrawalInput>(() => ({ info }), [info]);
  const [chosenCard, setCard] = useState<string | null>(null);
  const bankCardId =
    chosenCard ??
    info.bankCards.find((card) => card.isDefault)?.bankCardId ??
    info.bankCards[0]?.bankCardId ??
    '';
  const form = useFormValues({ amount: '', paymentPassword: '' });
  const move = useMoneyMove({
    machine: withdrawalMachine,
    actors: (lock) => withdrawalActors(sdk, lock),
    input,
    onDone: form.reset,
  });
  return { bankCardId, setCard, form, move };
}

/** What may be withdrawn now: the withdrawable amount, the limits, the fee and the withdrawals left today. */
function useWithdrawLimits(info: WithdrawInfo): string {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  return [
    t('withdraw.withdrawable', { amount: format(info.withdrawableAmount) }),
    t('withdraw.limits', { min: format(info.minAmount), max: format(info.maxAmount) }),
    info.feeRate ? t('withdraw.fee', { rate: info.feeRate }) : '',
    info.dailyCountRemaining !== null && info.dailyCountRemaining !== undefined
      ? t('withdraw.dailyCount', { count: info.dailyCountRemaining })
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The card, the amount (at most what may be withdrawn), the payment password and the move's end. */
function WithdrawFields({
  info,
  withdrawal,
}: {
  info: WithdrawInfo;
  withdrawal: ReturnType<typeof useWithdrawal>;
}) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const format = useMoneyFormat();
  const limits = useWithdrawLimits(info);
  const { form, move } = withdrawal;
  const { locked } = move;
  const { fieldErrors, result } = move.state.context;
  return (
    <>
      <CardSelect
        cards={info.bankCards}
        value={withdrawal.bankCardId}
        onPick={withdrawal.setCard}
        disabled={locked}
      />
      <AmountField
        label={t('amount.label')}
        value={form.values.amount}
        onChange={(value) => form.setValue('amount', value)}
        error={fieldMessage(common, fieldErrors['amount'])}
        max={Math.min(info.withdrawableAmount, info.maxAmount)}
        hint={limits}
        disabled={locked}
      />
      <PaymentPasswordField
        {...form.bind('paymentPassword')}
        error={fieldMessage(common, fieldErrors['paymentPassword'])}
        disabled={locked}
      />
      <MoneyMoveEnd
        move={move}
        formError={fieldMessage(common, fieldErrors['form'])}
        receipt={
          result ? t('withdraw.done', { orderNo: result.orderNo, amount: format(result.amount) }) : null
        }
        submitLabel={t('withdraw.submit')}
        busyLabel={t('withdraw.submitting')}
      />
    </>
  );
}

/** The member's cards to withdraw to. */
function CardSelect({
  cards,
  value,
  onPick,
  disabled,
}: {
  cards: WithdrawInfo['bankCards'];
  value: string;
  onPick: (bankCardId: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('money');
  return (
    <SelectField
      label={t('withdraw.card')}
      value={value}
      onChange={(event) => onPick(event.target.value)}
      disabled={disabled}
      name="bankCardId"
      options={cards.map((card) => ({
        value: card.bankCardId,
        label: `${card.bankName} ${card.cardNumber}`,
      }))}
    />
  );
}
