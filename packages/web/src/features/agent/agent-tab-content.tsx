import type { ReactElement } from 'react';
import type { AgentTab } from '@/config/paths';
import { AgentAnnouncements } from './agent-announcements';
import { ContractsSplit } from './components/contracts/contracts-split';
import { DownlineManagementSection, RegisterCenterSection } from './components/team/team-sections';
import { ReportSection } from './components/reports/report-sections';
import { TeamOverview } from './team-overview';

/** The content of one agent centre section; every section has its screen (a missing case fails the type check). */
export function AgentTabContent({ tab }: { tab: AgentTab }): ReactElement {
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
      return <ReportSection tab={tab} />;
    case 'agentDividendRecordCopy2':
      return (
        <ContractsSplit type="DIVIDEND">
          <ReportSection tab={tab} />
        </ContractsSplit>
      );
    case 'agentDailyWages2':
      return (
        <ContractsSplit type="DAILY">
          <ReportSection tab={tab} />
        </ContractsSplit>
      );
    case 'agentHourSalary':
      return (
        <ContractsSplit type="HOURLY">
          <ReportSection tab={tab} />
        </ContractsSplit>
      );
    case 'agentRealtimeSalary':
      return (
        <ContractsSplit type="REALTIME">
          <ReportSection tab={tab} />
        </ContractsSplit>
      );
  }
}
