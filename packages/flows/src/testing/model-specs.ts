import type { ModelSpec } from './model-harness.js';
import { activityApplicationModel } from '../activity-application/activity-application.model.js';
import { affiliateApplicationModel } from '../affiliate/affiliate-application.model.js';
import { appStartModel } from '../app-start/app-start.model.js';
import { bankCardModel } from '../bank-card/bank-card.model.js';
import { changePasswordModel } from '../change-password/change-password.model.js';
import { connectionModel } from '../events/connection.model.js';
import { contractOfferModel } from '../contracts/contract-offer.model.js';
import { contractsModel } from '../contracts/contracts.model.js';
import { depositModel } from '../deposit/deposit.model.js';
import { downlineEditModel } from '../downline/downline-edit.model.js';
import { downlineRegistrationModel } from '../downline/downline-registration.model.js';
import { favouritesModel } from '../favourites/favourites.model.js';
import { feedbackModel } from '../feedback/feedback.model.js';
import { forgotPasswordModel } from '../forgot-password/forgot-password.model.js';
import { freePlayModel } from '../free-play/free-play.model.js';
import { gameLaunchModel } from '../game-launch/game-launch.model.js';
import { loginModel } from '../login/login.model.js';
import { paymentPasswordModel } from '../payment-password/payment-password.model.js';
import { pointsConvertModel } from '../points-convert/points-convert.model.js';
import { pointsRedeemModel } from '../points-redeem/points-redeem.model.js';
import { popupsModel } from '../popups/popups.model.js';
import { registrationModel } from '../registration/registration.model.js';
import { depositLimitModel } from '../responsible-gaming/deposit-limit.model.js';
import { realityCheckModel } from '../responsible-gaming/reality-check.model.js';
import { selfExclusionModel } from '../responsible-gaming/self-exclusion.model.js';
import { rewardClaimModel } from '../rewards/reward-claim.model.js';
import { sessionModel } from '../session/session.model.js';
import { smsCountdownModel } from '../sms-countdown/sms-countdown.model.js';
import { transferDownlineModel } from '../transfer-downline/transfer-downline.model.js';
import { transferUplineModel } from '../transfer-upline/transfer-upline.model.js';
import { walletTransferModel } from '../wallet-transfer/wallet-transfer.model.js';
import { withdrawalConfirmationModel } from '../withdrawal-confirmation/withdrawal-confirmation.model.js';
import { withdrawalModel } from '../withdrawal/withdrawal.model.js';

/**
 * Every machine's model, each kept beside its machine (`<flow>/<name>.model.ts`). The coverage test replays
 * them all; `model-registry.test.ts` fails when a machine file has no model here.
 */
export const modelSpecs: ModelSpec[] = [
  activityApplicationModel,
  affiliateApplicationModel,
  appStartModel,
  bankCardModel,
  changePasswordModel,
  connectionModel,
  contractOfferModel,
  contractsModel,
  depositModel,
  depositLimitModel,
  downlineEditModel,
  downlineRegistrationModel,
  favouritesModel,
  feedbackModel,
  forgotPasswordModel,
  freePlayModel,
  gameLaunchModel,
  loginModel,
  paymentPasswordModel,
  pointsConvertModel,
  pointsRedeemModel,
  popupsModel,
  realityCheckModel,
  registrationModel,
  rewardClaimModel,
  selfExclusionModel,
  sessionModel,
  smsCountdownModel,
  transferDownlineModel,
  transferUplineModel,
  walletTransferModel,
  withdrawalModel,
  withdrawalConfirmationModel,
];
