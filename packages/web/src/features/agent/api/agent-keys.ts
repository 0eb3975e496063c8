import { sharedKeys } from '@/lib/query-keys';

/**
 * The agent centre's query keys, one factory for the feature: everything of the team sits under
 * `agent/team`, so a registration, an edit or a transfer refreshes exactly the team's lists.
 * Sections add their own groups here (reports, wages, contracts). No tokens in keys. The agent's single reads
 * (affiliate link, registration rules, announcements, team overview, revenue) use orval's generated keys.
 */
export const agentKeys = {
  all: ['agent'] as const,
  /** Shared: the events channel reads the team again after a transfer within it. */
  team: sharedKeys.agentTeam,
  /** One level of the team tree: the direct downlines of `parentAccount` (the agent's own when null). */
  teamLevel: (parentAccount: string | null) => ['agent', 'team', 'level', parentAccount ?? ''] as const,
  /** A username search over the whole team. */
  teamSearch: (account: string) => ['agent', 'team', 'search', account] as const,
  /** The agent's direct AGENT downlines, whom contracts are offered to. */
  directAgents: () => ['agent', 'team', 'direct-agents'] as const,
};
