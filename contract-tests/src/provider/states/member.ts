/** Member states: invite friends, the email and payment password on file, bank cards. */
import { STATE } from '../../harness/states';
import { expectFact, first, seeded, str, type StateHandler } from './sandbox';

const joinedInvite: StateHandler = async ({ username }, sandbox) => {
  await (await sandbox.session(username)).member.applyInviteFriend();
  return undefined;
};

const memberEmail: StateHandler = async ({ username, email }, sandbox) => {
  const info = await (await sandbox.session(username)).member.getMemberInfo();
  expectFact(info.email === email, `${str(username)} has another email`);
  return undefined;
};

const noPaymentPassword: StateHandler = async ({ username }, sandbox) => {
  const info = await (await sandbox.session(username)).member.getMemberInfo();
  expectFact(info.hasPaymentPassword === false, `${str(username)} has a payment password`);
  return undefined;
};

const bankCard: StateHandler = async ({ username }, sandbox) => {
  const cards = await (await sandbox.session(username)).member.listBankCards();
  return { bankCardId: first(cards.list, 'bank card').bankCardId };
};

/** The member tag's states. */
export const memberStates: Record<string, StateHandler> = {
  [STATE.joinedInvite]: joinedInvite,
  [STATE.notJoinedInvite]: seeded,
  [STATE.memberEmail]: memberEmail,
  [STATE.paymentPassword]: seeded,
  [STATE.noPaymentPassword]: noPaymentPassword,
  [STATE.bankCard]: bankCard,
};
