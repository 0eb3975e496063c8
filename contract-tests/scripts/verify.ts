/**
 * Verifies a running provider by URL against the pact (or the broker's pacts when
 * PACT_BROKER_BASE_URL is set). Usage:
 *   corepack pnpm --filter @lobby/contract-tests verify -- --provider-url https://api.example \
 *     --provider-states-url https://api.example/_pact/provider-states
 *   corepack pnpm --filter @lobby/contract-tests verify -- --provider-url http://127.0.0.1:4010 --sandbox
 * `--sandbox` sets the states through the sandbox's /__sandbox/ controls instead of a states URL.
 * `--events` verifies the events channel's message pact instead: the provider URL answers each message's
 * POST (`{ description, providerStates }`) with the event its channel sends; with `--sandbox` the sandbox's
 * own channel is listened to instead.
 */
import { parseArgs } from 'node:util';
import { EVENTS_PACT_FILE, EVENTS_PROVIDER } from '../src/harness/lobby-pact';
import { sandboxEventProviders } from '../src/provider/event-scenarios';
import { sandboxStates } from '../src/provider/sandbox-states';
import { verifyProvider } from '../src/provider/verify-provider';

process.env.PACT_DO_NOT_TRACK ??= 'true';

// `pnpm verify -- --flag` passes the `--` through; drop it.
const args = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
const { values } = parseArgs({
  args,
  options: {
    'provider-url': { type: 'string' },
    'provider-states-url': { type: 'string' },
    sandbox: { type: 'boolean', default: false },
    events: { type: 'boolean', default: false },
  },
});

const providerBaseUrl = values['provider-url'];
if (!providerBaseUrl) {
  console.error('usage: verify --provider-url URL (--provider-states-url URL | --sandbox)');
  process.exit(2);
}
if (!values.sandbox && !values['provider-states-url']) {
  console.error('Every interaction has provider states: pass --provider-states-url URL (or --sandbox).');
  process.exit(2);
}

/** The events pact: messages from the sandbox's own channel, or POSTed to the provider's message URL. */
function eventsOptions(url: string) {
  const events = { provider: EVENTS_PROVIDER, pactUrls: [EVENTS_PACT_FILE] };
  if (!values.sandbox) return { ...events, providerBaseUrl: url };
  const { stateHandlers, messageProviders } = sandboxEventProviders(url);
  return { ...events, stateHandlers, messageProviders };
}

const result = await verifyProvider({
  ...(values.events
    ? eventsOptions(providerBaseUrl)
    : {
        providerBaseUrl,
        ...(values.sandbox
          ? (({ stateHandlers, requestFilter }) => ({ stateHandlers, requestFilter }))(
              sandboxStates(providerBaseUrl),
            )
          : {}),
      }),
  ...(values['provider-states-url'] ? { providerStatesSetupUrl: values['provider-states-url'] } : {}),
});
for (const error of result.errors)
  console.error(`FAILED ${error.interaction}\n  ${JSON.stringify(error.mismatch)}`);
console.log(
  result.passed
    ? 'Provider verification passed.'
    : `Provider verification failed: ${result.errors.length} interaction(s).`,
);
process.exit(result.passed ? 0 : 1);
