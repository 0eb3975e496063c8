/** System states: the seed every interaction starts from, the RSA key of encrypted calls, the site's status. */
import { STATE } from '../../harness/states';
import { TEST_RSA_KEY } from '../../harness/test-rsa-key';
import type { StateHandler } from './sandbox';

/** Back to the seed, and forgets what the previous interaction's states left for the request filter. */
const seed: StateHandler = async (_params, sandbox) => {
  sandbox.providerKey = null;
  sandbox.injected = {};
  await sandbox.control('POST', 'reset');
  return undefined;
};

/** Installs the test key; a sandbox without that control keeps its own, which the request filter re-encrypts for. */
const testRsaKey: StateHandler = async (_params, sandbox) => {
  const installed = await sandbox.control('PUT', 'rsa-key', TEST_RSA_KEY);
  if (installed.status === 404) {
    const key = await sandbox.sdk().session.getRsaKey({ _: String(Date.now()) });
    sandbox.providerKey = { modulus: key.modulus, exponent: key.exponent };
  }
  return undefined;
};

const siteStatus: StateHandler = async ({ status }, sandbox) => {
  await sandbox.control('PUT', 'status', { status: Number(status) });
  return undefined;
};

/** The system tag's states. */
export const systemStates: Record<string, StateHandler> = {
  [STATE.seed]: seed,
  [STATE.testRsaKey]: testRsaKey,
  [STATE.siteStatus]: siteStatus,
};
