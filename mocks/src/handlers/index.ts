/** Every handler of the sandbox, one list feeding Node tests, the browser worker and the HTTP server. */
import type { HttpHandler } from 'msw';
import { assetHandlers } from './assets';
import { contractHandlers } from './contracts';
import { memberHandlers } from './member';
import { sandboxHandlers } from './sandbox';
import { sessionHandlers } from './session';
import { systemHandlers } from './system';
import { verificationHandlers } from './verification';

/** The handlers: spec operations, then the sandbox's own routes. */
export const handlers: HttpHandler[] = [
  ...sessionHandlers,
  ...verificationHandlers,
  ...systemHandlers,
  ...memberHandlers,
  ...contractHandlers,
  ...sandboxHandlers,
  ...assetHandlers,
];
