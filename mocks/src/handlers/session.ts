/** session: RSA key, login (captcha after a failure, SMS login, verification), social sign-in, free play, logout, captcha. */
import { captchaSvg, base64 } from '../assets/svg';
import { refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import { MEMBER_TYPE, type Member } from '../world/model';
import { MERCHANT } from '../world/accounts';
import { addMember } from '../world/members';
import { mobileKey, useSms, issueSms } from '../world/sms';
import { verifyIdToken } from '../social/id-token';
import { provenByPhoneAuth } from '../phone-auth/backend';
import type { World } from '../world/world';
import { findAccount, me } from './format';
import { checkNotExcluded, startSession } from './responsible-gaming';

/** The weak default password that must be changed at login. */
export const WEAK_PASSWORD = '123456';

const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CAPTCHA_TTL_MS = 5 * 60_000;

/** Starts a session for a member and returns its token. */
export function openSession(world: World, member: Member): string {
  const token = world.prng.hex(32);
  world.state.sessions.set(token, member.id);
  startSession(world, token);
  return token;
}

function loginResult(world: World, member: Member) {
  checkNotExcluded(world.state, member);
  const firstTimeLogin = member.loginCount === 0;
  member.loginCount++;
  member.lastLoginAt = now();
  return {
    token: openSession(world, member),
    firstTimeLogin,
    passwordExpired: member.passwordExpired || member.password === WEAK_PASSWORD,
    captcha: false,
  };
}

const masked = (m: Member): string =>
  `${m.countryDialingCode} ${(m.mobile ?? '').slice(0, 2)}****${(m.mobile ?? '').slice(-3)}`;

/** Whether a captcha text is one `getCaptcha` served and still valid; it is spent either way. */
export function captchaPassed(world: World, captcha: string | undefined): boolean {
  if (!captcha) return false;
  const code = captcha.trim().toUpperCase();
  const expires = world.state.captchas.get(code);
  world.state.captchas.delete(code);
  return expires !== undefined && expires >= now();
}

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

// Refusals read like login's: the client shows the server's message.
const SOCIAL_TOKEN_INVALID = 'Social sign-in failed, please try again';
const SOCIAL_TOKEN_EXPIRED = 'Social sign-in expired, please try again';

function socialLogin(ctx: Ctx<'socialLogin'>) {
  const { world } = ctx;
  const claims = verifyIdToken(world.seed, ctx.input.provider, ctx.input.idToken, now());
  if (claims === 'expired') throw refuse(SOCIAL_TOKEN_EXPIRED);
  if (typeof claims === 'string') throw refuse(SOCIAL_TOKEN_INVALID);
  // One account per provider identity; its password is random, so only the provider signs it in.
  const account = `${ctx.input.provider}_${claims.sub}`;
  const member =
    findAccount(world.state.members.values(), account) ??
    addMember(
      world.state,
      {
        account,
        password: world.prng.hex(16),
        type: MEMBER_TYPE.player,
        nickname: claims.name,
        email: claims.email,
      },
      now(),
    );
  if (member.disabled) throw refuse('Account disabled, please contact your agent');
  return loginResult(world, member);
}

function freePlayLogin(ctx: Ctx<'freePlayLogin'>) {
  const { world } = ctx;
  // Trial members play with house credit that never leaves the sandbox.
  const trial = addMember(
    world.state,
    {
      account: `trial_${world.prng.hex(6)}`,
      password: world.prng.hex(16),
      type: MEMBER_TYPE.trial,
      nickname: 'Guest',
      balance: 200_000,
    },
    now(),
  );
  return loginResult(world, trial);
}

function getCaptcha(ctx: Ctx<'getCaptcha'>) {
  const { world } = ctx;
  let code = '';
  for (let i = 0; i < 4; i++) code += world.prng.pick([...CAPTCHA_ALPHABET]);
  for (const [old, expires] of world.state.captchas) if (expires < now()) world.state.captchas.delete(old);
  world.state.captchas.set(code, now() + CAPTCHA_TTL_MS);
  world.state.lastCaptcha = code;
  return `data:image/svg+xml;base64,${base64(captchaSvg(code, world.prng))}`;
}

/** The session tag's handlers. */
export const sessionHandlers = defineHandlers({
  getRsaKey: (ctx: Ctx<'getRsaKey'>) => ({
    modulus: ctx.world.rsa.modulusHex,
    exponent: ctx.world.rsa.exponentHex,
  }),
  login,
  loginVerify,
  socialLogin,
  freePlayLogin,
  logout: (ctx: Ctx<'logout'>) => {
    me(ctx);
    if (ctx.token) ctx.world.state.sessions.delete(ctx.token);
    return true;
  },
  getCaptcha,
});
