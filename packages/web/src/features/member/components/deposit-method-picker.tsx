import { useTranslation } from 'react-i18next';
import type { DepositMethod } from '@lobby/flows';
import { useMoneyFormat } from '@/hooks/use-money-format';

/** The brand's deposit methods with their limits; one under maintenance is shown but cannot be picked. */
export function DepositMethodPicker({
  methods,
  methodId,
  onMethod,
  disabled,
}: {
  methods: readonly DepositMethod[];
  methodId: string;
  onMethod: (methodId: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  return (
    <fieldset className="money-methods" disabled={disabled}>
      <legend className="field__label">{t('deposit.method')}</legend>
      {methods.map((m) => (
        <label
          key={m.methodId}
          className={`money-method${m.methodId === methodId ? ' money-method--selected' : ''}`}
        >
          <input
            type="radio"
            name="methodId"
            value={m.methodId}
            checked={m.methodId === methodId}
            disabled={m.maintenance}
            onChange={() => onMethod(m.methodId)}
          />
          <span className="money-method__name">{m.name}</span>
          <span className="money-hint">
            {m.maintenance
              ? t('deposit.maintenance')
              : t('deposit.limits', { min: format(m.minAmount), max: format(m.maxAmount) })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
