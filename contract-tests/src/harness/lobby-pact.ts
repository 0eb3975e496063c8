/** The one consumer/provider pair of this repository and where its pact file is written. */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PactV4 } from '@pact-foundation/pact';

/** The consumer's name in the pact and the broker. */
export const CONSUMER = 'lobby-sdk';
/** The provider's name in the pact and the broker. */
export const PROVIDER = 'lobby-backend';
/** Where the pact files are written (committed). */
export const PACT_DIR = fileURLToPath(new URL('../../pacts', import.meta.url));
/** The pact file of the pair. */
export const PACT_FILE = `${PACT_DIR}/${CONSUMER}-${PROVIDER}.json`;
/**
 * The provider of the events channel's message pact. A name of its own: a message pact is verified by
 * handing over messages, not by replaying requests, so it is verified apart from the HTTP pact.
 */
export const EVENTS_PROVIDER = 'lobby-backend-events';
/** The message pact of the events channel. */
export const EVENTS_PACT_FILE = `${PACT_DIR}/${CONSUMER}-${EVENTS_PROVIDER}.json`;

/**
 * Where each test file writes its own part of the pact during a consumer run. Pact rewrites the
 * whole file after every test, so one shared file makes each write slower than the last; the
 * parts are merged into `PACT_FILE` when the run ends (see consumer/pact-parts.ts). One folder per
 * checkout: two clones running their contract tests at once must not merge each other's parts.
 */
export const PACT_PARTS_DIR = `${tmpdir()}/lobby-contract-tests-pact-parts-${createHash('sha256').update(PACT_DIR).digest('hex').slice(0, 12)}`;

/** A Pact V4 builder for one test file (`part`: the domain), writing to its own part of the pact. */
export const lobbyPact = (part: string, provider = PROVIDER): PactV4 =>
  new PactV4({ consumer: CONSUMER, provider, dir: `${PACT_PARTS_DIR}/${part}`, logLevel: 'error' });
