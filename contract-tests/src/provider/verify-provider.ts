/**
 * Verifies a running provider against the pact: replays every interaction through Pact's proxy,
 * with state handlers (in this process) or a provider-states URL (the provider's own endpoint).
 * Resolves with the verifier's per-interaction results, whether or not they passed.
 */
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { PACT_FILE, PROVIDER } from '../harness/lobby-pact';

/** One failed interaction, as the verifier reports it. */
export interface VerificationError {
  interaction: string;
  mismatch: unknown;
}

/** What the verifier reports. */
export interface VerificationResult {
  passed: boolean;
  /** Each verified interaction's description and outcome (`OK`, `Error`, ...). */
  interactions: { description: string; result: string }[];
  errors: VerificationError[];
  /** The verifier's text output (or its error message). */
  output: string;
}

/** The part of an Express request a request filter touches (express' types are not installed). */
export interface ProxiedRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/** A middleware of the verifier's proxy, run on every replayed request before it reaches the provider. */
export type RequestFilter = (req: ProxiedRequest, res: unknown, next: (error?: unknown) => void) => void;

/** Options of `verifyProvider`. */
export interface VerifyOptions {
  /** The provider's HTTP address; none for a message pact, whose messages `messageProviders` produce. */
  providerBaseUrl?: string;
  /** The provider's name in the pacts; default the HTTP provider's. */
  provider?: string;
  /** For a message pact: what the provider sends, by interaction description. */
  messageProviders?: VerifierOptions['messageProviders'];
  stateHandlers?: VerifierOptions['stateHandlers'];
  /** For providers that implement the states themselves: Pact POSTs `{ state, params, action }` here. */
  providerStatesSetupUrl?: string;
  requestFilter?: RequestFilter;
  /** Pact files to verify; default the committed one. Ignored when pacts come from a broker. */
  pactUrls?: string[];
}

interface RawResult {
  result?: boolean;
  interactionResults?: { description?: string; result?: string }[];
  output?: string[];
  errors?: { interaction?: string; mismatch?: unknown }[];
}

function parse(text: string, passed: boolean): VerificationResult {
  try {
    const raw = JSON.parse(text) as RawResult;
    return {
      passed: raw.result ?? passed,
      interactions: (raw.interactionResults ?? []).map((r) => ({
        description: r.description ?? '',
        result: r.result ?? '',
      })),
      errors: (raw.errors ?? []).map((e) => ({ interaction: e.interaction ?? '', mismatch: e.mismatch })),
      output: (raw.output ?? []).join('\n'),
    };
  } catch {
    return {
      passed,
      interactions: [],
      errors: passed ? [] : [{ interaction: '', mismatch: text }],
      output: text,
    };
  }
}

/**
 * The broker settings from the environment: pacts come from `PACT_BROKER_BASE_URL` and results are
 * published when `PACT_PUBLISH_VERIFICATION=true` (with `PACT_PROVIDER_VERSION`, default the git sha).
 */
function brokerOptions(): Partial<VerifierOptions> {
  const pactBrokerUrl = process.env.PACT_BROKER_BASE_URL;
  if (!pactBrokerUrl) return {};
  return {
    pactBrokerUrl,
    ...(process.env.PACT_BROKER_TOKEN ? { pactBrokerToken: process.env.PACT_BROKER_TOKEN } : {}),
    consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }, { matchingBranch: true }],
    enablePending: true,
    publishVerificationResult: process.env.PACT_PUBLISH_VERIFICATION === 'true',
    providerVersion: process.env.PACT_PROVIDER_VERSION ?? process.env.GIT_COMMIT ?? 'local',
    ...(process.env.PACT_PROVIDER_BRANCH ? { providerVersionBranch: process.env.PACT_PROVIDER_BRANCH } : {}),
  };
}

/** Runs the verification; never rejects for failed interactions (they are in `errors`). */
export async function verifyProvider(options: VerifyOptions): Promise<VerificationResult> {
  const broker = brokerOptions();
  const verifier = new Verifier({
    provider: options.provider ?? PROVIDER,
    ...(options.providerBaseUrl ? { providerBaseUrl: options.providerBaseUrl } : {}),
    ...(options.messageProviders ? { messageProviders: options.messageProviders } : {}),
    ...(broker.pactBrokerUrl ? broker : { pactUrls: options.pactUrls ?? [PACT_FILE] }),
    ...(options.stateHandlers ? { stateHandlers: options.stateHandlers } : {}),
    ...(options.providerStatesSetupUrl ? { providerStatesSetupUrl: options.providerStatesSetupUrl } : {}),
    ...(options.requestFilter
      ? { requestFilter: options.requestFilter as NonNullable<VerifierOptions['requestFilter']> }
      : {}),
    logLevel: 'error',
  });
  try {
    return parse(await verifier.verifyProvider(), true);
  } catch (error) {
    return parse(error instanceof Error ? error.message : String(error), false);
  }
}
