import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { depositLimitActors, depositLimitMachine } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FormError } from '@/components/form/form-error';
import { DateTime } from '@/components/ui/date-time';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { fieldMessage } from '@/lib/error-keys';
import { useSdk } from '@/lib/app-services';
import { responsibleKeys } from '../api/responsible-keys';

type Limit = Schemas['DepositLimit'];

/** One period's limit: what is in force, used and left, a raise waiting out the cooling-off, and the form to change it. */
export function DepositLimitRow({ limit }: { limit: Limit }) {
  const { t } = useTranslation('memberSafer');
  const { t: common } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [snapshot, send] = useDepositLimitFlow(setText);
  const { invalid, error } = snapshot.context;
  const busy = snapshot.matches('saving');
  const period = t(`limits.period.${limit.period}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', period: limit.period, amountText: text });
  };
  return (
    <li className="safer__limit" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{period}</h4>
      <LimitFigures limit={limit} />
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
        <LimitShortcuts limit={limit} busy={busy} send={send} />
      </form>
      {invalid ? (
        <p id={`${id}-invalid`} className="field-error" role="alert">
          {fieldMessage(common, invalid)}
        </p>
      ) : null}
      <FormError error={error} />
    </li>
  );
}

/** `depositLimitMachine` with the real actors; once saved, the settings it answered are the cached ones and the text is cleared. */
function useDepositLimitFlow(setText: (text: string) => void) {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const [machine] = useState(() => depositLimitMachine.provide({ actors: depositLimitActors(sdk) }));
  const [snapshot, send, actor] = useMachine(machine);
  useEffect(() => {
    const subscription = actor.on('saved', ({ settings }) => {
      queryClient.setQueryData(responsibleKeys.settings(), settings);
      setText('');
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient, setText]);
  return [snapshot, send] as const;
}

/** The limit in force, what is used and left, when the period resets, and a change waiting out the cooling-off. */
function LimitFigures({ limit }: { limit: Limit }) {
  const { t } = useTranslation('memberSafer');
  const money = useMoneyFormat();
  return (
    <>
      <dl className="safer__figures">
        <dt>{t('limits.limit')}</dt>
        <dd>{limit.amount === null ? t('limits.none') : money(limit.amount)}</dd>
        <dt>{t('limits.used')}</dt>
        <dd>{money(limit.used)}</dd>
        {limit.remaining === null ? null : (
          <>
            <dt>{t('limits.remaining')}</dt>
            <dd>{money(limit.remaining)}</dd>
          </>
        )}
      </dl>
      <p className="safer__note">
        {t('limits.resets')} <DateTime value={limit.periodEndTime} /> (UTC)
      </p>
      {limit.pending ? (
        <p className="safer__pending" role="status">
          {limit.pending.amount === null
            ? t('limits.pendingRemoval')
            : t('limits.pending', { amount: money(limit.pending.amount) })}{' '}
          <DateTime value={limit.pending.effectiveTime} /> (UTC)
        </p>
      ) : null}
    </>
  );
}

/** Remove the limit (unless its removal is already waiting), and keep the limit in force instead of a waiting change. */
function LimitShortcuts({
  limit,
  busy,
  send,
}: {
  limit: Limit;
  busy: boolean;
  send: ReturnType<typeof useDepositLimitFlow>[1];
}) {
  const { t } = useTranslation('memberSafer');
  return (
    <>
      {limit.amount !== null && limit.pending?.amount !== null ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => send({ type: 'SUBMIT', period: limit.period, amountText: '', remove: true })}
        >
          {t('limits.remove')}
        </button>
      ) : null}
      {limit.pending && limit.amount !== null ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => send({ type: 'SUBMIT', period: limit.period, amountText: String(limit.amount) })}
        >
          {t('limits.cancelPending')}
        </button>
      ) : null}
    </>
  );
}
