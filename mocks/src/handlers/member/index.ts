/** member: profile, registration (rules from the register settings), passwords, VIP, referral, bank cards. */
import { bankCardHandlers } from './bank-cards';
import { passwordHandlers } from './passwords';
import { paymentPasswordHandlers } from './payment-password';
import { profileHandlers } from './profile';
import { referralHandlers } from './referral';
import { registrationHandlers } from './registration';

/** The member tag's handlers. */
export const memberHandlers = [
  ...profileHandlers,
  ...registrationHandlers,
  ...passwordHandlers,
  ...referralHandlers,
  ...paymentPasswordHandlers,
  ...bankCardHandlers,
];
