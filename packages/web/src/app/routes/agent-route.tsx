import { AgentCentrePage } from '@/features/agent/agent-centre-page';
import { AgentConsoleMoney } from './agent-console-money';

/** `/agentHome/:tab`: the agent centre, with the member's deposit and withdrawal in its console. */
export function AgentRoute() {
  return <AgentCentrePage consoleMoney={AgentConsoleMoney} />;
}
