import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import {
  CONTRACT_MAX_TIERS,
  contractOfferActors,
  contractOfferMachine,
  type ContractOfferInput,
  type ContractOfferValues,
} from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FieldError } from '@/components/form/field-error';
import { FormError } from '@/components/form/form-error';
import { Modal } from '@/components/modal/modal';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { DownlinePicker } from './downline-picker';
import { TierFields } from './tier-fields';

const PERIODS: readonly Schemas['SettlementPeriod'][] = ['DAILY', 'WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'];

/** Offer a contract of one type to a direct agent downline: tiers within the agent's own rate, checked before sending. */
export function ContractOfferDialog({
  type,
  maxRate,
  onClose,
  onOffered,
}: {
  type: Schemas['ContractType'];
  maxRate: number | null;
  onClose: () => void;
  onOffered: (contract: Schemas['Contract']) => void;
}) {
  const { t } = useTranslation('agentContracts');
  const { t: common } = useTranslation();
  const sdk = useSdk();
  const { isTrial } = useSession();
  const machine = useMemo(() => contractOfferMachine.provide({ actors: contractOfferActors(sdk) }), [sdk]);
  const input = useMemo<ContractOfferInput>(
    () => ({ type, maxRate, trial: isTrial }),
    [type, maxRate, isTrial],
  );
  const [state, send, actor] = useMachine(machine, { input });
  const [values, setValues] = useState<ContractOfferValues>({
    downlineAccount: '',
    periodType: type === 'DIVIDEND' ? 'MONTHLY' : '',
    tiers: [{ rate: '' }],
  });
  const offered = useRef(onOffered);
  useEffect(() => {
    offered.current = onOffered;
  });
  useEffect(() => actor.send({ type: 'SET_INPUT', input }), [actor, input]);
  useEffect(() => {
    const subscription = actor.on('submitted', (event) => offered.current(event.result));
    return () => subscription.unsubscribe();
  }, [actor]);
  const busy = state.matches('submitting');
  const { fieldErrors, error } = state.context;
  const message = (field: string) => fieldMessage(common, fieldErrors[field]);
  const top = Math.max(0, ...values.tiers.map((tier) => Number(tier.rate) || 0));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values });
  };
  return (
    <Modal
      title={t('offer.title', { type: t(`common:contract.types.${type}`) })}
      onClose={busy ? undefined : onClose}
      size="medium"
    >
      <form className="contracts__dialog" onSubmit={submit} noValidate aria-busy={busy}>
        <DownlinePicker
          value={values.downlineAccount}
          error={message('downlineAccount')}
          disabled={busy}
          onChange={(downlineAccount) => setValues((v) => ({ ...v, downlineAccount }))}
        />
        {type === 'DIVIDEND' ? (
          <div className="field">
            <label htmlFor="offer-period" className="field__label">
              {t('offer.period')}
            </label>
            <select
              id="offer-period"
              className="input"
              value={values.periodType}
              disabled={busy}
              aria-invalid={message('periodType') ? true : undefined}
              aria-describedby={message('periodType') ? 'offer-period-error' : undefined}
              onChange={(event) =>
                setValues((v) => ({
                  ...v,
                  periodType: event.target.value as ContractOfferValues['periodType'],
                }))
              }
            >
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`period.${period}`)}
                </option>
              ))}
            </select>
            <FieldError id="offer-period-error" error={message('periodType')} />
          </div>
        ) : null}
        <p className="money-hint">
          {maxRate === null ? t('offer.noMax') : t('offer.maxRate', { rate: maxRate })}
        </p>
        <p className="money-hint">{t('offer.tiersHint')}</p>
        <TierFields
          type={type}
          tiers={values.tiers}
          errors={message}
          disabled={busy}
          onChange={(tiers) => setValues((v) => ({ ...v, tiers }))}
        />
        <FieldError id="offer-tiers-error" error={message('tiers')} />
        {values.tiers.length < CONTRACT_MAX_TIERS ? (
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() => setValues((v) => ({ ...v, tiers: [...v.tiers, { rate: '' }] }))}
          >
            {t('offer.addTier')}
          </button>
        ) : null}
        <p className="contracts__summary" aria-live="polite">
          {values.downlineAccount && top > 0
            ? t('offer.summary', { account: values.downlineAccount, rate: top })
            : null}
          {maxRate !== null && top > maxRate ? ` ${t('offer.overMax', { rate: maxRate })}` : null}
        </p>
        <FormError error={error} />
        <div className="money-actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t('offer.sending') : t('offer.submit')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={onClose}>
            {t('offer.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
