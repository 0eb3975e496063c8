import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { TableHead } from '@/components/ui/table-head';
import { useLanguage } from '@/hooks/use-language';
import { formatMoney } from '@/lib/format';

const COLUMNS = ['rate', 'activeMember', 'periodValidBet', 'periodProfitLoss', 'betAmount'];

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
          <TableHead labels={COLUMNS.map((column) => t(`contract.${column}`))} />
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

/** One of a card's (or the confirmation's) buttons; the primary one is what the member is asked to do. */
export function ContractButton({
  label,
  primary = false,
  disabled,
  onClick,
}: {
  label: string;
  primary?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={primary ? 'button button--primary' : 'button'}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
