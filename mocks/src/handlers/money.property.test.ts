/**
 * Money conservation under random money calls with idempotency keys sometimes repeated (the same
 * request again, or another request under a used key, or one request sent twice at once): the sum of
 * every member's main and vendor wallets moves only by the deposits and withdrawals applied, each once
 * per key, and the pending withdrawals hold exactly the withdrawals applied.
 */
import { isLobbyError, type LobbySdk } from '@lobby/sdk';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resetSandbox } from '../controls/controls';
import { runtime } from '../runtime';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

type Who = 'demo' | 'agent';
type MoneyOp =
  'walletTransfer' | 'createDeposit' | 'createWithdrawal' | 'transferToUpline' | 'transferToDownline';
interface Move {
  op: MoneyOp;
  who: Who;
  input: Record<string, unknown>;
}
type KeyUse =
  { kind: 'new' } | { kind: 'double' } | { kind: 'replay'; pick: number } | { kind: 'reuse'; pick: number };
type Outcome = { ok: true; value: Record<string, unknown> } | { ok: false; status: number; message: string };
interface Sent {
  key: string;
  move: Move;
  first: Outcome;
}

const cents = (money: number): number => Math.round(money * 100);
const amount = fc.integer({ min: 1, max: 300_000 }).map((c) => c / 100);
const password = fc.constantFrom('246810', '246810', '246810', '111111');
const vendor = fc.constantFrom('PG', 'SABA');

const move: fc.Arbitrary<Move> = fc.oneof(
  fc
    .record({
      who: fc.constantFrom<Who>('demo', 'agent'),
      wallet: vendor,
      out: fc.boolean(),
      amount: fc.option(amount, { nil: undefined }),
    })
    .map(({ who, wallet, out, amount: a }) => ({
      op: 'walletTransfer' as const,
      who,
      input: out
        ? { fromWallet: 'MAIN', toWallet: wallet, amount: a ?? 1 }
        : { fromWallet: wallet, toWallet: 'MAIN', ...(a === undefined ? {} : { amount: a }) },
    })),
  fc
    .record({
      who: fc.constantFrom<Who>('demo', 'agent'),
      methodId: fc.constantFrom('BANK', 'MOMO', 'VIETQR'),
      amount: fc.integer({ min: 40, max: 3_000 }),
    })
    .map(({ who, methodId, amount: a }) => ({
      op: 'createDeposit' as const,
      who,
      input: { methodId, amount: a, ...(methodId === 'BANK' ? { payerName: 'Property Test' } : {}) },
    })),
  fc
    .record({ amount: fc.integer({ min: 50, max: 3_000 }), paymentPassword: password })
    .map((input) => ({ op: 'createWithdrawal' as const, who: 'demo' as const, input })),
  fc
    .record({ amount, paymentPassword: password })
    .map((input) => ({ op: 'transferToUpline' as const, who: 'demo' as const, input })),
  fc
    .record({ downlineAccount: fc.constantFrom('sub1', 'p1a1'), amount, paymentPassword: password })
    .map((input) => ({ op: 'transferToDownline' as const, who: 'agent' as const, input })),
);

const keyUse: fc.Arbitrary<KeyUse> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: 'new' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'double' as const }) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'replay' as const, pick })) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'reuse' as const, pick })) },
);

/** Main and vendor wallets of every member, and the withdrawals paid out but not confirmed, in cents. */
function holdings(): { wallets: number; pending: number } {
  const { state } = runtime.world;
  let wallets = 0;
  for (const m of state.members.values())
    wallets += m.balance + Object.values(m.vendorWallets).reduce((a, b) => a + b, 0);
  const pending = state.withdrawals
    .filter((w) => w.status === 'PENDING')
    .reduce((sum, w) => sum + w.amount, 0);
  return { wallets, pending };
}

async function send(
  sdk: LobbySdk,
  op: MoneyOp,
  key: string,
  input: Record<string, unknown>,
): Promise<Outcome> {
  const call = (
    sdk.wallet as unknown as Record<MoneyOp, (input: unknown) => Promise<Record<string, unknown>>>
  )[op];
  try {
    return { ok: true, value: await call({ 'Idempotency-Key': key, ...input }) };
  } catch (error) {
    if (!isLobbyError(error)) throw error;
    return { ok: false, status: error.status, message: error.message };
  }
}

