import { assign, fromPromise, setup } from 'xstate';
import { affiliateFailure } from './refusals.js';
import { affiliateErrors, affiliateRequest, type AffiliateValues } from './rules.js';
import type { FlowError } from '../errors.js';
import type { Schemas, SdkSlice } from '../ports/sdk.js';
import type { ValidationMessage } from '../validation/messages.js';
import { submitChecked } from '../shared/form-submit.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** The application the server took: its reference and status (`pending`). */
export type AffiliateApplication = Schemas['AffiliateApplication'];

/** `affiliateApplicationMachine`'s context. */
export interface AffiliateApplicationContext {
  /** The last values submitted: kept through a refusal or a failure, sent again as they are. */
  values: AffiliateValues | null;
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
  application: AffiliateApplication | null;
}

/** Events the UI sends to `affiliateApplicationMachine`. */
export type AffiliateApplicationEvent = { type: 'SUBMIT'; values: AffiliateValues };

/**
 * The affiliate application (visitors and players): checked by the flows' rules, sent once (a second
 * SUBMIT while sending is ignored), back to the form on a refusal or a failure with every value kept,
 * the server's refused field under that field; done with the reference.
 */
export const affiliateApplicationMachine = setup({
  types: {
    context: {} as AffiliateApplicationContext,
    events: {} as AffiliateApplicationEvent,
  },
  actors: {
    apply: placeholder<AffiliateApplication, AffiliateValues>('apply', 'affiliateApplicationActors'),
  },
}).createMachine({
  id: 'affiliateApplication',
  initial: 'editing',
  context: { values: null, fieldErrors: {}, error: null, application: null },
  states: {
    editing: {
      on: {
        SUBMIT: submitChecked<AffiliateApplicationContext, AffiliateValues, AffiliateApplicationEvent>(
          'sending',
          (_, values) => affiliateErrors(values),
          { keepRefused: true },
        ),
      },
    },
    sending: {
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => context.values as AffiliateValues,
        onDone: { target: 'applied', actions: assign({ application: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign(({ event }) => affiliateFailure(event.error)) },
      },
    },
    // The receipt: a second application with the same email would be refused while this one is pending.
    applied: { type: 'final' },
  },
});

/** Real actors: `affiliateApplicationMachine.provide({ actors: affiliateApplicationActors(sdk) })`. */
export function affiliateApplicationActors(sdk: SdkSlice<'affiliate', 'applyAffiliate'>) {
  return {
    apply: fromPromise<AffiliateApplication, AffiliateValues>(({ input, signal }) =>
      sdk.affiliate.applyAffiliate(affiliateRequest(input), { signal }),
    ),
  };
}
