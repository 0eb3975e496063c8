import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bankCardActors, bankCardMachine, type BankCardInput, type ValidationMessage } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/field';
import { TextField } from '@/components/form/text-field';
import { FormActions } from '@/components/money/form-actions';
import { FormDone } from '@/components/money/form-done';
import { PaymentPasswordField } from '@/components/money/payment-password-field';
import { useFormValues } from '@/hooks/use-form-values';
import { useFormFlow } from '@/hooks/use-money-flow';
import { useSession } from '@/hooks/use-session';
import { fieldMessage } from '@/lib/error-keys';

type Bank = NonNullable<Schemas['BankCards']['banks']>[number];
type CardValues = {
  bankCode: string;
  cardNumber: string;
  accountName: string;
  branch: string;
  paymentPassword: string;
};

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
  const { member } = useSession();
  const [state, send] = useBankCardFlow(member?.payeeName ?? null, cardCount, maxCards);
  const form = useFormValues<CardValues>({
    bankCode: banks[0]?.bankCode ?? '',
    cardNumber: '',
    accountName: member?.payeeName || holder,
    branch: '',
    paymentPassword: '',
  });
  const busy = state.matches('submitting');
  const { fieldErrors } = state.context;
  if (state.matches('done')) return <FormDone message={t('cards.added')} onClose={onClose} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: form.values });
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="add-card-title">
      <h4 id="add-card-title">{t('cards.addTitle')}</h4>
      <BankCardFields
        banks={banks}
        form={form}
        errors={fieldErrors}
        busy={busy}
        payeeKnown={Boolean(member?.payeeName)}
      />
      {fieldErrors['form'] ? (
        <p className="form-error" role="alert">
          {fieldMessage(common, fieldErrors['form'])}
        </p>
      ) : null}
      <FormError error={state.context.error} />
      <FormActions onCancel={onClose} busy={busy} submitLabel={t('cards.save')} />
    </form>
  );
}

/** `bankCardMachine` given the member's payee name and how many cards there are and may be. */
function useBankCardFlow(payeeName: string | null, cardCount: number, maxCards: number) {
  const input = useMemo<BankCardInput>(
    () => ({ payeeName, cardCount, maxCards }),
    [payeeName, cardCount, maxCards],
  );
  return useFormFlow(bankCardMachine, bankCardActors, input);
}

/** The bank, the card's number, the holder's name (fixed once the member has a payee name), the branch, the payment password. */
function BankCardFields({
  banks,
  form,
  errors,
  busy,
  payeeKnown,
}: {
  banks: readonly Bank[];
  form: ReturnType<typeof useFormValues<CardValues>>;
  errors: Record<string, ValidationMessage>;
  busy: boolean;
  payeeKnown: boolean;
}) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  return (
    <>
      <SelectField
        label={t('cards.bank')}
        {...form.bind('bankCode')}
        disabled={busy}
        name="bankCode"
        error={fieldMessage(common, errors['bankCode'])}
        options={banks.map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
      />
      <TextField
        label={t('cards.number')}
        inputMode="numeric"
        autoComplete="off"
        {...form.bind('cardNumber')}
        error={fieldMessage(common, errors['cardNumber'])}
        disabled={busy}
      />
      <TextField
        label={t('cards.accountName')}
        {...form.bind('accountName')}
        error={fieldMessage(common, errors['accountName'])}
        disabled={busy || payeeKnown}
        autoComplete="name"
      />
      <TextField label={t('cards.branch')} {...form.bind('branch')} disabled={busy} />
      <PaymentPasswordField
        {...form.bind('paymentPassword')}
        error={fieldMessage(common, errors['paymentPassword'])}
        disabled={busy}
      />
    </>
  );
}
