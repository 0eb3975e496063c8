import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOWNLINE_REMARK_MAX,
  transferUplineActors,
  transferUplineMachine,
  type TransferUplineInput,
} from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useBalance } from '@/hooks/use-balance';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { useFormValues } from '@/hooks/use-form-values';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { AmountField } from '@/components/money/amount-field';
import { MoneyMoveEnd } from '@/components/money/money-move-end';
import { PaymentPasswordField } from '@/components/money/payment-password-field';

/** `transferUpline` (members only): from the main wallet to the member's agent, with the payment password. */
export function TransferUpline() {
  const { sessionKey, member } = useSession();
  const balance = useBalance(sessionKey);
  if (balance.isPending || !member) return <Spinner />;
  if (balance.isError) return <LoadError error={balance.error} onRetry={() => void balance.refetch()} />;
  return (
    <TransferUplineForm
      balance={balance.data.balance}
      decimals={balance.data.decimals}
      uplineAccount={member.uplineAccount ?? null}
    />
  );
}

function TransferUplineForm({
  balance,
  decimals,
  uplineAccount,
}: {
  balance: number;
  decimals?: number;
  uplineAccount: string | null;
}) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const sdk = useSdk();
  const format = useMoneyFormat();
  const input = useMemo<TransferUplineInput>(
    () => ({ balance, uplineAccount, ...(decimals === undefined ? {} : { decimals }) }),
    [balance, uplineAccount, decimals],
  );
  const form = useFormValues({ amount: '', paymentPassword: '', remark: '' });
  const move = useMoneyMove({
    machine: transferUplineMachine,
    actors: (lock) => transferUplineActors(sdk, lock),
    input,
    onDone: form.reset,
  });
  const { fieldErrors, result } = move.state.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.submit(form.values);
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="upline-form-title">
      <h3 id="upline-form-title">{t('upline.formTitle')}</h3>
      <dl className="info-list">
        <dt>{t('upline.to')}</dt>
        <dd>{uplineAccount ?? '—'}</dd>
        <dt>{t('upline.balance')}</dt>
        <dd>{format(balance)}</dd>
      </dl>
      <AmountField
        label={t('amount.label')}
        value={form.values.amount}
        onChange={(value) => form.setValue('amount', value)}
        error={fieldMessage(common, fieldErrors['amount'])}
        max={balance}
        disabled={move.locked}
      />
      <PaymentPasswordField
        {...form.bind('paymentPassword')}
        error={fieldMessage(common, fieldErrors['paymentPassword'])}
        disabled={move.locked}
      />
      <TextField
        label={t('upline.remark')}
        {...form.bind('remark')}
        maxLength={DOWNLINE_REMARK_MAX}
        error={fieldMessage(common, fieldErrors['remark'])}
        disabled={move.locked}
      />
      <MoneyMoveEnd
        move={move}
        formError={fieldMessage(common, fieldErrors['form'])}
        receipt={
          result ? t('upline.done', { amount: format(result.amount), account: result.toAccount }) : null
        }
        submitLabel={t('upline.submit')}
        busyLabel={t('upline.submitting')}
      />
    </form>
  );
}
