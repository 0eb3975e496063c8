import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useLanguage } from '@/hooks/use-language';
import { formatNumber } from '@/lib/format';
import { useRewardMoney } from '../hooks/use-reward-money';
import { TableRegion } from './table-region';

const COLUMNS = [
  'level',
  'requiredDeposit',
  'requiredValidBet',
  'upgradeBonus',
  'birthdayBonus',
  'monthlyBonus',
  'rebateRate',
  'withdrawLimit',
] as const;

/** One level: what it needs and what it gives; the member's own level marked. */
function VipLevelRow({ level, mine }: { level: Schemas['VipLevel']; mine: boolean }) {
  const { t } = useTranslation('memberRewards');
  const { code } = useLanguage();
  const money = useRewardMoney();
  const optional = (amount: number | undefined) => (amount === undefined ? '-' : money(amount));
  return (
    <tr className={mine ? 'vip__current' : undefined} aria-current={mine ? 'true' : undefined}>
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
}

/** The VIP levels: what each needs and the VIP bonuses it gives; the member's own row marked. */
export function VipLevels({ info }: { info: Schemas['VipInfo'] }) {
  const { t } = useTranslation('memberRewards');
  return (
    <section className="reward-centre__part">
      <TableRegion label={t('vip.levels')} headers={COLUMNS.map((column) => t(`vip.${column}`))}>
        {info.levels.map((level) => (
          <VipLevelRow key={level.level} level={level} mine={level.level === info.currentLevel} />
        ))}
      </TableRegion>
      <p className="reward-centre__meta">{t('vip.bonusNote')}</p>
    </section>
  );
}
