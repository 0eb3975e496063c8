/** The reward centre (rewards to claim, raffle draws waiting) and missions with their leaderboard. */
import { missionHandlers } from './missions';
import { rewardCentreItemHandlers } from './rewards';

/** The reward centre's and missions' handlers. */
export const rewardCentreHandlers = [...rewardCentreItemHandlers, ...missionHandlers];
