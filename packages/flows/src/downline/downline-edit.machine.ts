import { fromPromise } from 'xstate';
import type { Schemas, SdkSlice } from '../ports/sdk.js';
import type { ValidationMessage } from '../validation/messages.js';
import { createFormSubmitMachine } from '../shared/form-submit.js';
import { parseRebateRate, rebateRateError, remarkError } from './downline-rules.js';

/** What `downlineEditMachine` is created with: the downline as listed and the most its rate may be. */
export interface DownlineEditInput {
  downline: Schemas['Downline'];
  /** The agent's own rebate rate; null when the server does not tell it (it checks). */
  maxRebateRate: number | null;
  trial?: boolean;
}

/** The edit-downline form, as typed: what `updateDownline` can change. */
export interface DownlineEditValues {
  nickname: string;
  remark: string;
  rebateRate: string;
  status: Schemas['DownlineStatus'];
}

/** A rate within the agent's own and a remark of at most 140 characters. */
export function downlineEditErrors(
  input: DownlineEditInput,
  values: DownlineEditValues,
): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  const rate = rebateRateError(values.rebateRate, input.maxRebateRate);
  if (rate) errors['rebateRate'] = rate;
  const remark = remarkError(values.remark);
  if (remark) errors['remark'] = remark;
  return errors;
}

/**
 * What changed against the downline as listed (a blank rate changes nothing: the API cannot clear
 * it), so a form saved as opened sends nothing that could overwrite another agent session's change.
 */
export function downlineChanges(
  downline: Schemas['Downline'],
  values: DownlineEditValues,
): Schemas['UpdateDownlineRequest'] {
  const nickname = values.nickname.trim();
  const remark = values.remark.trim();
  const rate = parseRebateRate(values.rebateRate);
  return {
    ...(nickname !== (downline.nickname ?? '') ? { nickname } : {}),
    ...(remark !== (downline.remark ?? '') ? { remark } : {}),
    ...(rate !== undefined && rate !== downline.rebateRate ? { rebateRate: rate } : {}),
    ...(values.status !== downline.status ? { status: values.status } : {}),
  };
}

/** Change a downline's nickname, remark, rebate rate or status; the answer is the downline after the change. */
export const downlineEditMachine = createFormSubmitMachine<
  DownlineEditInput,
  DownlineEditValues,
  Schemas['Downline']
>({
  id: 'downlineEdit',
  validate: downlineEditErrors,
});

/** Real actors: `downlineEditMachine.provide({ actors: downlineEditActors(sdk) })`. */
export function downlineEditActors(sdk: SdkSlice<'agent', 'updateDownline'>) {
  return {
    submit: fromPromise<Schemas['Downline'], { values: DownlineEditValues; input: DownlineEditInput }>(
      ({ input: { values, input }, signal }) =>
        sdk.agent.updateDownline(
          { memberId: input.downline.memberId, ...downlineChanges(input.downline, values) },
          { signal },
        ),
    ),
  };
}
