import { useTranslation } from 'react-i18next';
import { CONTRACT_THRESHOLDS, type ContractThreshold, type ContractTierValues } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { TextField } from '@/components/form/text-field';

/** The offer's tiers: a rate and the thresholds of the contract's type each; a tier past the first can be removed. */
export function TierFields({
  type,
  tiers,
  errors,
  disabled,
  onChange,
}: {
  type: Schemas['ContractType'];
  tiers: readonly ContractTierValues[];
  errors: (field: string) => string | null;
  disabled: boolean;
  onChange: (tiers: ContractTierValues[]) => void;
}) {
  const { t } = useTranslation('agentContracts');
  const set = (index: number, key: 'rate' | ContractThreshold, value: string) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, [key]: value } : tier)));
  return (
    <ol className="contracts__tier-list">
      {tiers.map((tier, index) => (
        <li key={index}>
          <fieldset className="contracts__tier">
            <legend>{t('offer.tier', { n: index + 1 })}</legend>
            <TextField
              label={t('offer.rate')}
              inputMode="decimal"
              value={tier.rate}
              error={errors(`tiers.${index}.rate`)}
              disabled={disabled}
              onChange={(e) => set(index, 'rate', e.target.value)}
            />
            {CONTRACT_THRESHOLDS[type].map((key) => (
              <TextField
                key={key}
                label={t(`threshold.${key}`)}
                inputMode={key === 'periodProfitLoss' ? 'text' : 'decimal'}
                value={tier[key] ?? ''}
                error={errors(`tiers.${index}.${key}`)}
                disabled={disabled}
                onChange={(e) => set(index, key, e.target.value)}
              />
            ))}
            {index > 0 ? (
              <button
                type="button"
                className="button button--small button--ghost"
                disabled={disabled}
                onClick={() => onChange(tiers.filter((_, i) => i !== index))}
              >
                {t('offer.removeTier', { n: index + 1 })}
              </button>
            ) : null}
          </fieldset>
        </li>
      ))}
    </ol>
  );
}
