import type { Schemas } from '../ports/sdk.js';

// A module of its own: the home's contract prompt (start-up) needs only this, not the offer rules.
/** Whether the consolidated wallet says a contract offered to the member waits for an answer (any kind non-zero). */
export function hasPendingContracts(funds: Schemas['ConsolidatedFunds']): boolean {
  return (
    funds.divtypereq > 0 ||
    funds.dailysalreqtype > 0 ||
    funds.contracthoursalreqtype > 0 ||
    funds.realtimesalreqtype > 0
  );
}
