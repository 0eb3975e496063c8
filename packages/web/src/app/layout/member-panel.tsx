import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { hrefs } from '@/config/paths';
import { useBalance } from '@/hooks/use-balance';
import { useLanguage } from '@/hooks/use-language';
import type { Session } from '@/hooks/use-session';
import { formatMoney } from '@/lib/format';
import { AccountMenu } from './account-menu';

/** Logged-in part of the header: balance with hide and refresh, deposit, withdraw and the account menu. */
export function MemberPanel({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const [hidden, setHidden] = useState(false);
  const balance = useBalance(session.sessionKey);
  const amount = balance.data?.balance ?? session.member?.balance;
  const symbol = balance.data?.currencySymbol ?? session.member?.currencySymbol ?? '';

  return (
    <div className="member-panel">
      <div className="member-panel__balance" aria-live="polite">
        <span className="visually-hidden">{t('account.balance')}</span>
        <span className="member-panel__amount">
          {hidden ? '••••••' : amount === undefined ? '—' : formatMoney(amount, code, symbol)}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-pressed={hidden}
          aria-label={hidden ? t('account.showBalance') : t('account.hideBalance')}
          onClick={() => setHidden((value) => !value)}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('account.refreshBalance')}
          disabled={balance.isFetching}
          onClick={() => void balance.refetch()}
        >
          <span className={balance.isFetching ? 'spin' : undefined}>
            <Icon name="refresh" size={16} />
          </span>
        </button>
      </div>
      <Link className="button button--primary button--small" to={hrefs.member('depositv2')}>
        {t('account.deposit')}
      </Link>
      <Link className="button button--small member-panel__withdraw" to={hrefs.member('withdraw')}>
        {t('account.withdraw')}
      </Link>
      <AccountMenu session={session} />
    </div>
  );
}
