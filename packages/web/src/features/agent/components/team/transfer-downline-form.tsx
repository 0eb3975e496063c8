import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  DOWNLINE_REMARK_MAX,
  transferDownlineActors,
  transferDownlineMachine,
  type TransferDownlineInput,
} from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { TextField } from '@/components/form/text-field';
import { AmountField } from '@/components/money/amount-field';
import { MoneyOutcome } from '@/components/money/money-outcome';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { tabMoneyLock } from '@/lib/money-lock';
import { agentKeys } from '../../api/agent-keys';

/** The amount, payment password and remark of a transfer to a downline, bound to `transferDownlineMachine`. */
export function TransferDownlineForm({
  downline,
  balance,
  decimals,
  trial,
}: {
  downline: Schemas['Downline'];
  balance: number;
  decimals?: number;
  trial: boolean;
}) {
  const { t } = useTranslation('agentTeam');
  const { t: money } = useTranslation('money');
  const { t: common } = useTranslation();
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const format = useMoneyFormat();
  const machine = useMemo(
    () => transferDownlineMachine.provide({ actors: transferDownlineActors(sdk, tabMoneyLock) }),
    [sdk],
  );
  const input = useMemo<TransferDownlineInput>(
    () => ({
      balance,
      downlineAccount: downline.account,
      trial,
      ...(decimals === undefined ? {} : { decimals }),
    }),
    [balance, downline.account, trial, decimals],
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
    // The agent's balance is read again by the money binding; the downline's row is the team's.
    void queryClient.invalidateQueries({ queryKey: agentKeys.team() });
  });
  const { fieldErrors, result } = state.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start({ amount, paymentPassword, remark });
  };
  return (
    <form className="team-form team-dialog-form" onSubmit={submit} noValidate aria-label={t('transfer.form')}>
      <dl className="info-list team-info">
        <dt>{t('transfer.to')}</dt>
        <dd>{downline.account}</dd>
        <dt>{t('transfer.yourBalance')}</dt>
        <dd data-cell="agent-balance">{format(balance)}</dd>
      </dl>
      <AmountField
        label={money('amount.label')}
        value={amount}
        onChange={setAmount}
        error={fieldMessage(common, fieldErrors['amount'])}
        max={balance}
        disabled={locked}
      />
      <TextField
        label={money('paymentPassword.label')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={paymentPassword}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldMessage(common, fieldErrors['paymentPassword'])}
        disabled={locked}
      />
      <TextField
        label={t('register.remark')}
        value={remark}
        maxLength={DOWNLINE_REMARK_MAX}
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
          {t('transfer.done', { amount: format(result.amount), account: result.toAccount })}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={locked} aria-busy={busy}>
        {busy ? t('transfer.submitting') : t('transfer.submit')}
      </button>
    </form>
  );
}
