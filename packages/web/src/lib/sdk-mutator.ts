import type { CallOptions, LobbyError, LobbySdk } from '@lobby/sdk';

/** What orval hands the mutator for one request. */
export interface GeneratedRequest {
  url: string;
  method: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The generated code's request options: the operation's id, tag and path template come from the orval
 * configuration; the caller adds the SDK (from `useSdk()`, so tests' SDKs serve the generated hooks too).
 */
export interface SdkCallOptions extends Omit<CallOptions, 'signal'> {
  sdk?: LobbySdk;
  operationId?: string;
  tag?: string;
  path?: string;
}

/**
 * What the SDK resolves to for a 200 answer of type `T`: its `value`. A refusal (`success: false`) rejects with
 * a LobbyError instead, so it is no part of the result.
 */
export type SdkValue<T> = T extends { success: false } ? never : T extends { value?: infer V } ? V : never;

/**
 * The path parameters of `url` read back by the operation's path template: orval has written them into it as
 * they were given (not encoded), and the SDK writes them into its own request.
 */
function pathParams(template: string | undefined, url: string): Record<string, string> {
  if (!template) return {};
  const names: string[] = [];
  const pattern = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]+)\}/g, (_match, name: string) => {
      names.push(name);
      return '(.+?)';
    });
  const found = new RegExp(`^${pattern}$`).exec(url);
  return Object.fromEntries(names.map((name, index) => [name, found?.[index + 1] ?? '']));
}

/**
 * orval's mutator: the generated fetchers call the SDK's method for the operation with the request's path
 * parameters, query parameters and body as one flat input, the SDK's shape. orval's own URL and method only
 * serve to read the path parameters back; the SDK builds the request.
 */
export function sdkCall<T>(request: GeneratedRequest, options?: SdkCallOptions): Promise<SdkValue<T>> {
  const { sdk, operationId, tag, path, ...callOptions } = options ?? {};
  const group = sdk && tag ? (sdk as unknown as Record<string, Record<string, unknown>>)[tag] : undefined;
  const method = group && operationId ? group[operationId] : undefined;
  if (typeof method !== 'function') {
    return Promise.reject(
      new Error(`sdkCall: no SDK method for ${tag}.${operationId} (pass request: { sdk })`),
    );
  }
  const body = request.data && typeof request.data === 'object' ? request.data : {};
  const input = { ...pathParams(path, request.url), ...request.params, ...body };
  return (method as (input: unknown, options: CallOptions) => Promise<SdkValue<T>>)(input, {
    ...callOptions,
    signal: request.signal,
  });
}

/** What a generated hook's error is: the SDK rejects with a LobbyError only (orval reads this name). */
export type ErrorType<_Answer> = LobbyError;
