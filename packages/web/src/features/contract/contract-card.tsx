import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useLanguage } from '@/hooks/use-language';
import { formatMoney } from '@/lib/format';

/** One contract's rules as a table, with the actions its caller can take on it. */
export function ContractCard({ contract, children }: { contract: Schemas['Contract']; children: ReactNode }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : formatMoney(value, code);
  return (
    <article className="contract">
      <h3>
        {t(`contract.types.${contract.type}`)} · {t('contract.from', { upline: contract.uplineAccount })}
      </h3>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('contract.rate')}</th>
              <th scope="col">{t('contract.activeMember')}</th>
              <th scope="col">{t('contract.periodValidBet')}</th>
              <th scope="col">{t('contract.periodProfitLoss')}</th>
              <th scope="col">{t('contract.betAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {contract.rules.map((rule, index) => (
              <tr key={index}>
                <td>{rule.rate}%</td>
                <td>{rule.activeMember ?? '—'}</td>
                <td>{money(rule.periodValidBet)}</td>
                <td>{money(rule.periodProfitLoss)}</td>
                <td>{money(rule.dailyBetAmount ?? rule.hourlyBetAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="contract__actions">{children}</div>
    </article>
  );
}
