import { allOperations, type OperationTypes } from './generated/operations.js';
import {
  callOperation,
  type CallOptions,
  type OperationId,
  type OperationInput,
  type OperationOutput,
} from './runtime/call-operation.js';
import { createClient, type ClientConfig } from './runtime/client.js';
import type { OperationDescriptor } from './runtime/operation-descriptor.js';
import type { SessionCache } from './runtime/session-cache.js';
import type { TokenStore } from './runtime/token-store.js';

/** One operation as a method: the input may be left out when none of its fields is required. */
export type OperationMethod<Id extends OperationId> =
  Record<string, never> extends OperationInput<Id>
    ? (input?: OperationInput<Id>, options?: CallOptions) => Promise<OperationOutput<Id>>
    : (input: OperationInput<Id>, options?: CallOptions) => Promise<OperationOutput<Id>>;

/** Every tag of the spec. */
export type Tag = OperationTypes[OperationId]['tag'];

/** The SDK: `sdk.<tag>.<operationId>(input, options)` for every operation, plus its cache and token store. */
export type LobbySdk = {
  readonly [T in Tag]: {
    readonly [Id in OperationId as OperationTypes[Id]['tag'] extends T ? Id : never]: OperationMethod<Id>;
  };
} & {
  /** The session cache (hot games, vendors, merchant wallet, register settings). */
  readonly cache: SessionCache;
  /** Where the session token is kept. */
  readonly tokenStore: TokenStore;
};

/** Creates the SDK with every operation of the spec, grouped by tag. */
export function createSdk(config: ClientConfig): LobbySdk {
  const client = createClient(config);
  const groups: Record<string, Record<string, unknown>> = {};
  for (const op of allOperations as readonly OperationDescriptor<OperationId>[]) {
    (groups[op.tag] ??= {})[op.operationId] = (input?: OperationInput<OperationId>, options?: CallOptions) =>
      callOperation(client, op, input, options);
  }
  return {
    ...groups,
    cache: { flush: client.cache.flush },
    tokenStore: client.tokenStore,
  } as unknown as LobbySdk;
}
