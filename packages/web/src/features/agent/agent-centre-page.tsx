import { memo, type ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { CentreFrame } from '@/components/layout/centre-frame';
import {
  agentConsoleSections,
  agentTabs,
  hrefs,
  type AgentConsoleSection,
  type AgentTab,
} from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { AgentConsoleBar } from './agent-console-bar';
import { AgentTabContent } from './agent-tab-content';
import { useAgentTexts } from './hooks/use-agent-texts';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import './agent.css';

// A section change renders the page again; the bar (clock, nickname, contracts, links) has no props and is skipped.
const ConsoleBar = memo(AgentConsoleBar);

const isAgentTab = (value: string | undefined): value is AgentTab =>
  (agentTabs as readonly string[]).includes(value ?? '');
const isConsoleSection = (value: string | undefined): value is AgentConsoleSection =>
  (agentConsoleSections as readonly string[]).includes(value ?? '');

/** Sections that depend on the member's features (dividend, wages by configuration). */
function visibleTabs(member: Schemas['MemberInfo'] | undefined): AgentTab[] {
  return agentTabs.filter((tab) => {
    if (tab === 'agentDividendRecordCopy2') return member?.enableDividend === true;
    if (tab === 'agentDailyWages2') return member?.enableSalary === true;
    if (tab === 'agentHourSalary') return member?.enableHourlySalary === true;
    if (tab === 'agentRealtimeSalary') return member?.enableRealtimeSalary === true;
    return true;
  });
}

/** `/agentHome/:tab`: the agent console (no site header); agentTeamOverview is the default section. */
export function AgentCentrePage({
  consoleMoney: ConsoleMoney,
}: {
  consoleMoney: ComponentType<{ section: AgentConsoleSection }>;
}) {
  const { t } = useTranslation();
  const { tab } = useParams();
  const { member } = useSession();
  const tabs = visibleTabs(member);
  const texts = useAgentTexts();
  if (isConsoleSection(tab))
    return (
      <>
        <ConsoleBar />
        <main id="main">
          <ConsoleMoney section={tab} />
        </main>
      </>
    );
  if (tab !== undefined && !(isAgentTab(tab) && tabs.includes(tab)))
    return <Navigate to={hrefs.agentHome()} replace />;
  const current: AgentTab = tab ?? 'agentTeamOverview';
  const sections = tabs.map((key) => ({ key, label: t(`agent.tabs.${key}`), href: hrefs.agentHome(key) }));
  return (
    <>
      <ConsoleBar />
      <main id="main">
        <CentreFrame
          title={t('agent.title')}
          navLabel={t('agent.sections')}
          sections={sections}
          current={current}
        >
          {texts.isError ? (
            <LoadError error={texts.error} onRetry={() => void texts.refetch()} />
          ) : texts.data ? (
            <AgentTabContent tab={current} />
          ) : (
            <Spinner />
          )}
        </CentreFrame>
      </main>
    </>
  );
}
