import type { BodyKind, OperationDescriptor } from './operation-descriptor.js';
import { validator, type ResponseSchema } from './validate.js';

/** What a descriptor has beyond the common case (no parameters, no body, not encrypted). */
export interface DescriptorExtras {
  readonly pathParams?: readonly string[];
  readonly queryParams?: readonly string[];
  readonly headerParams?: readonly string[];
  readonly headerConsts?: Readonly<Record<string, string>>;
  readonly body?: BodyKind;
  readonly encryption?: OperationDescriptor['encryption'];
}

/**
 * Builds a tag's descriptors from the short form its generated module (`src/generated/tags/<tag>.ts`) writes:
 * positional, the empty parts left out. A tag's module is a chunk of its own, downloaded on the tag's first
 * call, and the repeated keys and empty lists of the full form would be a good part of its bytes.
 */
export const describeTag =
  (tag: string) =>
  <const Id extends string>(
    operationId: Id,
    method: OperationDescriptor['method'],
    path: string,
    moduleId: string,
    token: boolean,
    response: ResponseSchema,
    extras: DescriptorExtras = {},
  ): OperationDescriptor<Id> => ({
    operationId,
    tag,
    method,
    path,
    moduleId,
    token,
    encrypted: extras.encryption !== undefined,
    pathParams: extras.pathParams ?? [],
    queryParams: extras.queryParams ?? [],
    headerParams: extras.headerParams ?? [],
    headerConsts: extras.headerConsts ?? {},
    body: extras.body ?? 'none',
    validate: validator(response),
    ...(extras.encryption ? { encryption: extras.encryption } : {}),
  });
