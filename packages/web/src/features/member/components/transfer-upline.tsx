import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { transferUplineActors, transferUplineMachine, type TransferUplineInput } from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useBalance } from '@/hooks/use-balance';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { tabMoneyLock } from '@/lib/money-lock';
import { fieldMessage } from '@/lib/error-keys';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { AmountField } from '@/components/money/amount-field';
import { MoneyOutcome } from '@/components/money/money-outcome';

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
  const machine = useMemo(
    () => transferUplineMachine.provide({ actors: transferUplineActors(sdk, tabMoneyLock) }),
    [sdk],
  );
  const input = useMemo<TransferUplineInput>(
    () => ({ balance, uplineAccount, ...(decimals === undefined ? {} : { decimals }) }),
    [balance, uplineAccount, decimals],
  );
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPassword] = useState('');
  const [remark, setRemark] = useState('');
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
    setRemark('');
  });
  const { fieldErrors, result } = state.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start({ amount, paymentPassword, remark });
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
        value={amount}
        onChange={setAmount}
        error={fieldMessage(common, fieldErrors['amount'])}
        max={balance}
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
      <TextField
        label={t('upline.remark')}
        value={remark}
        maxLength={140}
        onChange={(event) => setRemark(event.target.value)}
        error={fieldMessage(common, fieldErrors['remark'])}
        disabled={locked}
      />
      {fieldErrors['form'] ? (
        <p className="form-error" role="alert">
          {fieldMessage(common, fieldErrors['form'])}
        </p>
      ) : null}
      <MoneyOutcome state={state} send={send} />
      {done && result ? (
        <p className="money-success" role="status">
          {t('upline.done', { amount: format(result.amount), account: result.toAccount })}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={locked} aria-busy={busy}>
        {busy ? t('upline.submitting') : t('upline.submit')}
      </button>
    </form>
  );
}
