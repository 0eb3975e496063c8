/** @lobby/mocks: the sandbox backend's handlers, controls and world, for any runner. */
export { handlers } from './handlers';
export { handledOperations, unknownOperations } from './http/operation';
export {
  advanceClock,
  clearFailures,
  injectFailure,
  lastCaptchaCode,
  lastSmsCode,
  resetSandbox,
  sandboxInfo,
  sendSmsCode,
  setChaos,
  setLatency,
  setMainDomain,
  setPopups,
  setRegisterCaptcha,
  setRsaKey,
  setSystemStatus,
  setTimeoutHold,
  FAILURE_KINDS,
  type ChaosOptions,
  type FailureOptions,
  type RsaKeyHex,
} from './controls/controls';
export { runtime, type FailureKind, type SystemStatus } from './runtime';
export { DEMO_ACCOUNTS, DOWNLINE_PASSWORD, MERCHANT, PAYMENT_PASSWORD } from './world/accounts';
export { MAX_SESSIONS_PER_MEMBER, SESSION_IDLE_MS } from './world/sessions';
