import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { FormError } from '@/components/form/form-error';
import { fieldMessage } from '@/lib/error-keys';
import { useDepositLimit } from '../hooks/use-deposit-limit';

/** The form that changes one period's limit: a new amount, or remove it, or cancel a raise still cooling off. */
export function DepositLimitForm({ limit, period }: { limit: Schemas['DepositLimit']; period: string }) {
  const { t } = useTranslation('memberSafer');
  const { t: common } = useTranslation();
  const id = useId();
  const { snapshot, send, text, setText } = useDepositLimit();
  const { invalid, error } = snapshot.context;
  const busy = snapshot.matches('saving');
  const save = (amountText: string, remove = false) =>
    send({ type: 'SUBMIT', period: limit.period, amountText, remove });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(text);
  };
  return (
    <>
      <form className="safer__form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-amount`}>{t('limits.newLimit', { period })}</label>
        <input
          id={`${id}-amount`}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-invalid` : undefined}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('limits.save')}
        </button>
        {limit.amount !== null && limit.pending?.amount !== null ? (
          <button type="button" className="button" disabled={busy} onClick={() => save('', true)}>
            {t('limits.remove')}
          </button>
        ) : null}
        {limit.pending && limit.amount !== null ? (
          <button type="button" className="button" disabled={busy} onClick={() => save(String(limit.amount))}>
            {t('limits.cancelPending')}
          </button>
        ) : null}
      </form>
      {invalid ? (
        <p id={`${id}-invalid`} className="field-error" role="alert">
          {fieldMessage(common, invalid)}
        </p>
      ) : null}
      <FormError error={error} />
    </>
  );
}
