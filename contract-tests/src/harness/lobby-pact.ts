/** The one consumer/provider pair of this repository and where its pact file is written. */
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

/** A Pact V4 builder for one test file; every file merges its interactions into the same pact file. */
export const lobbyPact = (): PactV4 => new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'error' });
