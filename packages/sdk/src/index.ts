import type { components } from './generated/schema.js';

export { createSdk, type LobbySdk, type OperationMethod, type Tag } from './create-sdk.js';
export { createClient, type ClientConfig, type LobbyClient } from './runtime/client.js';
export type { IncomingResponse, OutgoingRequest, Transport } from './runtime/transport.js';
export {
  callOperation,
  type CallOptions,
  type OperationId,
  type OperationInput,
  type OperationOutput,
} from './runtime/call-operation.js';
export { LobbyError, isLobbyError, type LobbyErrorInit, type LobbyErrorKind } from './runtime/lobby-error.js';
export { memoryTokenStore, sessionTokenStore, type TokenStore } from './runtime/token-store.js';
export {
  shouldRetry,
  neverRetried,
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  type RetryPolicy,
} from './runtime/retry-policy.js';
export { SESSION_CACHED_OPERATIONS, type SessionCache } from './runtime/session-cache.js';
export type { OperationDescriptor, BodyKind } from './runtime/operation-descriptor.js';
export type { Validator } from './runtime/validate.js';
export { pickCdn, resolveCdnUrl, resolveImageUrl } from './cdn.js';
export * from './codec/index.js';
// One descriptor per operation, named by operationId: import only those you call and the rest is shaken out.
export * from './generated/operations.js';
export type { components, paths } from './generated/schema.js';
/** The spec's component schemas by name, e.g. `Schemas['MemberInfo']`. */
export type Schemas = components['schemas'];
