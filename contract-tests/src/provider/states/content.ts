/** Content states: the member's inbox and the promotions a member applies for. */
import { STATE } from '../../harness/states';
import { first, seeded, str, type StateHandler } from './sandbox';

const message: StateHandler = async ({ username }, sandbox) => {
  const page = await (await sandbox.session(username)).content.listMessages({ pageNo: 1, pageSize: 1 });
  return { messageId: first(page.list, 'message').messageId };
};

const appliedActivity: StateHandler = async ({ username, promotionId }, sandbox) => {
  await (
    await sandbox.session(username)
  ).content.applyActivity({ promotionId: str(promotionId), comment: 'Contract test application' });
  return undefined;
};

/** The content tag's states. */
export const contentStates: Record<string, StateHandler> = {
  [STATE.message]: message,
  [STATE.promotion]: seeded,
  [STATE.rafflePromotion]: seeded,
  [STATE.appliedActivity]: appliedActivity,
};
