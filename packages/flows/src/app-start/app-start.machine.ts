import { assign, emit, fromPromise, setup, stateIn } from 'xstate';
import { flowError, toFlowError, type FlowError } from '../errors.js';
import { resolveLanguage } from '../language.js';
import type { SdkSlice, SystemStatus, WhitelabelNode } from '../ports/sdk.js';
import { flattenWhitelabel, type Flags } from '../whitelabel.js';
import { placeholder } from '../shared/placeholder-actor.js';

/**
 * How long start-up waits for the configuration (status and whitelabel side by side), then for the domain
 * check, before it gives up with the retry screen: at most 10 s in all when the backend does not answer,
 * instead of the SDK's three 15 s attempts per call. Leaving the state aborts the calls (and their retries).
 */
export const START_CONFIG_TIMEOUT_MS = 7000;
export const START_DOMAIN_TIMEOUT_MS = 3000;

/** What `appStartMachine` is created with. */
export interface AppStartInput {
  /** The language kept in local storage (`lang`), if any. */
  storedLanguage: string | null;
  /** The host name the site is served from, for the domain check. */
  domain: string;
}

/** `appStartMachine`'s context. */
export interface AppStartContext extends AppStartInput {
  config: SystemStatus | null;
  flags: Flags;
  language: string;
  error: FlowError | null;
}

/** Events the UI sends to `appStartMachine`. */
export type AppStartEvent = { type: 'RETRY' };
/** `language`: the language to apply (and store); emitted once the configuration is known. */
export type AppStartEmitted = { type: 'language'; language: string };

/** Start-up: configuration and whitelabel first (side by side), then render by status, after the domain check. */
export const appStartMachine = setup({
  types: {
    context: {} as AppStartContext,
    events: {} as AppStartEvent,
    input: {} as AppStartInput,
    emitted: {} as AppStartEmitted,
    output: {} as { config: SystemStatus; flags: Flags; language: string },
  },
  actors: {
    loadStatus: placeholder<SystemStatus>('loadStatus', 'appStartActors'),
    loadWhitelabel: placeholder<WhitelabelNode[]>('loadWhitelabel', 'appStartActors'),
    checkDomain: placeholder<{ valid: boolean }, { domain: string }>('checkDomain', 'appStartActors'),
  },
  guards: {
    maintenance: ({ context }) => context.config?.status === 1,
    regionRestricted: ({ context }) => context.config?.status === 2,
    domainValid: ({ event }) => (event as { output?: { valid?: unknown } }).output?.valid === true,
  },
  delays: { configTimeout: START_CONFIG_TIMEOUT_MS, domainTimeout: START_DOMAIN_TIMEOUT_MS },
}).createMachine({
  id: 'appStart',
  initial: 'loading',
  context: ({ input }) => ({
    ...input,
    config: null,
    flags: {},
    language: resolveLanguage(input.storedLanguage, undefined),
    error: null,
  }),
  states: {
    // The two calls do not depend on each other: run them side by side, so the site waits for the slower one, not both.
    loading: {
      type: 'parallel',
      after: { configTimeout: { target: 'failed', actions: assign({ error: flowError('page_timeout') }) } },
      states: {
        status: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'loadStatus',
                src: 'loadStatus',
                onDone: {
                  target: 'loaded',
                  actions: [
                    assign({
                      config: ({ event }) => event.output,
                      language: ({ context, event }) =>
                        resolveLanguage(context.storedLanguage, event.output.info?.supportedLanguages),
                      error: null,
                    }),
                    emit(({ context }) => ({ type: 'language' as const, language: context.language })),
                  ],
                },
                onError: {
                  target: '#appStart.failed',
                  actions: assign({ error: ({ event }) => toFlowError(event.error) }),
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        whitelabel: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'loadWhitelabel',
                src: 'loadWhitelabel',
                onDone: {
                  target: 'loaded',
                  actions: assign({ flags: ({ event }) => flattenWhitelabel(event.output) }),
                },
                onError: { target: 'unavailable' },
              },
            },
            loaded: { type: 'final' },
            unavailable: { type: 'final' },
          },
        },
      },
      onDone: [
        // The configuration carries the same tree: use it rather than block the site.
        {
          guard: stateIn('#appStart.loading.whitelabel.unavailable'),
          target: 'routing',
          actions: assign({ flags: ({ context }) => flattenWhitelabel(context.config?.info?.whitelabel) }),
        },
        { target: 'routing' },
      ],
    },
    routing: {
      always: [
        { guard: 'maintenance', target: 'maintenance' },
        { guard: 'regionRestricted', target: 'regionRestricted' },
        { target: 'checkingDomain' },
      ],
    },
    checkingDomain: {
      after: { domainTimeout: { target: 'failed', actions: assign({ error: flowError('page_timeout') }) } },
      invoke: {
        id: 'checkDomain',
        src: 'checkDomain',
        input: ({ context }) => ({ domain: context.domain }),
        onDone: [
          { guard: 'domainValid', target: 'ready' },
          { target: 'invalidUrl', actions: assign({ error: flowError('error_invalid_url') }) },
        ],
        onError: { target: 'invalidUrl', actions: assign({ error: flowError('error_invalid_url') }) },
      },
    },
    invalidUrl: { on: { RETRY: { target: 'checkingDomain', actions: assign({ error: null }) } } },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
    // The maintenance screen offers a refresh; the region-blocked screen has nothing to retry.
    maintenance: { on: { RETRY: 'loading' } },
    regionRestricted: { type: 'final' },
    ready: { type: 'final' },
  },
  output: ({ context }) => ({
    config: context.config as SystemStatus,
    flags: context.flags,
    language: context.language,
  }),
});

/** Real actors: `appStartMachine.provide({ actors: appStartActors(sdk) })`. */
export function appStartActors(
  sdk: SdkSlice<'system', 'getSystemStatus' | 'getWhitelabel' | 'getDomainRoute'>,
) {
  return {
    loadStatus: fromPromise<SystemStatus>(({ signal }) => sdk.system.getSystemStatus({}, { signal })),
    loadWhitelabel: fromPromise<WhitelabelNode[]>(({ signal }) => sdk.system.getWhitelabel({}, { signal })),
    checkDomain: fromPromise<{ valid: boolean }, { domain: string }>(({ input, signal }) =>
      sdk.system.getDomainRoute({ domain: input.domain }, { signal }),
    ),
  };
}
