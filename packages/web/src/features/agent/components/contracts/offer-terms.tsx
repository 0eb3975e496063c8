import { useTranslation } from 'react-i18next';
import { SETTLEMENT_PERIODS, type ContractOfferValues, type ContractTierValues } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { SelectField } from '@/components/form/field';
import type { BoundForm } from '../../hooks/use-values';
import { TierFields } from './tier-fields';

/** The offer's terms: the period (dividends), the agent's bound, the tiers, and the offer in a sentence. */
export function OfferTerms({
  type,
  maxRate,
  form: { values, set, message, busy },
}: {
  type: Schemas['ContractType'];
  maxRate: number | null;
  form: BoundForm<ContractOfferValues>;
}) {
  const { t } = useTranslation('agentContracts');
  return (
    <>
      {type === 'DIVIDEND' ? (
        <PeriodField
          value={values.periodType}
          error={message('periodType')}
          disabled={busy}
          onChange={(periodType) => set('periodType', periodType)}
        />
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
        onChange={(tiers) => set('tiers', tiers)}
      />
      <OfferSummary account={values.downlineAccount} tiers={values.tiers} maxRate={maxRate} />
    </>
  );
}

type Period = ContractOfferValues['periodType'];

/** How often a dividend contract settles. */
function PeriodField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: Period;
  error: string | null;
  disabled: boolean;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation('agentContracts');
  return (
    <SelectField
      id="offer-period"
      label={t('offer.period')}
      options={SETTLEMENT_PERIODS.map((period) => ({ value: period, label: t(`period.${period}`) }))}
      value={value}
      disabled={disabled}
      error={error}
      onChange={(event) => onChange(event.target.value as Period)}
    />
  );
}

/** "sub1 gets 30%", and a word when the top tier passes the agent's own rate (the server would refuse it). */
function OfferSummary({
  account,
  tiers,
  maxRate,
}: {
  account: string;
  tiers: readonly ContractTierValues[];
  maxRate: number | null;
}) {
  const { t } = useTranslation('agentContracts');
  const top = Math.max(0, ...tiers.map((tier) => Number(tier.rate) || 0));
  return (
    <p className="contracts__summary" aria-live="polite">
      {account && top > 0 ? t('offer.summary', { account, rate: top }) : null}
      {maxRate !== null && top > maxRate ? ` ${t('offer.overMax', { rate: maxRate })}` : null}
    </p>
  );
}
