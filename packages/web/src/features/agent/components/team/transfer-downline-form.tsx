import { useMemo, type FormEvent } from 'react';
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
import { MoneyMoveEnd } from '@/components/money/money-move-end';
import { PaymentPasswordField } from '@/components/money/payment-password-field';
import { useFormValues } from '@/hooks/use-form-values';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
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
  const input = useMemo<TransferDownlineInput>(
    () => ({
      balance,
      downlineAccount: downline.account,
      trial,
      ...(decimals === undefined ? {} : { decimals }),
    }),
    [balance, downline.account, trial, decimals],
  );
  const form = useFormValues({ amount: '', paymentPassword: '', remark: '' });
  const move = useMoneyMove({
    machine: transferDownlineMachine,
    actors: (lock) => transferDownlineActors(sdk, lock),
    input,
    onDone: () => {
      form.reset();
      // The agent's balance is read again by the money binding; the downline's row is the team's.
      void queryClient.invalidateQueries({ queryKey: agentKeys.team() });
    },
  });
  const { fieldErrors, result } = move.state.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.submit(form.values);
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
        label={t('register.remark')}
        {...form.bind('remark')}
        maxLength={DOWNLINE_REMARK_MAX}
        error={fieldMessage(common, fieldErrors['remark'])}
        disabled={move.locked}
      />
      <MoneyMoveEnd
        move={move}
        formError={fieldMessage(common, fieldErrors['form'])}
        receipt={
          result ? t('transfer.done', { amount: format(result.amount), account: result.toAccount }) : null
        }
        submitLabel={t('transfer.submit')}
        busyLabel={t('transfer.submitting')}
      />
    </form>
  );
}
