import { useTranslation } from 'react-i18next';
import { CONTRACT_THRESHOLDS, contractRate } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { useLanguage } from '@/hooks/use-language';
import { formatNumber } from '@/lib/format';

/** A contract's rate (its top tier) and, folded, every tier with the thresholds of its type. */
export function ContractTiers({
  contract,
}: {
  contract: Pick<Schemas['Contract'], 'type' | 'rules' | 'periodType'>;
}) {
  const { t } = useTranslation('agentContracts');
  const { code } = useLanguage();
  const rate = t('rate', { rate: contractRate(contract) });
  const period =
    contract.type === 'DIVIDEND' && contract.periodType ? ` · ${t(`period.${contract.periodType}`)}` : '';
  if (
    contract.rules.length <= 1 &&
    CONTRACT_THRESHOLDS[contract.type].every((key) => contract.rules[0]?.[key] == null)
  )
    return <>{rate + period}</>;
  return (
    <details className="contracts__tiers">
      <summary>
        {rate}
        {period} · {t('tiers', { count: contract.rules.length })}
      </summary>
      <ol>
        {contract.rules.map((rule, index) => (
          <li key={index}>
            {t('rate', { rate: rule.rate })}
            {CONTRACT_THRESHOLDS[contract.type]
              .filter((key) => rule[key] !== null && rule[key] !== undefined)
              .map((key) => ` · ${t(`threshold.${key}`)} ${formatNumber(rule[key] as number, code)}`)
              .join('')}
          </li>
        ))}
      </ol>
    </details>
  );
}
