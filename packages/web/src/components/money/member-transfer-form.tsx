import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOWNLINE_REMARK_MAX,
  type MemberTransfer,
  type MemberTransferBase,
  type MemberTransferValues,
  type ValidationMessage,
} from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { useFormValues } from '@/hooks/use-form-values';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { useMoneyMove, type MoneyMoveBinding } from '@/hooks/use-money-move';
import { fieldMessage } from '@/lib/error-keys';
import { AmountField } from './amount-field';
import { MoneyMoveEnd } from './money-move-end';
import { PaymentPasswordField } from './payment-password-field';

type MemberTransferFormValues = Required<MemberTransferValues>;

/** The words of one transfer's form, translated by its screen. */
export interface MemberTransferTexts {
  to: string;
  balance: string;
  remark: string;
  submit: string;
  submitting: string;
  /** The receipt, from the amount sent (formatted) and the account it went to. */
  done: (amount: string, account: string) => string;
}

/** How the form sits on its screen: its classes and its accessible name (a heading, or a label without one). */
export interface MemberTransferFrame {
  className: string;
  infoClassName: string;
  title?: { id: string; text: string };
  label?: string;
  /** A data-cell name for the balance, where the screen has one. */
  balanceCell?: string;
}

/**
 * The amount, payment password and remark of a transfer from the main wallet to another member (the upline, a
 * downline), bound to that transfer's machine: who receives it and the balance first, its outcome and receipt last.
 */
export function MemberTransferForm<TInput extends MemberTransferBase>({
  binding,
  recipient,
  texts,
  frame,
}: {
  binding: MoneyMoveBinding<TInput, MemberTransferValues, MemberTransfer>;
  /** The recipient as the screen names it. */
  recipient: string;
  texts: MemberTransferTexts;
  frame: MemberTransferFrame;
}) {
  const { t: common } = useTranslation();
  const format = useMoneyFormat();
  const form = useFormValues<MemberTransferFormValues>({ amount: '', paymentPassword: '', remark: '' });
  const move = useMoneyMove({ ...binding, onDone: () => (form.reset(), binding.onDone?.()) });
  const { fieldErrors, result } = move.state.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.submit(form.values);
  };
  const { title } = frame;
  return (
    <form
      className={frame.className}
      onSubmit={submit}
      noValidate
      aria-label={frame.label}
      aria-labelledby={title?.id}
    >
      {title ? <h3 id={title.id}>{title.text}</h3> : null}
      <TransferParties
        className={frame.infoClassName}
        texts={texts}
        recipient={recipient}
        balance={format(binding.input.balance)}
        balanceCell={frame.balanceCell}
      />
      <MemberTransferFields
        form={form}
        errors={fieldErrors}
        locked={move.locked}
        balance={binding.input.balance}
        remark={texts.remark}
      />
      <MoneyMoveEnd
        move={move}
        formError={fieldMessage(common, fieldErrors['form'])}
        receipt={result ? texts.done(format(result.amount), result.toAccount) : null}
        submitLabel={texts.submit}
        busyLabel={texts.submitting}
      />
    </form>
  );
}

/** Who receives the transfer and the balance it comes from. */
function TransferParties({
  className,
  texts,
  recipient,
  balance,
  balanceCell,
}: {
  className: string;
  texts: MemberTransferTexts;
  recipient: string;
  balance: string;
  balanceCell: string | undefined;
}) {
  return (
    <dl className={className}>
      <dt>{texts.to}</dt>
      <dd>{recipient}</dd>
      <dt>{texts.balance}</dt>
      <dd data-cell={balanceCell}>{balance}</dd>
    </dl>
  );
}

/** The amount (at most the balance), the payment password and the remark, held while a move's outcome is open. */
function MemberTransferFields({
  form,
  errors,
  locked,
  balance,
  remark,
}: {
  form: ReturnType<typeof useFormValues<MemberTransferFormValues>>;
  errors: Record<string, ValidationMessage>;
  locked: boolean;
  balance: number;
  remark: string;
}) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  return (
    <>
      <AmountField
        label={t('amount.label')}
        value={form.values.amount}
        onChange={(value) => form.setValue('amount', value)}
        error={fieldMessage(common, errors['amount'])}
        max={balance}
        disabled={locked}
      />
      <PaymentPasswordField
        {...form.bind('paymentPassword')}
        error={fieldMessage(common, errors['paymentPassword'])}
        disabled={locked}
      />
      <TextField
        label={remark}
        {...form.bind('remark')}
        maxLength={DOWNLINE_REMARK_MAX}
        error={fieldMessage(common, errors['remark'])}
        disabled={locked}
      />
    </>
  );
}
