import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useLanguage } from '@/hooks/use-language';
import { formatNumber } from '@/lib/format';
import { useRewardMoney } from '../hooks/use-reward-money';

/** The VIP levels: what each needs and the VIP bonuses it gives; the member's own row marked. */
export function VipLevels({ info }: { info: Schemas['VipInfo'] }) {
  const { t } = useTranslation('memberRewards');
  const { code } = useLanguage();
  const money = useRewardMoney();
  const optional = (amount: number | undefined) => (amount === undefined ? '-' : money(amount));
  return (
    <section className="reward-centre__part">
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="table-wrap" tabIndex={0} role="region" aria-label={t('vip.levels')}>
        <table className="table">
          <caption>{t('vip.levels')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vip.level')}</th>
              <th scope="col">{t('vip.requiredDeposit')}</th>
              <th scope="col">{t('vip.requiredValidBet')}</th>
              <th scope="col">{t('vip.upgradeBonus')}</th>
              <th scope="col">{t('vip.birthdayBonus')}</th>
              <th scope="col">{t('vip.monthlyBonus')}</th>
              <th scope="col">{t('vip.rebateRate')}</th>
              <th scope="col">{t('vip.withdrawLimit')}</th>
            </tr>
          </thead>
          <tbody>
            {info.levels.map((level) => {
              const mine = level.level === info.currentLevel;
              return (
                <tr
                  key={level.level}
                  className={mine ? 'vip__current' : undefined}
                  aria-current={mine ? 'true' : undefined}
                >
                  <th scope="row">
                    {level.labelName}
                    {mine ? <span className="visually-hidden"> ({t('vip.current')})</span> : null}
                  </th>
                  <td>{money(level.requiredDeposit)}</td>
                  <td>{money(level.requiredValidBet)}</td>
                  <td>{optional(level.upgradeBonus)}</td>
                  <td>{optional(level.birthdayBonus)}</td>
                  <td>{optional(level.monthlyBonus)}</td>
                  <td>{level.rebateRate === undefined ? '-' : `${formatNumber(level.rebateRate, code)}%`}</td>
                  <td>
                    {level.dailyWithdrawLimit === null || level.dailyWithdrawLimit === undefined
                      ? t('vip.noLimit')
                      : money(level.dailyWithdrawLimit)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="reward-centre__meta">{t('vip.bonusNote')}</p>
    </section>
  );
}