/** What the first answer of a key moved: into (deposits) or out of (withdrawals) the wallets, cents. */
function moved(sent: Sent): { wallets: number; pending: number } {
  if (!sent.first.ok) return { wallets: 0, pending: 0 };
  const value = sent.first.value as { amount: number; fee?: number };
  if (sent.move.op === 'createDeposit')
    return { wallets: cents(value.amount) - cents(value.fee ?? 0), pending: 0 };
  if (sent.move.op === 'createWithdrawal')
    return { wallets: -cents(value.amount), pending: cents(value.amount) };
  return { wallets: 0, pending: 0 };
}

const sameRequest = (a: Move, b: Move): boolean =>
  a.op === b.op &&
  a.who === b.who &&
  JSON.stringify(Object.entries(a.input).sort()) === JSON.stringify(Object.entries(b.input).sort());

describe('money conservation', () => {
  it('moves money only by the deposits and withdrawals applied, once per idempotency key', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ move, key: keyUse }), { minLength: 1, maxLength: 12 }),
        async (steps) => {
          resetSandbox();
          const sdks: Record<Who, LobbySdk> = {
            demo: await sandbox().loginAs('demo', 'demo1234'),
            agent: await sandbox().loginAs('agent', 'agent1234'),
          };
          const bankCardId = (await sdks.demo.member.listBankCards()).list[0]!.bankCardId;
          const withCard = (m: Move): Move =>
            m.op === 'createWithdrawal' ? { ...m, input: { ...m.input, bankCardId } } : m;
          const start = holdings();
          const sent: Sent[] = [];
          for (const step of steps) {
            const before = holdings();
            const earlier =
              sent.length > 0 && (step.key.kind === 'replay' || step.key.kind === 'reuse')
                ? sent[step.key.pick % sent.length]!
                : null;
            if (earlier && step.key.kind === 'replay') {
              // The same request under its key again: the first answer, and nothing moves.
              expect(
                await send(sdks[earlier.move.who], earlier.move.op, earlier.key, earlier.move.input),
              ).toEqual(earlier.first);
              expect(holdings()).toEqual(before);
            } else if (earlier) {
              // Another request under a used key of the same member: 409, unless it happens to be the same request.
              const other = withCard({ ...step.move, who: earlier.move.who });
              const outcome = await send(sdks[other.who], other.op, earlier.key, other.input);
              if (sameRequest(other, earlier.move)) expect(outcome).toEqual(earlier.first);
              else expect(outcome).toMatchObject({ ok: false, status: 409 });
              expect(holdings()).toEqual(before);
            } else {
              const fresh = withCard(step.move);
              const key = randomUUID();
              const outcomes = await Promise.all(
                Array.from({ length: step.key.kind === 'double' ? 2 : 1 }, () =>
                  send(sdks[fresh.who], fresh.op, key, fresh.input),
                ),
              );
              const first = outcomes[0]!;
              // Business refusals only (HTTP 200): the generator makes no request that breaks the spec.
              if (!first.ok) expect(first.status).toBe(200);
              for (const outcome of outcomes) expect(outcome).toEqual(first);
              const entry = { key, move: fresh, first };
              sent.push(entry);
              const delta = moved(entry);
              expect(holdings()).toEqual({
                wallets: before.wallets + delta.wallets,
                pending: before.pending + delta.pending,
              });
            }
          }
          const expected = sent
            .map(moved)
            .reduce((sum, d) => ({ wallets: sum.wallets + d.wallets, pending: sum.pending + d.pending }), {
              wallets: 0,
              pending: 0,
            });
          const end = holdings();
          expect(end).toEqual({
            wallets: start.wallets + expected.wallets,
            pending: start.pending + expected.pending,
          });
          expect(end.wallets + end.pending - start.wallets - start.pending).toBe(
            sent.filter((s) => s.move.op === 'createDeposit').reduce((sum, s) => sum + moved(s).wallets, 0),
          );
          // Every key reads back as applied, with the answer it first got.
          for (const s of sent) {
            const read = await sdks[s.move.who].wallet.getMoneyRequest({ idempotencyKey: s.key });
            expect(read).toMatchObject(
              s.first.ok
                ? { state: 'APPLIED', operationId: s.move.op, result: s.first.value, message: null }
                : { state: 'APPLIED', operationId: s.move.op, result: null, message: s.first.message },
            );
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
