import type { Codec } from '../codec/codec.js';
import type { Validator } from './validate.js';

/** How an operation sends its body fields. */
export type BodyKind = 'json' | 'form' | 'multipart' | 'none';

/** Everything the client needs to call one operation; generated from the spec, one per operation. */
export interface OperationDescriptor<Id extends string = string> {
  readonly operationId: Id;
  readonly tag: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path template, e.g. `/wps/agent/contracts/{contractId}/accept`. */
  readonly path: string;
  /** Sent as header `ModuleId`. */
  readonly moduleId: string;
  /** True when the call needs the session token (`Authorization`). */
  readonly token: boolean;
  /** True for encrypted (E) calls: the body fields travel through the codec. */
  readonly encrypted: boolean;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly string[];
  /** Header parameters the caller supplies (e.g. `os`). */
  readonly headerParams: readonly string[];
  /** Header parameters whose value the spec fixes (`const`), sent on every call. */
  readonly headerConsts: Readonly<Record<string, string>>;
  readonly body: BodyKind;
  /** Validates the answer's body: the success with its value, or the operation's refusal. */
  readonly validate: Validator;
  /** E calls only: the scheme and the operation that serves the RSA public key. */
  readonly encryption?: { readonly codec: Codec; readonly publicKey: OperationDescriptor };
}
