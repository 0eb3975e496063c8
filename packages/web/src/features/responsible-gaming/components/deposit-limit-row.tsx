import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { DepositLimitFigures } from './deposit-limit-figures';
import { DepositLimitForm } from './deposit-limit-form';

/** One period's limit: what is in force, used and left, a raise waiting out the cooling-off, and the form to change it. */
export function DepositLimitRow({ limit }: { limit: Schemas['DepositLimit'] }) {
  const { t } = useTranslation('memberSafer');
  const id = useId();
  const period = t(`limits.period.${limit.period}`);
  return (
    <li className="safer__limit" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{period}</h4>
      <DepositLimitFigures limit={limit} />
      <DepositLimitForm limit={limit} period={period} />
    </li>
  );
}
