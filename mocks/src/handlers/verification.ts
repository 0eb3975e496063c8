/** verification: SMS codes for login, forgotten passwords and registration, honouring expiredMinutes. */
import { refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { COUNTRIES } from '../world/brand';
import type { SmsCode } from '../world/model';
import { issueSms, mobileKey, SMS_EXPIRED_MINUTES, tooManySends } from '../world/sms';
import type { World } from '../world/world';

const MOBILE = /^0?\d{8,11}$/;

function registered(world: World, countryDialingCode: string, mobile: string): boolean {
  const key = mobileKey(countryDialingCode, mobile);
  for (const m of world.state.members.values())
    if (m.mobile && mobileKey(m.countryDialingCode, m.mobile) === key) return true;
  return false;
}

function send(world: World, countryDialingCode: string, mobile: string, purpose: SmsCode['purpose']) {
  if (!MOBILE.test(mobile.trim())) throw refuse('invalid-phone-number');
  if (!/^\+?\d{1,4}$/.test(countryDialingCode.trim())) throw refuse('invalid-phone-number');
  // 'Phone must have {0} digits': a code goes only to a number of its country's length (without a trunk 0).
  const country = COUNTRIES.find((c) => c.countryDialingCode === countryDialingCode.trim());
  if (country && mobile.trim().replace(/^0+/, '').length !== country.mobileLength)
    throw refuse(`Phone must have ${country.mobileLength} digits`);
  if (tooManySends(world.state, countryDialingCode, mobile)) throw refuse('too-many-requests');
  issueSms(world.state, world.prng, countryDialingCode.trim(), mobile.trim(), purpose);
  return { expiredMinutes: SMS_EXPIRED_MINUTES };
}

/** The verification tag's handlers. */
export const verificationHandlers = defineHandlers({
  sendSmsNoLogin: (ctx: Ctx<'sendSmsNoLogin'>) => {
    const { mobileNum, countryDialingCode, purpose } = ctx.input;
    if (!registered(ctx.world, countryDialingCode, mobileNum))
      throw refuse('Mobile number is not registered');
    return send(
      ctx.world,
      countryDialingCode,
      mobileNum,
      purpose === 'FORGOT_PASSWORD' ? 'password' : 'login',
    );
  },
  sendSmsRegister: (ctx: Ctx<'sendSmsRegister'>) => {
    const { mobileNo, countryDialingCode } = ctx.input;
    if (registered(ctx.world, countryDialingCode, mobileNo)) throw refuse('Mobile number already registered');
    return send(ctx.world, countryDialingCode, mobileNo, 'register');
  },
});
