/** Contracts states: dividend and wages contracts between an upline and a downline. */
import { STATE } from '../../harness/states';
import { first, seeded, str, type StateHandler } from './sandbox';

/** Finds the upline's contract of that type and status with the downline. */
const contract: StateHandler = async ({ upline, downline, type, status }, sandbox) => {
  const page = await (
    await sandbox.session(upline)
  ).contracts.listContracts({ type: str(type) as never, role: 'upline', pageNo: 1, pageSize: 100 });
  const found = page.list.filter((c) => c.status === status && c.downlineAccount === downline);
  return {
    contractId: first(found, `${str(status)} ${str(type)} contract to ${str(downline)}`).contractId,
  };
};

/** The contracts tag's states. */
export const contractsStates: Record<string, StateHandler> = {
  [STATE.contract]: contract,
  [STATE.noPendingContract]: seeded,
};
