/** Agent states: the agent's team and downlines, affiliate codes and affiliate applications. */
import { STATE } from '../../harness/states';
import { first, seeded, str, type StateHandler } from './sandbox';

const downline: StateHandler = async ({ username }, sandbox) => {
  const page = await (
    await sandbox.session(username)
  ).agent.listDownlines({ directOnly: true, pageNo: 1, pageSize: 1 });
  return { memberId: first(page.list, 'downline').memberId };
};

const affiliatePending: StateHandler = async ({ email }, sandbox) => {
  const { reference } = await sandbox.sdk().affiliate.applyAffiliate({
    name: 'Pending Applicant',
    email: str(email),
    countryDialingCode: '+84',
    mobile: '987654321',
    channels: [{ type: 'OTHER', link: '@pending' }],
    expectedMonthlyPlayers: '1-10',
    termsAccepted: true,
  });
  return { reference };
};

/** The states of the agent and affiliate tags. */
export const agentStates: Record<string, StateHandler> = {
  [STATE.downline]: downline,
  [STATE.team]: seeded,
  [STATE.affiliate]: seeded,
  [STATE.affiliatePending]: affiliatePending,
};
