/** Every handler of the sandbox, one list feeding Node tests, the browser worker and the HTTP server. */
import type { HttpHandler } from 'msw';
import { affiliateHandlers } from './affiliate';
import { agentHandlers } from './agent';
import { assetHandlers } from './assets';
import { contentHandlers } from './content';
import { contractHandlers } from './contracts';
import { gameHandlers } from './games';
import { livechatHandlers } from './livechat';
import { lotteryHandlers } from './lottery';
import { memberHandlers } from './member';
import { phoneAuthProviderHandlers } from './phone-auth-provider';
import { recordHandlers } from './records';
import { responsibleGamingHandlers } from './responsible-gaming';
import { rewardCentreHandlers } from './reward-centre';
import { rewardHandlers } from './rewards';
import { sandboxHandlers } from './sandbox';
import { sessionHandlers } from './session';
import { socialProviderHandlers } from './social-provider';
import { systemHandlers } from './system';
import { verificationHandlers } from './verification';
import { walletHandlers } from './wallet';

/** The handlers: spec operations, then the sandbox's own routes. */
export const handlers: HttpHandler[] = [
  ...sessionHandlers,
  ...verificationHandlers,
  ...systemHandlers,
  ...memberHandlers,
  ...agentHandlers,
  ...affiliateHandlers,
  ...contractHandlers,
  ...walletHandlers,
  ...recordHandlers,
  ...gameHandlers,
  ...lotteryHandlers,
  ...contentHandlers,
  ...rewardHandlers,
  ...rewardCentreHandlers,
  ...responsibleGamingHandlers,
  ...livechatHandlers,
  ...sandboxHandlers,
  ...socialProviderHandlers,
  ...phoneAuthProviderHandlers,
  ...assetHandlers,
];
