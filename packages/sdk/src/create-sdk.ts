import type { OperationTypes } from './generated/operations.js';
import { operationModules } from './generated/tags.js';
import {
  callOperation,
  type CallOptions,
  type OperationId,
  type OperationInput,
  type OperationOutput,
} from './runtime/call-operation.js';
import { createClient, type ClientConfig } from './runtime/client.js';
import { LobbyError } from './runtime/lobby-error.js';
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

type Descriptors = Readonly<Record<string, OperationDescriptor<OperationId>>>;
type ModuleName = keyof typeof operationModules;

/** The descriptors' modules once loaded, shared by every SDK instance: after a module's first call, its calls start at once. */
const loaded = new Map<ModuleName, Descriptors>();
const loading = new Map<ModuleName, Promise<Descriptors>>();

/** Loads a module of descriptors once; a failed load (a chunk the network lost) is tried again on the next call. */
function loadModule(name: ModuleName): Promise<Descriptors> {
  let pending = loading.get(name);
  if (!pending) {
    pending = (operationModules[name].load() as Promise<unknown> as Promise<Descriptors>).then(
      (module) => {
        loaded.set(name, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/**
 * Creates the SDK with every operation of the spec, grouped by tag. A tag's descriptors and validators (and
 * the codec, for tags with encrypted calls) are imported on the first call of their module (a tag's calls with the
 * session token are a module apart from its others), so an app's bundler splits them out of its first script and
 * a phone downloads only the modules it calls (a visitor none of a member's); import the descriptors themselves or `allOperations` to have them at once.
 */
export function createSdk(config: ClientConfig): LobbySdk {
  const client = createClient(config);
  const groups: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(operationModules) as ModuleName[]) {
    const { tag } = operationModules[name];
    const group: Record<string, unknown> = (groups[tag] ??= {});
    for (const id of operationModules[name].operations as readonly OperationId[]) {
      const call = (module: Descriptors, input?: OperationInput<OperationId>, options?: CallOptions) =>
        callOperation(client, module[id]!, input, options);
      group[id] = (input?: OperationInput<OperationId>, options?: CallOptions) => {
        const module = loaded.get(name);
        if (module) return call(module, input, options);
        return loadModule(name).then(
          (loadedModule) => call(loadedModule, input, options),
          () => {
            // Calls reject with a LobbyError only: a module that did not arrive is a network failure.
            throw new LobbyError({
              kind: 'network',
              operationId: id,
              status: 0,
              message: `the SDK's ${tag} operations could not be loaded`,
            });
          },
        );
      };
    }
  }
  return {
    ...groups,
    cache: { flush: client.cache.flush },
    tokenStore: client.tokenStore,
  } as unknown as LobbySdk;
}
