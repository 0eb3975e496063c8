import type { OperationDescriptor } from './operation-descriptor.js';
import type { TokenStore } from './token-store.js';

/**
 * Token-less calls whose `value.token` starts a session. Token calls never set it: an agent
 * registering a downline must keep their own session.
 */
const SESSION_STARTERS = [
  'login',
  'loginVerify',
  'freePlayLogin',
  'register',
  'registerMobile',
  'socialLogin',
];

/** Stores the token a session-starting call returned. */
export function rememberSession(op: OperationDescriptor, value: unknown, store: TokenStore): void {
  if (op.token || !SESSION_STARTERS.includes(op.operationId)) return;
  const token = (value as { token?: unknown } | null)?.token;
  if (typeof token === 'string' && token) store.set(token);
}

/** True for the call that ends the session; its token is dropped whatever the server answers. */
export const endsSession = (op: OperationDescriptor): boolean => op.operationId === 'logout';

/** True for the calls whose answer starts or ends the session. */
export const changesSession = (op: OperationDescriptor): boolean =>
  endsSession(op) || (!op.token && SESSION_STARTERS.includes(op.operationId));
