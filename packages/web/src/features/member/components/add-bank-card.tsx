import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { bankCardActors, bankCardMachine, type BankCardInput } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { PaymentPasswordField } from '@/components/money/payment-password-field';
import { useFormValues } from '@/hooks/use-form-values';
import { useMoneyFlow } from '@/hooks/use-money-flow';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';

type Bank = NonNullable<Schemas['BankCards']['banks']>[number];

/** Adds a withdrawal card (bound to `bankCardMachine`), with the payment password. */
export function AddBankCard({
  banks,
  cardCount,
  maxCards,
  holder,
  onClose,
}: {
  banks: readonly Bank[];
  cardCount: number;
  maxCards: number;
  /** The name on the member's cards so far: a new card carries the same one. */
  holder: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const sdk = useSdk();
  const { member } = useSession();
  const machine = useMemo(() => bankCardMachine.provide({ actors: bankCardActors(sdk) }), [sdk]);
  const input = useMemo<BankCardInput>(
    () => ({ payeeName: member?.payeeName ?? null, cardCount, maxCards }),
    [member?.payeeName, cardCount, maxCards],
  );
  const [state, send, actor] = useMachine(machine, { input });
  useMoneyFlow(actor, input, 'submitted');
  const form = useFormValues({
    bankCode: banks[0]?.bankCode ?? '',
    cardNumber: '',
    accountName: member?.payeeName || holder,
    branch: '',
    paymentPassword: '',
  });
  const busy = state.matches('submitting');
  const { fieldErrors } = state.context;
  if (state.matches('done')) {
    return (
      <p className="money-success" role="status">
        {t('cards.added')}{' '}
        <button type="button" className="button button--small" onClick={onClose}>
          {common('action.ok')}
        </button>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: form.values });
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="add-card-title">
      <h4 id="add-card-title">{t('cards.addTitle')}</h4>
      <label className="field">
        <span className="field__label">{t('cards.bank')}</span>
        <select className="input" {...form.bind('bankCode')} disabled={busy} name="bankCode">
          {banks.map((bank) => (
            <option key={bank.bankCode} value={bank.bankCode}>
              {bank.bankName}
            </option>
          ))}
        </select>
        {fieldErrors['bankCode'] ? (
          <span className="field__error">{fieldMessage(common, fieldErrors['bankCode'])}</span>
        ) : null}
      </label>
      <TextField
        label={t('cards.number')}
        inputMode="numeric"
        autoComplete="off"
        {...form.bind('cardNumber')}
        error={fieldMessage(common, fieldErrors['cardNumber'])}
        disabled={busy}
      />
      <TextField
        label={t('cards.accountName')}
        {...form.bind('accountName')}
        error={fieldMessage(common, fieldErrors['accountName'])}
        disabled={busy || Boolean(member?.payeeName)}
        autoComplete="name"
      />
      <TextField label={t('cards.branch')} {...form.bind('branch')} disabled={busy} />
      <PaymentPasswordField
        {...form.bind('paymentPassword')}
        error={fieldMessage(common, fieldErrors['paymentPassword'])}
        disabled={busy}
      />
      {fieldErrors['form'] ? (
        <p className="form-error" role="alert">
          {fieldMessage(common, fieldErrors['form'])}
        </p>
      ) : null}
      <FormError error={state.context.error} />
      <div className="money-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          {common('action.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('cards.save')}
        </button>
      </div>
    </form>
  );
}
