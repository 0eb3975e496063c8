/**
 * Random failures over many operations (`PUT /__sandbox/chaos`), for journeys that must survive a flaky
 * backend: seeded, so a run that failed can be replayed with the same failures in the same order.
 */
import { FAILURE_KINDS, runtime, type Failure, type FailureKind } from '../runtime';
import { createPrng } from '../world/prng';

/** What `setChaos` takes. */
export interface ChaosOptions {
  /** Probability in [0, 1] that a call fails; 0 turns chaos off. */
  rate: number;
  /** The kinds to draw from; default 500, 502 and 503. */
  kinds?: readonly FailureKind[];
  /** Seed of the draws; the same seed and the same calls give the same failures. */
  seed?: string;
  /** Probability in [0, 1] that a failing call is carried out before its answer fails; default 0. */
  afterApplyRate?: number;
  /** Only these operations fail; all when omitted. */
  operations?: readonly string[];
}

const isProbability = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= 1;

/** Makes calls fail at random (each with probability `rate`), or turns that off with rate 0. */
export function setChaos(options: ChaosOptions): void {
  const { rate, kinds = ['500', '502', '503'], seed = 'chaos', afterApplyRate = 0, operations } = options;
  if (!isProbability(rate)) throw new Error('rate must be a number from 0 to 1');
  if (!isProbability(afterApplyRate)) throw new Error('afterApplyRate must be a number from 0 to 1');
  if (!Array.isArray(kinds) || kinds.length === 0) throw new Error('kinds must be a non-empty list');
  const unknown = kinds.find((kind) => !FAILURE_KINDS.includes(kind));
  if (unknown !== undefined) throw new Error(`unknown failure kind ${String(unknown)}`);
  if (typeof seed !== 'string') throw new Error('seed must be a string');
  if (
    operations !== undefined &&
    !(Array.isArray(operations) && operations.every((id) => typeof id === 'string'))
  )
    throw new Error('operations must be a list of operation ids');
  runtime.chaos =
    rate === 0
      ? null
      : {
          rate,
          kinds: [...kinds],
          afterApplyRate,
          operations: operations ? new Set(operations) : null,
          prng: createPrng(seed),
        };
}

/** The failure chaos gives this call of an operation, if any. */
export function drawChaos(operationId: string): Failure | null {
  const chaos = runtime.chaos;
  if (!chaos || (chaos.operations && !chaos.operations.has(operationId))) return null;
  if (!chaos.prng.chance(chaos.rate)) return null;
  return {
    kind: chaos.prng.pick(chaos.kinds),
    remaining: 1,
    afterApply: chaos.prng.chance(chaos.afterApplyRate),
  };
}
