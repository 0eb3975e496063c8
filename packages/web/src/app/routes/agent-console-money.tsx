import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { hrefs, type AgentConsoleSection } from '@/config/paths';
import { MoneySection } from '@/components/money/money-section';
import { lazyPage } from '@/lib/lazy-with-timeout';

// The member feature's own money screens inside the agent console (the app composes the two features),
// each a chunk fetched when the console opens it.
const screens = {
  deposit: lazyPage(() => import('@/features/member/components/deposit'), 'Deposit'),
  withdraw: lazyPage(() => import('@/features/member/components/withdraw'), 'Withdraw'),
} as const;

const titles = { deposit: 'account.deposit', withdraw: 'account.withdraw' } as const;

/** `/agentHome/deposit` and `/agentHome/withdraw`: the member's deposit and withdrawal inside the agent console. */
export function AgentConsoleMoney({ section }: { section: AgentConsoleSection }) {
  const { t } = useTranslation();
  const Screen = screens[section];
  return (
    <div className="page centre agent-console__money">
      <p className="agent-console__back">
        <Link to={hrefs.agentHome()}>{t('agent.title')}</Link>
      </p>
      <h1 className="page__title">{t(titles[section])}</h1>
      <MoneySection>
        <Suspense fallback={<Spinner />}>
          <Screen />
        </Suspense>
      </MoneySection>
    </div>
  );
}
