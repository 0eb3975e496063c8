import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { CustomerServiceLink } from '@/components/brand/customer-service-link';
import { useModals } from '@/hooks/use-modals';
import { hrefs } from '@/config/paths';
import { pendingContractsQuery } from '@/hooks/pending-contracts-query';
import { useLogout } from '@/hooks/use-logout';
import { useSession } from '@/hooks/use-session';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useSdk } from '@/lib/app-services';
import { safeUrl } from '@/lib/safe-url';
import { useAgentTexts } from './hooks/use-agent-texts';

const pad = (n: number) => String(n).padStart(2, '0');

/** GMT time `yyyy-MM-dd HH:mm:ss GMT`, the agent console's clock. */
export function gmtClock(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} GMT`;
}

/** Reopens the contract popup while offers wait for an answer (the same query as the popup's prompt). */
function PendingContractsButton() {
  const { t } = useTranslation('agentContracts');
  const sdk = useSdk();
  const session = useSession();
  const { open } = useModals();
  const texts = useAgentTexts();
  const { data } = useQuery(
    pendingContractsQuery(sdk, session.sessionKey, session.member?.enableContract === true),
  );
  const count = data?.length ?? 0;
  if (count === 0 || !texts.data) return null;
  return (
    <button
      type="button"
      className="button button--small button--primary"
      onClick={() => open({ name: 'contract' })}
    >
      {t('console.contracts')}{' '}
      <span className="badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden"> {t('console.pending', { count })}</span>
    </button>
  );
}

/** The agent console bar: GMT clock (every second), nickname, pending contracts, deposit, withdraw, messages, support, logout. */
export function AgentConsoleBar() {
  const { t } = useTranslation();
  const session = useSession();
  const site = useSiteConfig();
  const logout = useLogout(true);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <header className="agent-console__bar">
      <Link to={hrefs.agentHome()} className="agent-console__brand">
        {t('agent.title')}
      </Link>
      <time className="agent-console__clock" dateTime={now.toISOString()}>
        {gmtClock(now)}
      </time>
      <span className="agent-console__spacer" />
      <span className="agent-console__nick">{session.member?.nickname || session.member?.account}</span>
      <PendingContractsButton />
      <Link className="button button--small button--primary" to={hrefs.agentConsole('deposit')}>
        {t('account.deposit')}
      </Link>
      <Link className="button button--small" to={hrefs.agentConsole('withdraw')}>
        {t('account.withdraw')}
      </Link>
      <Link className="button button--small" to={hrefs.agentHome('agentAnnouncement')}>
        {t('agent.messages')}
      </Link>
      <CustomerServiceLink url={safeUrl(site.customerServiceUrl)} className="button button--small" />
      <button type="button" className="button button--small button--ghost" onClick={() => void logout()}>
        {t('account.signOut')}
      </button>
    </header>
  );
}
