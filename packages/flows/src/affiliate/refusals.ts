/** The affiliate application's refusals: the server's codes (`value.code`) as the form shows them. */
import { errorValue, flowError, toFlowError, type FlowError } from '../errors.js';
import type { ValidationMessage } from '../validation/messages.js';

/** The server's refusal codes (`value.code`). */
export const AFFILIATE_REFUSALS = {
  field: 'AFFILIATE_FIELD_INVALID',
  pending: 'AFFILIATE_APPLICATION_PENDING',
  agent: 'AFFILIATE_ALREADY_AGENT',
} as const;

/** A failed submit: a refused field goes under that field, the rest is the form's error. */
export function affiliateFailure(error: unknown): {
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
} {
  const value = errorValue(error);
  const message = (error as { message?: unknown }).message;
  if (
    value?.['code'] === AFFILIATE_REFUSALS.field &&
    typeof value['field'] === 'string' &&
    typeof message === 'string'
  )
    return { fieldErrors: { [value['field']]: { key: 'server_message', params: { message } } }, error: null };
  if (value?.['code'] === AFFILIATE_REFUSALS.pending)
    return {
      fieldErrors: {},
      error: flowError('affiliate_application_pending', { reference: String(value['reference'] ?? '') }),
    };
  if (value?.['code'] === AFFILIATE_REFUSALS.agent)
    return { fieldErrors: {}, error: flowError('affiliate_already_agent') };
  return { fieldErrors: {}, error: toFlowError(error) };
}

/** Whether the same form may simply be sent again (the server did not refuse it: a timeout, a 500, no network). */
export const affiliateCanRetry = (error: FlowError | null): boolean =>
  error !== null && error.code !== 'server' && !error.key.startsWith('affiliate_');
