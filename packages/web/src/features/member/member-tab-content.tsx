import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import type { MemberTab } from '@/config/paths';
import { BetRecords } from './bet-records';
import { Messages } from './messages';
import { SecurityCenter } from './security-center';
import { Transactions } from './transactions';

/** The content of one member centre section; sections without a screen yet say so plainly. */
export function MemberTabContent({ tab }: { tab: MemberTab }) {
  const { t } = useTranslation();
  switch (tab) {
    case 'securityCenter':
      return <SecurityCenter />;
    case 'personalHistoryCopy':
      return <BetRecords />;
    case 'transactionHistory':
      return <Transactions />;
    case 'messageV2':
      return <Messages />;
    default:
      return (
        <EmptyState title={t('centre.emptyTitle')}>
          <p>{t('centre.emptyBody')}</p>
        </EmptyState>
      );
  }
}
