/**
 * Idempotent value moves (money, points, rewards). The first call with an `Idempotency-Key` is carried
 * out and its answer kept per member: the value, or the refusal (`success: false`) it answered. The same
 * key with the same request answers that again and moves nothing; with another request or operation, or
 * while the first is still processing (the `processing` control), it answers 409. Keys are kept 24 hours
 * of sandbox clock; `getMoneyRequest` reads one back.
 */
import type { OperationId, OperationOutput, Schemas } from '@lobby/sdk';
import { sha256 } from '../crypto/hmac-sha256';
import { SandboxError } from '../http/envelope';
import type { Ctx } from '../http/types';
import { now, runtime } from '../runtime';
import type { MoneyRequest, WorldState } from '../world/model';
import { me, stamp } from './format';

/** The header of the key, as the SDK's flat input names it too. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a key is remembered, ms of sandbox clock. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;

/** The operations that move value, each of which takes an idempotency key. */
export const MONEY_OPERATIONS = [
  'walletTransfer',
  'createDeposit',
  'createWithdrawal',
  'confirmWithdrawal',
  'transferToUpline',
  'transferToDownline',
  'redeemPointReward',
  'convertPoints',
  'claimReward',
  'claimRafflePromotion',
] as const;

/** One of the money operations. */
export type MoneyOperationId = (typeof MONEY_OPERATIONS)[number] & OperationId;

const recordId = (memberId: number, key: string): string => `${memberId}:${key}`;

/** The value with every object's keys sorted, so equal requests serialise alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** SHA-256 of the call's input without its key, and of its files' field, name, type and size. */
function fingerprintOf(ctx: Ctx<MoneyOperationId>): string {
  const { [IDEMPOTENCY_HEADER]: _key, ...input } = ctx.input as Record<string, unknown>;
  const files = ctx.files.map((f) => ({ field: f.field, name: f.name, type: f.type, size: f.size }));
  const digest = sha256(new TextEncoder().encode(JSON.stringify(canonical({ input, files }))));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The first call of a member with a key, unless it is older than the keys are kept. */
export function findMoneyRequest(state: WorldState, memberId: number, key: string): MoneyRequest | null {
  const id = recordId(memberId, key);
  const found = state.moneyRequests.get(id);
  if (!found) return null;
  if (now() - found.createdAt >= IDEMPOTENCY_KEY_TTL_MS) {
    state.moneyRequests.delete(id);
    return null;
  }
  return found;
}

/**
 * Answers a key's repeat from its first call: that call's value or refusal again for the same request,
 * 409 while the first is still processing or for another operation or request under the key.
 */
function replay(first: MoneyRequest, operationId: string, fingerprint: string): unknown {
  const { key } = first;
  if (now() < first.settledAt)
    throw new SandboxError(409, `Idempotency-Key ${key}: the first request is still being processed`);
  if (first.operationId !== operationId)
    throw new SandboxError(
      409,
      `Idempotency-Key ${key} was already used for ${first.operationId}; use a new key for this ${operationId}`,
    );
  if (first.fingerprint !== fingerprint)
    throw new SandboxError(
      409,
      `Idempotency-Key ${key} was already used for a different ${operationId} request; use a new key for a new request`,
    );
  if (first.refusal) throw new SandboxError(200, first.refusal.message, structuredClone(first.refusal.value));
  return structuredClone(first.result);
}

/**
 * Wraps a money operation's resolver. Only answers of HTTP 200 are kept (a value, or a refusal);
 * other failures (400, 403, 404, a 500 that rolls the world back) leave the key unused.
 */
export function idempotent<Id extends MoneyOperationId>(
  resolve: (ctx: Ctx<Id>) => OperationOutput<Id>,
): (ctx: Ctx<Id>) => OperationOutput<Id> {
  return (ctx) => {
    const member = me(ctx);
    const key = (ctx.input as Record<string, unknown>)[IDEMPOTENCY_HEADER] as string;
    const { operationId } = ctx.operation;
    const fingerprint = fingerprintOf(ctx as Ctx<MoneyOperationId>);
    const first = findMoneyRequest(ctx.world.state, member.id, key);
    if (first) return replay(first, operationId, fingerprint) as OperationOutput<Id>;
    const keep = (result: unknown, refusal: MoneyRequest['refusal']): void => {
      ctx.world.state.moneyRequests.set(recordId(member.id, key), {
        memberId: member.id,
        key,
        operationId,
        fingerprint,
        result,
        refusal,
        createdAt: now(),
        settledAt: now() + runtime.processingMs,
      });
    };
    let value: OperationOutput<Id>;
    try {
      value = resolve(ctx);
    } catch (error) {
      // A refusal is an answer too: the same request again must get it again, not a second try.
      if (error instanceof SandboxError && error.status === 200)
        keep(null, { message: error.message, value: structuredClone(error.value) });
      throw error;
    }
    keep(structuredClone(value), null);
    return value;
  };
}

/** A key no call of the member carried, or one older than the keys are kept: nothing else to tell. */
const notFound = (idempotencyKey: string): Schemas['MoneyRequest'] => ({
  idempotencyKey,
  state: 'NOT_FOUND',
  operationId: null,
  result: null,
  message: null,
  createdTime: null,
});

/** What became of a member's call with a key, in the spec's shape. */
export function moneyRequestView(state: WorldState, memberId: number, key: string): Schemas['MoneyRequest'] {
  const found = findMoneyRequest(state, memberId, key);
  if (!found) return notFound(key);
  const settled = now() >= found.settledAt;
  return {
    idempotencyKey: key,
    state: settled ? 'APPLIED' : 'PROCESSING',
    operationId: found.operationId,
    // An answer is only told once the move has settled.
    result: settled && !found.refusal ? (structuredClone(found.result) as Record<string, unknown>) : null,
    message: settled ? (found.refusal?.message ?? null) : null,
    createdTime: stamp(found.createdAt),
  };
}
