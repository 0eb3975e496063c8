import { useTranslation } from 'react-i18next';
import {
  CONTRACT_MAX_TIERS,
  CONTRACT_THRESHOLDS,
  type ContractThreshold,
  type ContractTierValues,
} from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FieldError } from '@/components/form/field-error';
import { TextField } from '@/components/form/text-field';

interface TierProps {
  type: Schemas['ContractType'];
  errors: (field: string) => string | null;
  disabled: boolean;
}

/** The offer's tiers, the problem with them as a whole, and a tier more while the contract takes one. */
export function TierFields({
  tiers,
  onChange,
  ...tier
}: TierProps & { tiers: readonly ContractTierValues[]; onChange: (tiers: ContractTierValues[]) => void }) {
  const { t } = useTranslation('agentContracts');
  return (
    <>
      <ol className="contracts__tier-list">
        {tiers.map((values, index) => (
          <li key={index}>
            <TierFieldset
              {...tier}
              index={index}
              values={values}
              onChange={(next) => onChange(tiers.map((old, i) => (i === index ? next : old)))}
              onRemove={() => onChange(tiers.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      <FieldError id="offer-tiers-error" error={tier.errors('tiers')} />
      {tiers.length < CONTRACT_MAX_TIERS ? (
        <button
          type="button"
          className="button button--small"
          disabled={tier.disabled}
          onClick={() => onChange([...tiers, { rate: '' }])}
        >
          {t('offer.addTier')}
        </button>
      ) : null}
    </>
  );
}

/** One tier: a rate and the thresholds of the contract's type; a tier past the first can be removed. */
function TierFieldset({
  type,
  errors,
  disabled,
  index,
  values,
  onChange,
  onRemove,
}: TierProps & {
  index: number;
  values: ContractTierValues;
  onChange: (tier: ContractTierValues) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('agentContracts');
  const field = (key: 'rate' | ContractThreshold) => ({
    value: values[key] ?? '',
    error: errors(`tiers.${index}.${key}`),
    disabled,
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value }),
  });
  return (
    <fieldset className="contracts__tier">
      <legend>{t('offer.tier', { n: index + 1 })}</legend>
      <TextField label={t('offer.rate')} inputMode="decimal" {...field('rate')} />
      {CONTRACT_THRESHOLDS[type].map((key) => (
        <TextField
          key={key}
          label={t(`threshold.${key}`)}
          inputMode={key === 'periodProfitLoss' ? 'text' : 'decimal'}
          {...field(key)}
        />
      ))}
      {index > 0 ? (
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={disabled}
          onClick={onRemove}
        >
          {t('offer.removeTier', { n: index + 1 })}
        </button>
      ) : null}
    </fieldset>
  );
}
