import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import type { AgentTab } from '@/config/paths';
import { AgentAnnouncements } from './agent-announcements';
import { DownlineManagementSection, RegisterCenterSection } from './components/team/team-sections';
import { ReportSection } from './components/reports/report-sections';
import { TeamOverview } from './team-overview';

/** The content of one agent centre section; sections without a screen yet say so plainly. */
export function AgentTabContent({ tab }: { tab: AgentTab }) {
  const { t } = useTranslation();
  switch (tab) {
    case 'agentTeamOverview':
      return <TeamOverview />;
    case 'agentAnnouncement':
      return <AgentAnnouncements />;
    case 'registerCenter':
      return <RegisterCenterSection />;
    case 'downlineManagmentView':
      return <DownlineManagementSection />;
    case 'personalHistoryCopy':
    case 'palStatementsAgentCopy':
    case 'agentRevenueReport':
    case 'agentDownlineTransactionDetailsCopy':
    case 'agentDividendRecordCopy2':
    case 'agentDailyWages2':
    case 'agentHourSalary':
    case 'agentRealtimeSalary':
      return <ReportSection tab={tab} />;
    default:
      return (
        <EmptyState title={t('centre.emptyTitle')}>
          <p>{t('centre.emptyBody')}</p>
        </EmptyState>
      );
  }
}
