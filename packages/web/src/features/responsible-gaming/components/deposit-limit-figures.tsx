import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { DateTime } from '@/components/ui/date-time';
import { useMoneyFormat } from '@/hooks/use-money-format';

/** One period's limit as it stands: in force, used, left, when it resets, and a raise waiting out the cooling-off. */
export function DepositLimitFigures({ limit }: { limit: Schemas['DepositLimit'] }) {
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
