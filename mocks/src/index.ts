/** @lobby/mocks: the sandbox backend's handlers, controls and world, for any runner. */
export { handlers } from './handlers';
export { handledOperations, unknownOperations } from './http/operation';
export { advanceClock, clearFailures, injectFailure, lastCaptchaCode, lastSmsCode, resetSandbox, sandboxInfo, setLatency, setSystemStatus, FAILURE_KINDS } from './controls/controls';
export { runtime, type FailureKind, type SystemStatus } from './runtime';
export { DEMO_ACCOUNTS, DOWNLINE_PASSWORD, MERCHANT } from './world/members';
