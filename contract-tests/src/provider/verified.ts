/** The tests of a verification run: it verified every interaction of the pact, and one test per interaction. */
import { describe, expect, it } from 'vitest';
import type { VerificationResult } from './verify-provider';

/** Describes a run's outcome; `result` is read once the run (in `beforeAll`) is done. */
export function describeVerification(
  title: string,
  descriptions: string[],
  result: () => VerificationResult,
): void {
  describe(title, () => {
    it('verified every interaction of the pact', () => {
      expect(
        result()
          .interactions.map((i) => i.description)
          .sort(),
      ).toEqual([...descriptions].sort());
    });

    for (const description of descriptions) {
      it(description, () => {
        const outcome = result().interactions.find((i) => i.description === description);
        // The verifier names a failure "Verifying a pact between ... - <description>".
        const mismatches = result()
          .errors.filter((e) => e.interaction.endsWith(` - ${description}`))
          .map((e) => e.mismatch);
        expect({ result: outcome?.result, mismatches }).toEqual({ result: 'OK', mismatches: [] });
      });
    }
  });
}
