import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type NamespaceLoader } from '@/lib/i18n';
import { textsQuery } from '@/lib/texts-query';

// Every language's agent-centre texts, each its own chunk; named here so start-up does not carry the list.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../i18n/locales/*/agent*.json');
const loaderFor =
  (ns: AgentNamespace): NamespaceLoader =>
  async (folder) =>
    (await files[`../../../i18n/locales/${folder}/${ns}.json`]?.())?.default;

/** The agent centre's lazy namespaces: downlines (team), reports and wages, contracts. */
export const AGENT_NAMESPACES = ['agentTeam', 'agentReports', 'agentContracts'] as const;
export type AgentNamespace = (typeof AGENT_NAMESPACES)[number];

/** Loads the agent centre's texts (not part of start-up; EN included). */
export function useAgentTexts() {
  const { i18n } = useTranslation();
  return useQuery(
    textsQuery('agent', i18n.language, () =>
      Promise.all(AGENT_NAMESPACES.map((ns) => loadNamespace(i18n, ns, loaderFor(ns)))),
    ),
  );
}
