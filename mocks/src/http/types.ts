/** Per-operation resolver types, from the SDK's generated operation types. */
import type { OperationId, OperationInput, OperationOutput } from '@lobby/sdk';
import type { OperationContext, Resolver } from './operation';

/** The checked input of an operation (for encrypted calls, the decrypted plaintext). */
export type In<Id extends OperationId> = OperationInput<Id>;

/** The context of one operation's resolver. */
export type Ctx<Id extends OperationId> = OperationContext<In<Id>>;

/** Resolvers of some operations, each typed by its operationId. */
export type Resolvers = { [Id in OperationId]?: Resolver<In<Id>, OperationOutput<Id>> };
