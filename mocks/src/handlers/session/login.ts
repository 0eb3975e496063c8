/** Login by password or SMS (a captcha after a failure, SMS verification) and the RSA key encrypting it. */
import { refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { MEMBER_TYPE, type Member } from '../../world/model';
import { MERCHANT } from '../../world/accounts';
import { mobileKey, useSms, issueSms } from '../../world/sms';
import { provenByPhoneAuth } from '../../phone-auth/backend';
import type { World } from '../../world/world';
import { findAccount } from '../format';
import { captchaPassed } from './captcha';
import { loginResult } from './sessions';

const masked = (m: Member): string =>
  `${m.countryDialingCode} ${(m.mobile ?? '').slice(0, 2)}****${(m.mobile ?? '').slice(-3)}`;

function byMobile(world: World, countryDialingCode: string, mobile: string): Member | undefined {
  const key = mobileKey(countryDialingCode, mobile);
  for (const m of world.state.members.values())
    if (m.mobile && mobileKey(m.countryDialingCode, m.mobile) === key) return m;
  return undefined;
}

function login(ctx: Ctx<'login'>) {
  const { world } = ctx;
  const username = String(ctx.input.username).trim();
  const password = String(ctx.input.password).trim();
  const keys = [`user:${username.toLowerCase()}`, `device:${String(ctx.input.loginDeviceId)}`];
  const failed = (message: string): never => {
    for (const key of keys) world.state.failedLogins.set(key, (world.state.failedLogins.get(key) ?? 0) + 1);
    throw refuse(message, { captcha: true });
  };
  // After a failure the next attempt must carry a captcha served by getCaptcha.
  if (
    keys.some((key) => (world.state.failedLogins.get(key) ?? 0) > 0) &&
    !captchaPassed(world, ctx.input.captcha)
  ) {
    throw refuse(ctx.input.captcha ? 'Incorrect captcha' : 'Please enter the captcha', { captcha: true });
  }
  let member: Member | undefined;
  if (ctx.input.type === 'sms') {
    const dialing = String(ctx.input.countryDialingCode ?? '+84');
    member = byMobile(world, dialing, username);
    if (!member) return failed('Mobile number is not registered');
    // With firebase SMS the provider checked the code: its id token proves the number instead.
    if (!provenByPhoneAuth(world, ctx.input, dialing, username)) {
      const verdict = useSms(world.state, dialing, username, password, 'login');
      if (verdict === 'expired') return failed('code-expired');
      if (verdict === 'invalid') return failed('invalid-verification-code');
    }
  } else {
    member = findAccount(world.state.members.values(), username);
    if (!member || member.password !== password) return failed('Incorrect username or password');
  }
  if (member.type === MEMBER_TYPE.staff || member.merchant !== MERCHANT)
    throw refuse('Non-member account unable to login');
  if (member.disabled) throw refuse('Account disabled, please contact your agent');
  for (const key of keys) world.state.failedLogins.delete(key);
  if (member.account === 'verify' && ctx.input.type === 'username') {
    issueSms(world.state, world.prng, member.countryDialingCode, member.mobile ?? '', 'login');
    return {
      token: null,
      firstTimeLogin: false,
      passwordExpired: false,
      captcha: false,
      verificationRequired: true,
      maskedMobileNum: masked(member),
    };
  }
  return loginResult(world, member);
}

function loginVerify(ctx: Ctx<'loginVerify'>) {
  const { world } = ctx;
  const member = findAccount(world.state.members.values(), String(ctx.input.username));
  if (!member || member.password !== String(ctx.input.password).trim())
    throw refuse('Incorrect username or password');
  const verdict = useSms(
    world.state,
    member.countryDialingCode,
    member.mobile ?? '',
    String(ctx.input.verificationCode),
    'login',
  );
  if (verdict !== 'ok') throw refuse(verdict === 'expired' ? 'code-expired' : 'invalid-verification-code');
  return loginResult(world, member);
}

/** The RSA key and the username/SMS logins. */
export const loginHandlers = defineHandlers({
  getRsaKey: (ctx: Ctx<'getRsaKey'>) => ({
    modulus: ctx.world.rsa.modulusHex,
    exponent: ctx.world.rsa.exponentHex,
  }),
  login,
  loginVerify,
});
