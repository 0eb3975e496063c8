/**
 * Test helpers over `addContract`: each registers one vitest test that runs its interaction on a
 * Pact mock server and drives the real SDK method of the operation against it.
 */
import {
  isLobbyError,
  type LobbyError,
  type LobbySdk,
  type OperationId,
  type OperationInput,
  type OperationOutput,
} from '@lobby/sdk';
import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import { addContract, EXAMPLE_TOKEN, type ContractCase } from './contract';
import type { Overrides } from './shape';
import { sdkFor } from './sdk-for';
import { specOperation } from './spec';

/** A case of one operation, typed by the SDK's input and output of that operation. */
export interface OperationCase<Id extends OperationId> extends Omit<ContractCase, 'operationId' | 'input'> {
  operationId: Id;
  input?: OperationInput<Id>;
  /** What a client reads from the resolved value. */
  check?: (value: OperationOutput<Id>) => void;
}

type AnyMethod = (input?: unknown) => Promise<unknown>;

/** Calls `sdk.<tag>.<operationId>(input)`; the cases name operations by id, as the spec does. */
export function callSdk<Id extends OperationId>(
  sdk: LobbySdk,
  operationId: Id,
  input?: OperationInput<Id>,
): Promise<OperationOutput<Id>> {
  const { tag } = specOperation(operationId);
  // The SDK's type maps tags to their methods; a case only knows the id, so look the method up by name.
  const method = (sdk as unknown as Record<string, Record<string, AnyMethod>>)[tag]?.[operationId];
  if (!method) throw new Error(`the SDK has no ${tag}.${operationId}`);
  return method(input) as Promise<OperationOutput<Id>>;
}

/** Resolves to the LobbyError a call rejected with; fails when it resolved or threw something else. */
export async function rejection(call: Promise<unknown>): Promise<LobbyError> {
  const outcome = await call.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome))
    throw new Error(`expected the call to fail, it resolved to ${JSON.stringify(outcome.value)}`);
  if (!isLobbyError(outcome.error)) throw new Error(`expected a LobbyError, got ${String(outcome.error)}`);
  return outcome.error;
}

const tokenFor = (c: { operationId: string; as?: string | null }): string | null =>
  c.as === null || (c.as === undefined && !specOperation(c.operationId).token) ? null : EXAMPLE_TOKEN;

/** A success: the SDK resolves to the value, which `check` reads. */
export function itSucceeds<Id extends OperationId>(pact: PactV4, c: OperationCase<Id>): void {
  it(`${c.operationId}: ${c.description}`, () =>
    addContract(pact, c as ContractCase).executeTest(async (server) => {
      const value = await callSdk(sdkFor(server, tokenFor(c)), c.operationId, c.input);
      expect(value).toBeDefined();
      c.check?.(value);
    }));
}

/** A refusal: `success: false` (or the given HTTP status); the SDK rejects with the server's message. */
export function itFails<Id extends OperationId>(
  pact: PactV4,
  c: OperationCase<Id> & { failure: NonNullable<ContractCase['failure']> },
  checkError?: (error: LobbyError) => void,
): void {
  it(`${c.operationId}: ${c.description}`, () =>
    addContract(pact, c as ContractCase).executeTest(async (server) => {
      const error = await rejection(callSdk(sdkFor(server, tokenFor(c)), c.operationId, c.input));
      const status = c.failure.status ?? 200;
      expect(error).toMatchObject({
        kind: status === 200 ? 'server' : 'http',
        status,
        operationId: c.operationId,
        message: 'the reason',
      });
      checkError?.(error);
    }));
}

/** A token operation called without a session: HTTP 401, and the SDK rejects with `kind: 'http'`. */
export function itNeedsSession<Id extends OperationId>(
  pact: PactV4,
  c: Pick<OperationCase<Id>, 'operationId' | 'input'>,
): void {
  itFails(pact, { ...c, description: 'a call without a session token', as: null, failure: { status: 401 } });
}

/** `itSucceeds`, and the same call without a session refused (`itNeedsSession`). */
export function itSucceedsAndNeedsSession<Id extends OperationId>(pact: PactV4, c: OperationCase<Id>): void {
  itSucceeds(pact, c);
  itNeedsSession(pact, { operationId: c.operationId, input: c.input });
}

/** `itFails`, and the same call without a session refused (`itNeedsSession`). */
export function itFailsAndNeedsSession<Id extends OperationId>(
  pact: PactV4,
  c: OperationCase<Id> & { failure: NonNullable<ContractCase['failure']> },
  checkError?: (error: LobbyError) => void,
): void {
  itFails(pact, c, checkError);
  itNeedsSession(pact, { operationId: c.operationId, input: c.input });
}

const valueAt = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | null | undefined)?.[key], value);

/**
 * A success value whose text field (`path`, dotted for a nested one) the provider answers with `text`,
 * and the check that the SDK resolves with it: for a field the client reads back (a status, an account).
 */
export function answers(
  path: string,
  text: string,
): { overrides: Overrides; check: (value: unknown) => void } {
  return {
    overrides: { [path]: MatchersV3.string(text) },
    check: (value) => expect(valueAt(value, path)).toBe(text),
  };
}
