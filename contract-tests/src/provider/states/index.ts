/**
 * The sandbox's provider states, one small handler per state name, grouped by the tag of the
 * operations whose interactions name them. Values a state returns are injected into the replayed request.
 */
import { agentStates } from './agent';
import { contentStates } from './content';
import { contractsStates } from './contracts';
import { gamesStates } from './games';
import { lotteryStates } from './lottery';
import { memberStates } from './member';
import { recordsStates } from './records';
import { responsibleGamingStates } from './responsible-gaming';
import { rewardsStates } from './rewards';
import type { StateHandler } from './sandbox';
import { sessionStates } from './session';
import { systemStates } from './system';
import { verificationStates } from './verification';
import { walletStates } from './wallet';

export { Sandbox, type Params, type StateHandler, type Values } from './sandbox';

/** Each tag's states; a state name stands in one group only. */
export const STATE_GROUPS: Record<string, Record<string, StateHandler>> = {
  system: systemStates,
  session: sessionStates,
  verification: verificationStates,
  member: memberStates,
  wallet: walletStates,
  rewards: rewardsStates,
  content: contentStates,
  records: recordsStates,
  games: gamesStates,
  lottery: lotteryStates,
  agent: agentStates,
  contracts: contractsStates,
  responsibleGaming: responsibleGamingStates,
};

/** Every state the sandbox implements, by name. */
export const STATE_HANDLERS: Record<string, StateHandler> = Object.assign({}, ...Object.values(STATE_GROUPS));
