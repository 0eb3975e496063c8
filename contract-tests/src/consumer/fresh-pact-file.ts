/**
 * Vitest global setup of the consumer run: Pact merges every test's interactions into the existing
 * pact file, so start from none, or renamed and deleted tests would live on in the contract.
 */
import { rmSync } from 'node:fs';
import { PACT_FILE } from '../harness/lobby-pact';

export default function freshPactFile(): void {
  rmSync(PACT_FILE, { force: true });
}
