import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { bankCardActors, bankCardMachine, type BankCardInput } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { useBankCards } from '../api/list-bank-cards';
import { useMoneyFlow } from '@/hooks/use-money-flow';

/** The member's withdrawal cards (numbers masked) and the form to add one. */
export function BankCards({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation('money');
  const cards = useBankCards();
  const [adding, setAdding] = useState(false);
  if (cards.isPending) return <Spinner />;
  if (cards.isError) return <LoadError error={cards.error} onRetry={() => void cards.refetch()} />;
  const { list, maxCards, banks = [] } = cards.data;
  return (
    <section className="money-cards" aria-labelledby="bank-cards-title">
      <h3 id="bank-cards-title">{t('cards.title')}</h3>
      {list.length === 0 ? (
        <p className="money-hint">{t('cards.empty')}</p>
      ) : (
        <ul className="money-card-list">
          {list.map((card) => (
            <li key={card.bankCardId} className="money-card">
              <span className="money-card__bank">{card.bankName}</span>
              <span dir="ltr">{card.cardNumber}</span>
              <span className="money-hint">{card.accountName}</span>
              {card.isDefault ? <span className="badge badge--soft">{t('cards.default')}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddBankCard
          banks={banks}
          cardCount={list.length}
          maxCards={maxCards}
          holder={list[0]?.accountName ?? ''}
          onClose={() => setAdding(false)}
        />
      ) : list.length < maxCards && hasPaymentPassword ? (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {t('cards.add')}
        </button>
      ) : null}
    </section>
  );
}

type Bank = NonNullable<Schemas['BankCards']['banks']>[number];

function AddBankCard({
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
  const [values, setValues] = useState({
    bankCode: banks[0]?.bankCode ?? '',
    cardNumber: '',
    accountName: member?.payeeName || holder,
    branch: '',
    paymentPassword: '',
  });
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
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
    send({ type: 'SUBMIT', values });
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="add-card-title">
      <h4 id="add-card-title">{t('cards.addTitle')}</h4>
      <label className="field">
        <span className="field__label">{t('cards.bank')}</span>
        <select
          className="input"
          value={values.bankCode}
          onChange={set('bankCode')}
          disabled={busy}
          name="bankCode"
        >
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
        value={values.cardNumber}
        onChange={set('cardNumber')}
        error={fieldMessage(common, fieldErrors['cardNumber'])}
        disabled={busy}
      />
      <TextField
        label={t('cards.accountName')}
        value={values.accountName}
        onChange={set('accountName')}
        error={fieldMessage(common, fieldErrors['accountName'])}
        disabled={busy || Boolean(member?.payeeName)}
        autoComplete="name"
      />
      <TextField label={t('cards.branch')} value={values.branch} onChange={set('branch')} disabled={busy} />
      <TextField
        label={t('paymentPassword.label')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
        error={fieldMessage(common, fieldErrors['paymentPassword'])}
        disabled={busy}
      />
      {fieldErrors['form'] ? <p className="form-error">{fieldMessage(common, fieldErrors['form'])}</p> : null}
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
